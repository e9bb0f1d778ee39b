import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import { platform } from '../../platform';
import { dbTimeToIso } from '../../platform/time';
import { joinCompany } from '../../platform/scoped-sql';
import { regionNames, regionOf } from '../users';
import type { AgentSalesRow, ReportSummary } from '../../../common/reports';
import {
  AGENT_TOTALS,
  agentFamily,
  agentSalesSource,
  card,
  narrow,
  numbers,
  periodCover,
  SALES_COLUMNS,
  salesSums,
  salesTotals,
  scoped,
  type PageSpec,
  type ReportFilters,
  type Sorting,
} from './query';
import { customerRows } from './customer-database';
import { paged, raw } from './paging';
import { recruits } from './recruitment';

// ----------------------------------------------------------------------------------------- KPI

/**
 * The agents of the period, one row per agent: `agentId` and (with `figures`) its net sales
 * figures; with `buyers` only those with net orders, else every agent paid or refunded in it (not
 * one seen only in a part taken off). A whole month or year that no tier, branch or state narrows
 * is one row per agent already and is read as it is; else the period's rows are summed per agent.
 */
function agentSums(ctx: Ctx, f: ReportFilters, { buyers = false, figures = true } = {}) {
  const family = agentFamily(f);
  const parts = periodCover(f, family.costs);
  const [{ grain, from, to, sign }] = parts;
  if (family === AGENT_TOTALS && parts.length === 1 && sign > 0 && grain !== 'day' && from === to) {
    const qb = narrow(scoped(ctx, family.tables[grain]!, 'a'), f, 'a', ['agent']).where(`a.${grain}`, from);
    qb.where((w) => void (buyers ? w.where('a.orders', '>', 0) : w.whereNot('a.orders', 0).orWhereNot('a.refunds', 0)));
    return qb.select('a.agentId', ...(figures ? SALES_COLUMNS.map((c) => `a.${c}`) : []));
  }
  const qb = platform().db.from(agentSalesSource(ctx, f).as('a')).groupBy('a.agent_id');
  if (buyers) qb.havingRaw('SUM(??) > 0', ['a.orders']);
  else qb.havingRaw('SUM(??) <> 0 OR SUM(??) <> 0', ['a.orders', 'a.refunds']);
  return qb.select('a.agentId', ...(figures ? salesSums('a') : []));
}

export async function kpiSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const [sales, buyers, recruited, customers] = await Promise.all([
    salesTotals(ctx, f),
    platform()
      .db.from(agentSums(ctx, f, { buyers: true, figures: false }).as('b'))
      .first(raw('COUNT(*) AS ??', ['n'])) as Promise<{ n: unknown } | undefined>,
    recruits(ctx, f).first(raw('COALESCE(SUM(??), 0) AS ??', ['r.recruits', 'n'])) as Promise<{ n: unknown } | undefined>,
    customerRows(ctx, f).first(raw('COALESCE(SUM(??), 0) AS ??', ['c.customers', 'n'])) as Promise<{ n: unknown } | undefined>,
  ]);
  return {
    cards: [
      card('sales', sales.amount, 'money'),
      card('orders', sales.orders),
      card('units', sales.units, 'units'),
      card('buyers', Number(buyers?.n ?? 0)),
      card('recruits', Number(recruited?.n ?? 0)),
      card('customers', Number(customers?.n ?? 0)),
    ],
  };
}

export const AGENT_SALES_SORT: Sorting = {
  fields: { amount: 'amount', orders: 'orders', units: 'units', salesValue: 'salesValue', refunds: 'refunds', agentId: 'agentId' },
  default: ['amount', 'DESC'],
};

interface AgentInfo {
  id: number;
  name: string;
  tierId: number | null;
  tierName: string | null;
  state: string | null;
  status: string;
  createdAt: string;
}

export async function agentsById(ctx: Ctx, ids: number[]): Promise<Map<number, AgentInfo>> {
  if (!ids.length) return new Map();
  const rows = (await joinCompany(ctx, scoped(ctx, 'users', 'u'), 'tiers as t', 't.id', 'u.tier_id', 'leftJoin')
    .whereIn('u.id', ids)
    .select('u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.tierId', 't.levelName', 'u.country', 'u.state', 'u.province', 'u.status', 'u.createdAt')) as Record<string, unknown>[];
  const regions = regionNames(ctx.company.country);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: [r.firstName, r.lastName].filter(Boolean).join(' ') || String(r.email),
        tierId: (r.tierId as number | null) ?? null,
        tierName: (r.levelName as string | null) ?? null,
        state: regions.get(regionOf(r)) ?? (regionOf(r) || null),
        status: String(r.status),
        createdAt: dbTimeToIso(r.createdAt as string)!,
      },
    ]),
  );
}

export const agentSalesRow = (agentId: number, figures: Record<string, unknown> | undefined, info: AgentInfo | undefined): AgentSalesRow => ({
  agentId,
  agentName: info?.name ?? '',
  tierId: info?.tierId ?? null,
  tierName: info?.tierName ?? null,
  state: info?.state ?? null,
  ...numbers(figures, SALES_COLUMNS),
});

/** The agents who bought in the period with their net figures (tier and state filter what was held when they bought). */
export async function kpiSalesList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentSalesRow>> {
  const { rows, total } = await paged<Record<string, unknown>>(agentSums(ctx, f), page, ['agentId']);
  const agents = await agentsById(
    ctx,
    rows.map((r) => Number(r.agentId)),
  );
  return new ListPage(
    rows.map((r) => agentSalesRow(Number(r.agentId), r, agents.get(Number(r.agentId)))),
    total,
    page.offset,
  );
}
