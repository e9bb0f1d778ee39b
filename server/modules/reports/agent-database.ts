import type { Knex } from 'knex';
import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import { regionColumn } from '../users';
import type { AgentReportRow, ReportSummary } from '../../../common/reports';
import { card, instants, salesSums, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { customerRows } from './customer-database';
import { agentSalesRow, agentsById } from './kpi';
import { plainPage, raw } from './paging';
import { recruits } from './recruitment';

// ------------------------------------------------------------------------------ agent database

/** Agents of the company now, filtered by their current tier and state (and one agent). */
function agentsNow(ctx: Ctx, f: ReportFilters) {
  const qb = scoped(ctx, 'users', 'u').where('u.role', 'agent');
  if (f.tierId !== undefined) qb.where('u.tier_id', f.tierId);
  if (f.state !== undefined) qb.where(regionColumn(ctx.company.country, 'u'), f.state);
  if (f.agentId !== undefined) qb.where('u.id', f.agentId);
  return qb;
}

/** Three counts, each read from an index of the company's agents alone (role and status; role and joining time) when unfiltered. */
export async function agentReportSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const { start, end } = instants(f);
  const count = async (qb: Knex.QueryBuilder) => Number(((await qb.first(raw('COUNT(*) AS ??', ['n']))) as { n: unknown } | undefined)?.n ?? 0);
  const [agents, activeAgents, recruited] = await Promise.all([
    count(agentsNow(ctx, f)),
    count(agentsNow(ctx, f).where('u.status', 'active')),
    count(agentsNow(ctx, f).where('u.created_at', '>=', start).where('u.created_at', '<', end)),
  ]);
  return { cards: [card('agents', agents), card('activeAgents', activeAgents), card('recruits', recruited)] };
}

export const AGENT_REPORT_SORT: Sorting = { fields: { joinedAt: 'u.createdAt', name: 'u.firstName' }, default: ['joinedAt', 'DESC'] };

/** The agent database: agents now (newest first), each with its figures of the period. */
export async function agentReportList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<AgentReportRow>> {
  const { rows, total } = await plainPage<{ id: number }>(agentsNow(ctx, f).select('u.id', 'u.createdAt', 'u.firstName'), page, 'u.id');
  const ids = rows.map((r) => Number(r.id));
  if (!ids.length) return new ListPage([], total, page.offset);
  const one = { ...f, tierId: undefined, branchId: undefined, state: undefined, agentId: undefined };
  const [agents, sales, recruited, customers] = await Promise.all([
    agentsById(ctx, ids),
    scoped(ctx, 'report_agent_daily', 'd')
      .whereIn('d.agent_id', ids)
      .whereBetween('d.day', [f.from, f.to])
      .groupBy('d.agent_id')
      .select('d.agentId', ...salesSums('d')) as Promise<Record<string, unknown>[]>,
    recruits(ctx, one)
      .whereIn('r.recruiter_id', ids)
      .groupBy('r.recruiter_id')
      .select('r.recruiterId', raw('SUM(??) AS ??', ['r.recruits', 'n'])) as Promise<Record<string, unknown>[]>,
    customerRows(ctx, one)
      .whereIn('c.agent_id', ids)
      .groupBy('c.agent_id')
      .select('c.agentId', raw('SUM(??) AS ??', ['c.customers', 'n'])) as Promise<Record<string, unknown>[]>,
  ]);
  const by = <K extends string>(list: Record<string, unknown>[], key: K) => new Map(list.map((r) => [Number(r[key]), r]));
  const salesOf = by(sales, 'agentId');
  const recruitsOf = by(recruited, 'recruiterId');
  const customersOf = by(customers, 'agentId');
  return new ListPage(
    ids.map((id) => {
      const info = agents.get(id);
      return {
        ...agentSalesRow(id, salesOf.get(id), info),
        status: info?.status ?? '',
        joinedAt: info?.createdAt ?? '',
        recruits: Number(recruitsOf.get(id)?.n ?? 0),
        customers: Number(customersOf.get(id)?.n ?? 0),
      };
    }),
    total,
    page.offset,
  );
}
