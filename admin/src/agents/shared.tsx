import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../common/web/format';
import { getLanguage } from '../../../common/web/i18n';
import type { AgentStatus } from './api';

/** Small pieces shared by the agents area's pages. */
export const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;

export function StatusChip({ status }: { status: AgentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`common.status.${status}`)} />;
}

/** The empty state of a list or table. */
export function NoData() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-data">
      {translate('agents.noData')}
    </Typography>
  );
}

/** A date and time in Asia/Kuala_Lumpur ('—' for none). */
export const formatTime = (value: string | null | undefined) => (value ? formatDate(value, getLanguage(), 'D MMM YYYY HH:mm') : '—');
/** A day in Asia/Kuala_Lumpur ('—' for none). */
export const formatDay = (value: string | null | undefined) => (value ? formatDate(value, getLanguage(), 'D MMM YYYY') : '—');
