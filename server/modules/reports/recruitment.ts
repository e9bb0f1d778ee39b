import type { Ctx } from '../../platform/context';
import { ListPage } from '../../platform/http/list';
import { translate } from '../../../common/messages';
import type { RecruitmentRow, ReportSummary } from '../../../common/reports';
import { card, namesOf, narrow, scoped, type PageSpec, type ReportFilters, type Sorting } from './query';
import { paged, raw } from './paging';

// ----------------------------------------------------------------------------------- recruitment

export function recruits(ctx: Ctx, f: ReportFilters) {
  const qb = narrow(scoped(ctx, 'report_recruits_daily', 'r'), f, 'r', ['tier', 'state']).whereBetween('r.day', [f.from, f.to]);
  if (f.agentId !== undefined) qb.where('r.recruiter_id', f.agentId);
  return qb;
}

export async function recruitmentSummary(ctx: Ctx, f: ReportFilters): Promise<ReportSummary> {
  const row = (await recruits(ctx, f).first(
    raw('COALESCE(SUM(??), 0) AS ??', ['r.recruits', 'recruits']),
    raw('COUNT(DISTINCT CASE WHEN ?? > 0 THEN ?? END) AS ??', ['r.recruiter_id', 'r.recruiter_id', 'recruiters']),
  )) as Record<string, unknown>;
  return { cards: [card('recruits', Number(row?.recruits ?? 0)), card('recruiters', Number(row?.recruiters ?? 0))] };
}

export const RECRUITMENT_SORT: Sorting = { fields: { recruits: 'recruits', recruiterId: 'recruiterId' }, default: ['recruits', 'DESC'] };

export async function recruitmentList(ctx: Ctx, f: ReportFilters, page: PageSpec): Promise<ListPage<RecruitmentRow>> {
  const qb = recruits(ctx, f)
    .groupBy('r.recruiter_id')
    .select('r.recruiterId', raw('SUM(??) AS ??', ['r.recruits', 'recruits']));
  const { rows, total } = await paged<Record<string, unknown>>(qb, page, ['recruiterId']);
  const names = await namesOf(
    ctx,
    rows.map((r) => Number(r.recruiterId)),
  );
  return new ListPage(
    rows.map((r) => ({
      recruiterId: Number(r.recruiterId),
      recruiterName: Number(r.recruiterId) ? (names.get(Number(r.recruiterId)) ?? '') : translate('reports.noRecruiter', ctx.lang),
      recruits: Number(r.recruits),
    })),
    total,
    page.offset,
  );
}
