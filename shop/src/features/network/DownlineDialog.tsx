import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { ContactActions } from './ContactActions';
import { STATUS_COLOUR, type AgentDetails } from './types';

/** A labelled value; '—' when empty, nothing at all when the server did not send the field. */
function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === undefined) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value === null || value === undefined || value === '' ? '—' : value}</Typography>
    </Box>
  );
}

/** A downline's details (GET /api/agent-details/:id, which the server limits to the agent's group) with contact buttons. */
export function DownlineDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const details = useApiData<AgentDetails>(id === null ? null : `/agent-details/${id}`);
  const agent = details.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="downline-title">
      <DialogTitle id="downline-title">{t('shop.network.details')}</DialogTitle>
      <DialogContent dividers data-testid="downline-details">
        {details.loading && <PageLoader />}
        {details.error && <LoadError message={details.error.message} onRetry={details.retry} />}
        {agent && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar src={agent.avatarUrl ?? undefined} alt={agent.name}>
                {agent.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="p">
                  {agent.name}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" variant="outlined" label={agent.tier?.levelName ?? t('shop.network.noLevel')} />
                  <Chip size="small" color={STATUS_COLOUR[agent.status]} label={t(`common.status.${agent.status}`)} />
                </Box>
              </Box>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Field label={t('shop.network.fields.email')} value={agent.email} />
              <Field label={t('shop.network.fields.phone')} value={agent.phone} />
              <Field label={t('shop.network.fields.upline')} value={agent.upline?.name ?? null} />
              <Field label={t('shop.network.fields.helper')} value={agent.helper?.name ?? null} />
              <Field label={t('shop.network.fields.joined')} value={agent.joinedAt ? formatDay(agent.joinedAt, lang) : null} />
              <Field label={t('shop.network.fields.recruits')} value={agent.recruitCount} />
              <Field label={t('shop.network.fields.groupSize')} value={agent.group.size} />
            </Box>
            {(agent.email !== undefined || agent.phone !== undefined) && <ContactActions contact={agent} testId="downline-contact" />}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shop.network.closeDetails')}</Button>
      </DialogActions>
    </Dialog>
  );
}
