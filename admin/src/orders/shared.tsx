import { useState } from 'react';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Confirm, useTranslate } from 'react-admin';
import type { OrderStage, PaymentStatus } from '../../../common/orders';
import type { ReceiverProblem } from '../../../common/receiver';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Tooltip from '@mui/material/Tooltip';
import ReportProblem from '@mui/icons-material/ReportProblem';

/** Small pieces shared by the orders pages. */
const STAGE_COLOUR: Record<OrderStage, 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error'> = {
  unpaid: 'default',
  approval: 'warning',
  to_ship: 'info',
  delivery: 'primary',
  completed: 'success',
  cancelled: 'error',
};

export function StageChip({ stage }: { stage: OrderStage }) {
  const translate = useTranslate();
  return <Chip size="small" color={STAGE_COLOUR[stage]} label={translate(`orders.stage.${stage}`)} data-stage={stage} />;
}

const PAYMENT_COLOUR: Record<PaymentStatus, 'default' | 'success' | 'warning'> = { unpaid: 'default', paid: 'success', refunded: 'warning' };

export function PaymentChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={PAYMENT_COLOUR[status]} label={translate(`orders.paymentStatus.${status}`)} />;
}

export { formatTime } from '../shared/dates';

/** The message of a failed call, for a notification. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The cancel confirmation with an optional reason (one order's page and the list's bulk action); `message` says which orders. */
export function CancelOrdersDialog({ open, message, onClose, onCancel }: { open: boolean; message: string; onClose: () => void; onCancel: (reason: string | undefined) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Confirm
      isOpen={open}
      title="orders.cancel.title"
      content={
        <>
          {message}
          <TextField
            label={translate('orders.cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </>
      }
      confirm="orders.cancel.confirm"
      cancel="orders.cancel.keep"
      onConfirm={() => {
        onCancel(reason.trim() || undefined);
        setReason('');
      }}
      onClose={onClose}
    />
  );
}

/** "phone, postcode (not valid)": a courier order's receiver problems in the console's language. */
function useProblemList() {
  const translate = useTranslate();
  return (problems: ReceiverProblem[]) =>
    problems
      .map((p) => {
        const field = translate(`orders.receiverFlag.field.${p.field}`);
        return p.problem === 'missing' ? field : translate('orders.receiverFlag.invalid', { field });
      })
      .join(', ');
}

/** The list's flag of a courier order whose receiver lacks what the label needs (nothing otherwise); the fields in its tooltip. */
export function ReceiverFlagChip({ problems }: { problems: ReceiverProblem[] | undefined }) {
  const translate = useTranslate();
  const list = useProblemList();
  if (!problems?.length) return null;
  const text = translate('orders.receiverFlag.missing', { fields: list(problems) });
  return (
    <Tooltip title={text}>
      <Chip
        size="small"
        color="warning"
        icon={<ReportProblem />}
        label={translate('orders.receiverFlag.chip')}
        aria-label={`${translate('orders.receiverFlag.chip')}: ${list(problems)}`}
        data-testid="receiver-flag"
        data-fields={problems.map((p) => p.field).join(',')}
      />
    </Tooltip>
  );
}

/** The order page's notice of the same, naming the fields. */
export function ReceiverFlagAlert({ problems }: { problems: ReceiverProblem[] | undefined }) {
  const translate = useTranslate();
  const list = useProblemList();
  if (!problems?.length) return null;
  return (
    <Alert severity="warning" data-testid="receiver-flag" sx={{ mb: 1 }}>
      <AlertTitle>{translate('orders.receiverFlag.title')}</AlertTitle>
      {translate('orders.receiverFlag.missing', { fields: list(problems) })}
    </Alert>
  );
}
