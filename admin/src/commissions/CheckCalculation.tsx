import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import type { Figures } from '../../../common/commissions';
import { formatMoney } from '../../../common/money';
import { LoadError } from '../shared/LoadError';
import { formatTime } from '../shared/dates';
import { percentText, useCompanyFacts } from '../shared/inputs';
import { checkCalculation, type CheckLineView } from './api';
import { statementPath } from './CommissionDetails';
import { Amount, Empty, KindChip, LoadingRows, OrderLink, PageHeader, TypeName, isCommissionType, isPeriod, messageOf, usePeriodLabel, type Base } from './shared';
import { useLoad } from '../shared/query';

/** "unitPrice" → "Unit price", "rateBp" → "Rate": a figure's name when no text is defined for it. */
const spaced = (key: string) => {
  // A rate's `Bp` suffix says how it is stored; its value is shown as a percentage.
  const words = key
    .replace(/Bp$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The money figures the rules keep (the reads module's FIGURE_KEYS and the engine's own), in minor units. */
const MONEY_FIGURES = ['salePrice', 'tierPrice', 'buyerPrice', 'uplinePrice', 'beneficiaryPrice', 'priceAccounted', 'perUnit', 'salesValue', 'recruitComm'];

/**
 * A figure's value: rates in basis points (`…Bp`) as percentages, money figures (those above, or
 * named `…amount`, `…price`, `…value`) in the company's currency, anything else as the server wrote it.
 */
function useFigureText() {
  const translate = useTranslate();
  const { currency } = useCompanyFacts();
  return (key: string, value: Figures[string]) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return translate(value ? 'commissions.yes' : 'commissions.no');
    if (typeof value === 'number' && /bp$/i.test(key)) return percentText(value);
    if (typeof value === 'number' && Number.isInteger(value) && (MONEY_FIGURES.includes(key) || /(amount|price|value)$/i.test(key))) return formatMoney(value, currency);
    return String(value);
  };
}

function FigureList({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const text = useFigureText();
  // Row ids (…Id) are left out: the names they stand for are figures of their own.
  const entries = Object.entries(figures ?? {}).filter(([key]) => !/Id$/.test(key));
  if (!entries.length) return <>—</>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 1.5 }} data-testid="figures">
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`commissions.figures.${key}`, { _: spaced(key) })}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0 }}>
            {text(key, value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One figure of the page's head: its label above, the value large. */
function Headline({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="div" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function Line({ line }: { line: CheckLineView }) {
  return (
    <TableRow data-testid="check-line" data-line={line.id}>
      <TableCell>
        <KindChip kind={line.kind} />
      </TableCell>
      <TableCell>
        <OrderLink orderId={line.orderId} orderNo={line.orderNo} />
        {line.buyerName && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.buyerName}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }} data-testid="formula">
          {line.formula}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {line.rule} · {formatTime(line.createdAt)}
        </Typography>
      </TableCell>
      <TableCell>
        <FigureList figures={line.figures} />
      </TableCell>
      <TableCell align="right">
        <Amount value={line.amount} />
      </TableCell>
    </TableRow>
  );
}

/**
 * Check calculation (/commission/check-calculation and /commission-payout/check-calculation,
 * ?agentId=&period=&type=): what an agent earned of one type in a month and why — the total, the
 * number of lines and every line with its formula, rule, figures and source order (GET
 * /commission/check-calculation).
 */
export function CheckCalculationPage({ base }: { base: Base }) {
  const translate = useTranslate();
  const notify = useNotify();
  const periodLabel = usePeriodLabel();
  const [params] = useSearchParams();
  const agentId = Number(params.get('agentId'));
  const period = params.get('period');
  const type = params.get('type');
  const valid = Number.isInteger(agentId) && agentId > 0 && isPeriod(period) && isCommissionType(type);
  const key = `${agentId}|${period}|${type}`;
  const result = useLoad(['commissions', 'check', agentId, period, type], valid && isPeriod(period) && isCommissionType(type) ? () => checkCalculation(agentId, period, type) : null);
  // Further pages of lines, loaded on demand (a month can hold many).
  const [more, setMore] = useState<{ key: string; lines: CheckLineView[] }>({ key, lines: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  if (!valid) return <Empty text="commissions.badLink" />;
  const lines = [...(result.data?.lines ?? []), ...(more.key === key ? more.lines : [])];
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await checkCalculation(agentId, period, type, lines.length);
      setMore({ key, lines: [...(more.key === key ? more.lines : []), ...next.lines] });
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setLoadingMore(false);
    }
  };
  const name = result.data?.agentName || lines[0]?.beneficiaryName;
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('commissions.check.title')} />
      <PageHeader
        title={
          <>
            {translate('commissions.check.title')}: <TypeName type={type} /> — {periodLabel(period)}
          </>
        }
      >
        <Button size="small" component={Link} to={statementPath(base, agentId, period)} startIcon={<Description />}>
          {translate('commissions.statement.open')}
        </Button>
      </PageHeader>
      {result.loading && <LoadingRows />}
      {!!result.error && <LoadError error={result.error} onRetry={result.retry} />}
      {result.data && (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {name && <Headline label="commissions.agent">{name}</Headline>}
              <Headline label="commissions.check.total" testId="check-total">
                <Amount value={result.data.total} large />
              </Headline>
              <Headline label="commissions.check.count" testId="check-count">
                {result.data.count}
              </Headline>
            </CardContent>
          </Card>
          {lines.length === 0 ? (
            <Empty text="commissions.check.empty" />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="check-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('commissions.kind')}</TableCell>
                    <TableCell>{translate('commissions.order')}</TableCell>
                    <TableCell>{translate('commissions.check.formula')}</TableCell>
                    <TableCell>{translate('commissions.check.figures')}</TableCell>
                    <TableCell align="right">{translate('commissions.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <Line key={line.id} line={line} />
                  ))}
                </TableBody>
              </Table>
              {lines.length < result.data.count && (
                <Button size="small" disabled={loadingMore} onClick={() => void loadMore()} sx={{ m: 1 }}>
                  {translate('commissions.check.more', { shown: lines.length, count: result.data.count })}
                </Button>
              )}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
