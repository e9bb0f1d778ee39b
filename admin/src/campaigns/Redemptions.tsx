import { useState } from 'react';
import { AutocompleteInput, Button, Confirm, Datagrid, FunctionField, ReferenceInput, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { REDEMPTION_STATUSES, type RedemptionView } from '../../../common/campaigns';
import { List } from '../shared/List';
import { formatTime } from '../shared/dates';
import { messageOf } from '../commissions/shared';
import { markRedemption } from './api';
import { FilterTabs, RedemptionChip } from './shared';

const campaignFilter = (
  <ReferenceInput key="campaignId" source="campaignId" reference="campaigns" alwaysOn>
    <AutocompleteInput optionText="gameTitle" filterToQuery={(q: string) => ({ q })} label="resources.campaignRedemptions.fields.campaignId" sx={{ minWidth: 260 }} />
  </ReferenceInput>
);

/** The win-prize actions of one redemption: shipped (with a tracking number), handed over, cancelled (points and stock back). */
function DeskActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const r = useRecordContext<RedemptionView>();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [trackingNo, setTrackingNo] = useState('');
  const [busy, setBusy] = useState(false);
  if (!r) return null;
  const act = async (status: 'shipped' | 'handed_over' | 'cancelled', extra: { trackingNo?: string } = {}) => {
    setBusy(true);
    try {
      await markRedemption(r.id, status, extra);
      notify('campaigns.redeem.done', { type: 'success' });
      setDialog(null);
      refresh();
    } catch (err) {
      notify(messageOf(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {r.status === 'pending' && <Button label="campaigns.actions.ship" onClick={() => setDialog('ship')} disabled={busy} />}
      <Button label="campaigns.actions.handOver" onClick={() => void act('handed_over')} disabled={busy} />
      <Button label="campaigns.actions.cancel" color="error" onClick={() => setDialog('cancel')} disabled={busy} />
      <Dialog open={dialog === 'ship'} onClose={() => setDialog(null)}>
        <DialogTitle>{translate('campaigns.redeem.shipTitle')}</DialogTitle>
        <DialogContent>
          <MuiTextField autoFocus fullWidth margin="dense" label={translate('campaigns.redeem.trackingNo')} value={trackingNo} onChange={(e) => setTrackingNo(e.target.value.slice(0, 100))} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={() => void act('shipped', trackingNo.trim() ? { trackingNo: trackingNo.trim() } : {})}>
            {translate('campaigns.actions.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={dialog === 'cancel'}
        loading={busy}
        title="campaigns.redeem.cancelTitle"
        content="campaigns.redeem.cancelContent"
        onConfirm={() => void act('cancelled')}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

type Mode = 'history' | 'redeemed' | 'desk';
const RESOURCE: Record<Mode, string> = { history: 'campaignRedemptions', redeemed: 'campaignRedemptions', desk: 'campaignDesk' };
const TITLE: Record<Mode, string> = { history: 'campaigns.redeem.historyTitle', redeemed: 'campaigns.redeem.redeemedTitle', desk: 'campaigns.redeem.deskTitle' };
const EMPTY: Record<Mode, string> = { history: 'campaigns.redeem.empty', redeemed: 'campaigns.redeem.redeemedEmpty', desk: 'campaigns.redeem.deskEmpty' };

/**
 * /campaign/redeem-history (every redemption, GET /game/history-redeem), /campaign/redeemed-history
 * (rewards shipped or handed over) and /campaign/win-prize (the desk, GET /game/redeem-list, with
 * the actions of POST /game/win-prize).
 */
function Redemptions({ mode }: { mode: Mode }) {
  const translate = useTranslate();
  return (
    <List
      resource={RESOURCE[mode]}
      title={translate(TITLE[mode])}
      storeKey={`campaign-${mode}`}
      filters={[campaignFilter]}
      filter={mode === 'redeemed' ? { status: ['shipped', 'handed_over'] } : undefined}
      sort={{ field: 'id', order: mode === 'desk' ? 'ASC' : 'DESC' }}
      actions={false}
      exporter={false}
      empty={false}
    >
      {mode === 'history' && <FilterTabs source="status" values={REDEMPTION_STATUSES} label={(s) => `campaigns.redemption.${s}`} />}
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Alert severity="info" sx={{ m: 1 }}>
            {translate(EMPTY[mode])}
          </Alert>
        }
      >
        <FunctionField<RedemptionView> source="createdAt" render={(r) => formatTime(r.createdAt)} />
        <TextField source="gameTitle" sortable={false} />
        <TextField source="agentName" sortable={false} />
        <TextField source="points" />
        <TextField source="remark" sortable={false} emptyText="—" />
        <FunctionField<RedemptionView> source="status" render={(r) => <RedemptionChip status={r.status} />} />
        {mode !== 'desk' && <TextField source="trackingNo" sortable={false} emptyText="—" label="resources.campaignRedemptions.fields.trackingNo" />}
        {mode === 'redeemed' && (
          <FunctionField<RedemptionView> source="handedOverAt" sortable={false} render={(r) => formatTime(r.handedOverAt ?? r.shippedAt)} label="resources.campaignRedemptions.fields.handedOverAt" />
        )}
        {mode === 'desk' && <DeskActions />}
      </Datagrid>
    </List>
  );
}

export const RedeemHistory = () => <Redemptions mode="history" />;
export const RedeemedHistory = () => <Redemptions mode="redeemed" />;
export const WinPrize = () => <Redemptions mode="desk" />;
