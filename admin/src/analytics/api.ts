import type { AgeRecruitRow, AgeSalesRow, CategoryRow, GraphView, ProductRow, SalesGraphView, SalesRow, SalesSummaryView, StateRecruitRow, StateSalesRow } from '../../../common/analytics';
import { apiCall } from '../providers/httpClient';
import { reportQuery, type ReportFilterValues } from '../shared/ReportFilters';

/** The analytics calls (server/modules/analytics), with the shapes of common/analytics.ts. */

export interface Page<R> {
  rows: R[];
  total: number;
}

/**
 * The filter bar's values (shared/ReportFilters.tsx) as a call's query: the master report's
 * parameters, ids as text (the calls' validators read them as the numbers of common/analytics.ts AnalyticsFilter).
 */
const query = (filter: ReportFilterValues, extra: Record<string, string | number | undefined> = {}) => ({ ...reportQuery(filter), ...extra });

async function one<T>(path: string, filter: ReportFilterValues, extra?: Record<string, string | number | undefined>): Promise<T> {
  return (await apiCall<T>(path, { query: query(filter, extra) })).data;
}

/** One page of a list call; the total from its Content-Range header. */
async function page<R>(path: string, filter: ReportFilterValues, pageNo: number, perPage: number, sort?: [string, 'ASC' | 'DESC']): Promise<Page<R>> {
  const result = await apiCall<R[]>(path, { query: query(filter, { page: pageNo, perPage, sort: sort ? JSON.stringify(sort) : undefined }) });
  const total = Number(result.headers.get('content-range')?.split('/').pop());
  return { rows: result.data, total: Number.isFinite(total) ? total : result.data.length };
}

export type ListLoader<R> = (filter: ReportFilterValues, pageNo: number, perPage: number, sort?: [string, 'ASC' | 'DESC']) => Promise<Page<R>>;
const lister =
  <R>(path: string): ListLoader<R> =>
  (filter, pageNo, perPage, sort) =>
    page<R>(path, filter, pageNo, perPage, sort);

export const salesSummary = (f: ReportFilterValues) => one<SalesSummaryView>('/analytic/sales/summary', f);
export const salesGraph = (f: ReportFilterValues) => one<SalesGraphView>('/analytic/sales/graph', f);
export const salesList = lister<SalesRow>('/analytic/sales/list');
export const categoryGraph = (f: ReportFilterValues) => one<GraphView<CategoryRow>>('/analytic/category/graph-category', f);
export const categoryList = lister<CategoryRow>('/analytic/category/list');
export const productGraph = (f: ReportFilterValues) => one<GraphView<ProductRow>>('/analytic/product/graph-product', f);
export const productList = lister<ProductRow>('/analytic/product/list');
export const stateSalesList = lister<StateSalesRow>('/analytic/state/sales-list');
export const stateRecruitList = lister<StateRecruitRow>('/analytic/state/age-recruit-list');
export const ageSalesGraph = (f: ReportFilterValues) => one<AgeSalesRow[]>('/analytic/age/graph-sale', f);
export const ageSalesList = lister<AgeSalesRow>('/analytic/age/sale-list');
export const ageRecruitGraph = (f: ReportFilterValues) => one<AgeRecruitRow[]>('/analytic/age/graph-recruit', f);
export const ageRecruitList = lister<AgeRecruitRow>('/analytic/age/recruit-list');
