import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
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

export { formatCalendar, formatDay, formatTime } from '../shared/dates';
