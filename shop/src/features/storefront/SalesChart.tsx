import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { StoreSummaryMonth } from '../../../../common/api/store';
import type { Currency, Lang } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { longMonth, shortMonth } from './months';

const W = 360;
const H = 190;
const TOP = 18;
const BOTTOM = 22;
const SIDE = 4;

/**
 * The store's sales month by month as a plain SVG bar chart: a dozen bars need no chart library,
 * and the agent app's service worker caches every chunk, so a library's 100 kB would reach every
 * agent whether its company sells stores or not. Each bar names its month and amount (title) and
 * picks its month; the month table below carries the same figures for screen readers.
 */
export function SalesChart({
  months,
  selected,
  currency,
  lang,
  label,
  onSelect,
}: {
  months: StoreSummaryMonth[];
  selected: string;
  currency: Currency;
  lang: Lang;
  label: string;
  onSelect: (month: string) => void;
}) {
  const theme = useTheme();
  const max = Math.max(0, ...months.map((m) => m.sales));
  const band = (W - 2 * SIDE) / Math.max(months.length, 1);
  const bar = Math.min(band * 0.62, 28);
  const height = (sales: number) => (max ? Math.max((sales / max) * (H - TOP - BOTTOM), sales ? 2 : 0) : 0);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: theme.typography.fontFamily }}
      data-testid="storefront-sales-chart"
    >
      <line x1={SIDE} x2={W - SIDE} y1={TOP} y2={TOP} stroke={theme.palette.divider} strokeDasharray="3 3" />
      <text x={SIDE} y={TOP - 6} fontSize={10} fill={theme.palette.text.secondary}>
        {formatMoney(max, currency)}
      </text>
      <line x1={SIDE} x2={W - SIDE} y1={H - BOTTOM} y2={H - BOTTOM} stroke={theme.palette.text.disabled} />
      {months.map((m, i) => {
        const x = SIDE + i * band + (band - bar) / 2;
        const h = height(m.sales);
        const chosen = m.month === selected;
        return (
          <g key={m.month} onClick={() => onSelect(m.month)} style={{ cursor: 'pointer' }} data-month={m.month} data-sales={m.sales}>
            <title>{`${longMonth(m.month, lang)}: ${formatMoney(m.sales, currency)}`}</title>
            <rect x={SIDE + i * band} y={TOP} width={band} height={H - TOP} fill="transparent" />
            <rect x={x} y={H - BOTTOM - h} width={bar} height={h} rx={2} fill={chosen ? theme.palette.secondary.main : theme.palette.primary.main} />
            <text x={x + bar / 2} y={H - 7} fontSize={10} textAnchor="middle" fill={chosen ? theme.palette.text.primary : theme.palette.text.secondary} fontWeight={chosen ? 600 : 400}>
              {shortMonth(m.month, lang)}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
