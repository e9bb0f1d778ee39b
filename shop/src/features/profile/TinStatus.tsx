import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { EinvoiceTinStatusView } from '../../../../common/einvoice';
import { issuesEinvoices } from '../../../../common/tax';
import { get } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';

/**
 * LHDN's answer about the agent's own saved TIN with its identity number (GET /e-invoice/tin-status;
 * docs/einvoice.md "TIN validation"), under the TIN field: a check mark when LHDN validated it, a
 * warning when it could not. Agents of Malaysian companies with a TIN only; nothing while the
 * company's e-invoicing is off, before LHDN has been asked (the einvoice.tin job asks within
 * minutes of a change), or when the call fails.
 */
export function TinStatus() {
  const t = useT();
  const user = useCurrentUser();
  const tin = user.account?.accTIN ?? '';
  const asked = user.role === 'agent' && issuesEinvoices(user.company.country) && tin.trim() !== '';
  // The saved TIN and identity number in the key (not sent): a changed profile reads its (new) answer.
  const { data } = useLoad<EinvoiceTinStatusView>(asked ? `tin-status|${tin}|${user.account?.accIdentity ?? ''}` : null, () => get<EinvoiceTinStatusView>('/e-invoice/tin-status'));
  if (!asked || !data) return null;
  if (data.status === 'invalid')
    return (
      <Alert severity="warning" data-testid="tin-status" data-status="invalid">
        {t('shop.profile.tinInvalid')}
      </Alert>
    );
  if (data.status !== 'valid') return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', mt: -1 }} data-testid="tin-status" data-status="valid">
      <CheckCircle fontSize="small" />
      <Typography variant="body2">{t('shop.profile.tinValid')}</Typography>
    </Box>
  );
}
