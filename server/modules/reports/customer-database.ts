import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import { regionColumn } from '../users';
import type { CustomerReportRow, ReportSummary } from '../../../common/reports';
import { card, namesOf, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { paged, raw } from './paging';

// --------------------------------------------------------------------------- customer database

/** Customer-book entries added in the period; tier and state are the agent's now. */
export function customerRows(ctx: Ctx, f: ReportFilters) {
  const qb = scoped(ctx, 'report_customers_daily', 'c').whereBetween('c.day', [f.from, f.to]);
  if (f.agentId !== undefined) qb.where('c.agent_id', f.agentId);
  if (f.tierId !== undefined || f.state !== undefined) {
    qb.join('users as cu', 'cu.id', 'c.agent_id');
    if (f.tierId !== undefined) qb.where('cu.tier_id', f.tierId);
    if (f.state !== undefined) qb.where(regionColumn(ctx.company.country, 'cu'), f.state);
  }
  return qb;
}

export async function customerReportSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const row = (await customerRows(ctx, f).first(raw('COALESCE(SUM(??), 0) AS ??', ['c.customers', 'customers']), raw('COUNT(DISTINCT ??) AS ??', ['c.agent_id', 'customerAgents']))) as Record<
    string,
    unknown
  >;
  return { cards: [card('customers', Number(row?.customers ?? 0)), card('customerAgents', Number(row?.customerAgents ?? 0))] };
}

export const CUSTOMER_SORT: Sorting = { fields: { customers: 'customers', agentId: 'agentId' }, default: ['customers', 'DESC'] };

export async function customerReportList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<CustomerReportRow>> {
  const qb = customerRows(ctx, f)
    .groupBy('c.agent_id')
    .select('c.agentId', raw('SUM(??) AS ??', ['c.customers', 'customers']));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['agentId']);
  const names = await namesOf(
    ctx,
    rows.map((r) => Number(r.agentId)),
  );
  return new ListPage(
    rows.map((r) => ({ agentId: Number(r.agentId), agentName: names.get(Number(r.agentId)) ?? '', customers: Number(r.customers) })),
    total,
    page.offset,
  );
}
