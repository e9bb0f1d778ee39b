import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { EinvoiceTinStatusView } from '../../../common/einvoice';
import { issuesEinvoices } from '../../../common/tax';
import { apiCall } from '../providers/httpClient';
import { useKnownCompanyFacts } from '../shared/inputs';
import { useLoad } from '../shared/query';

/**
 * LHDN's answer about an agent's TIN with its identity number, next to the TIN on the agent's
 * details (GET /e-invoice/tin-status?userId=; docs/einvoice.md "TIN validation"): a check mark when
 * valid, a warning when LHDN could not validate it, "not checked yet" before the einvoice.tin job
 * has asked. Malaysian companies with e-invoicing on only; nothing for readers the call refuses
 * (staff without agents' or payouts' permissions) or when it fails — the TIN itself still shows.
 */
export function TinStatus({ userId, tin }: { userId: number; tin: string | null | undefined }) {
  const translate = useTranslate();
  const company = useKnownCompanyFacts();
  const asked = issuesEinvoices(company?.country) && Boolean(tin);
  const { data } = useLoad<EinvoiceTinStatusView | null>(
    ['agents', 'tin-status', userId, tin ?? ''],
    asked ? async (signal) => (await apiCall<EinvoiceTinStatusView>('/e-invoice/tin-status', { query: { userId }, signal }).catch(() => null))?.data ?? null : null,
  );
  if (!asked || !data || data.status === 'notConfigured') return null;
  if (data.status === 'valid')
    return (
      <Chip size="small" color="success" variant="outlined" icon={<CheckCircle />} label={translate('agents.details.tin.valid')} data-testid="agent-tin-status" data-status="valid" sx={{ ml: 1 }} />
    );
  if (data.status === 'invalid')
    return <Chip size="small" color="warning" icon={<WarningAmber />} label={translate('agents.details.tin.invalid')} data-testid="agent-tin-status" data-status="invalid" sx={{ ml: 1 }} />;
  return <Chip size="small" variant="outlined" label={translate('agents.details.tin.unchecked')} data-testid="agent-tin-status" data-status="unchecked" sx={{ ml: 1 }} />;
}
