import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadError } from '../shared/LoadError';
import { incomeStatement, type IncomeStatementView, type TypeTotal } from './api';
import { checkPath } from './CommissionDetails';
import { Amount, Empty, LoadingRows, PageHeader, PeriodPicker, PeriodStatusChip, TypeName, isPeriod, usePeriodLabel, type Base } from './shared';
import { useLoad } from '../shared/query';

function Row({ label, value, currency, strong = false, testId, indent = false }: { label: ReactNode; value: number; currency: string; strong?: boolean; testId: string; indent?: boolean }) {
  return (
    <TableRow data-testid={`statement-${testId}`}>
      <TableCell sx={{ pl: indent ? 4 : undefined, fontWeight: strong ? 600 : undefined }}>{label}</TableCell>
      <TableCell align="right">
        <Amount value={value} currency={currency} strong={strong} />
      </TableCell>
    </TableRow>
  );
}

/** One type's line of the statement: earned, clawed back, adjusted and net, its name leading to check calculation. */
function TypeRow({ base, view, total }: { base: Base; view: IncomeStatementView; total: TypeTotal }) {
  return (
    <TableRow data-testid={`statement-type-${total.type}`}>
      <TableCell sx={{ pl: 4 }}>
        <MuiLink component={Link} to={checkPath(base, view.agentId, view.period, total.type)}>
          <TypeName type={total.type} />
        </MuiLink>
      </TableCell>
      {(['earned', 'clawedBack', 'adjusted', 'net'] as const).map((key) => (
        <TableCell key={key} align="right">
          <Amount value={total[key]} currency={view.currency} strong={key === 'net'} />
        </TableCell>
      ))}
    </TableRow>
  );
}

function Statement({ base, view }: { base: Base; view: IncomeStatementView }) {
  const translate = useTranslate();
  const payable = view.types.filter((t) => t.type !== 'sale-profit');
  const saleProfit = view.types.find((t) => t.type === 'sale-profit');
  const t = (key: string) => translate(`commissions.statement.${key}`);
  const c = view.currency;
  return (
    <Card variant="outlined" data-testid="income-statement">
      <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {view.agentName}
        </Typography>
        <PeriodStatusChip status={view.status} />
        {view.status === 'open' && (
          <Typography variant="caption" color="text.secondary">
            {t('provisional')}
          </Typography>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableBody>
            <Row label={t('opening')} value={view.openingBalance} currency={c} strong testId="opening" />
          </TableBody>
        </Table>
        {payable.length === 0 ? (
          <Empty text="commissions.statement.noCommission" />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('commissions')}</TableCell>
                <TableCell align="right">{t('earned')}</TableCell>
                <TableCell align="right">{t('clawedBack')}</TableCell>
                <TableCell align="right">{t('adjusted')}</TableCell>
                <TableCell align="right">{t('net')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payable.map((total) => (
                <TypeRow key={total.type} base={base} view={view} total={total} />
              ))}
            </TableBody>
          </Table>
        )}
        <Table size="small">
          <TableBody>
            <Row label={t('payable')} value={view.commissionPayable} currency={c} strong testId="payable" />
            <Row label={t('withholding')} value={view.withholding} currency={c} indent testId="withholding" />
            <Row label={t('payouts')} value={view.payouts} currency={c} indent testId="payouts" />
            <Row label={t('transfers')} value={view.transfers} currency={c} indent testId="transfers" />
            <Row label={t('adjustments')} value={view.adjustments} currency={c} indent testId="adjustments" />
            <Row label={t('closing')} value={view.closingBalance} currency={c} strong testId="closing" />
          </TableBody>
        </Table>
        <Box sx={{ p: 2, pt: 3 }}>
          <Typography variant="subtitle2">{t('saleProfitTitle')}</Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {t('saleProfitNote')}
          </Typography>
          <Table size="small">
            <TableBody>
              {saleProfit ? <TypeRow base={base} view={view} total={saleProfit} /> : <Row label={<TypeName type="sale-profit" />} value={view.saleProfit} currency={c} indent testId="sale-profit" />}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Card>
  );
}

/**
 * An agent's income statement of a month (/commission/income-statement and
 * /commission-payout/income-statement, ?agentId=&period=; GET /commission/income-statement):
 * opening balance, each payable type's earnings, clawbacks, adjustments and net, withholding,
 * payouts, transfers to the wallet, adjustments and the closing balance (a negative balance
 * carries forward, in red); sale profit apart, as the agent collected it itself.
 */
export function IncomeStatementPage({ base }: { base: Base }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  const [params, setParams] = useSearchParams();
  const agentId = Number(params.get('agentId'));
  const period = params.get('period');
  const valid = Number.isInteger(agentId) && agentId > 0 && isPeriod(period);
  const result = useLoad(['commissions', 'statement', agentId, period], valid ? () => incomeStatement(agentId, period!) : null);
  if (!valid) return <Empty text="commissions.badLink" />;
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('commissions.statement.title')} />
      <PageHeader title={`${translate('commissions.statement.title')} — ${periodLabel(period!)}`}>
        <PeriodPicker value={period!} onChange={(p) => setParams({ agentId: String(agentId), period: p })} />
      </PageHeader>
      {result.loading && <LoadingRows rows={8} />}
      {!!result.error && <LoadError error={result.error} onRetry={result.retry} />}
      {result.data && <Statement base={base} view={result.data} />}
    </Box>
  );
}
