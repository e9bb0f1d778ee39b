import { request } from '../../../common/web/api';
import { useLoad } from './useLoad';

/** The total of a list answer's `Content-Range: items 0-23/57` header (the page's length without one). */
export function totalOf(contentRange: string | null, fallback: number): number {
  const total = Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1]);
  return Number.isFinite(total) ? total : fallback;
}

/** GETs one page of a list route with its total, with loading and error state and a way to retry. */
export function useApiList<T>(path: string, query: Record<string, string | number | undefined>) {
  const { data, error, loading, retry } = useLoad(`${path}?${JSON.stringify(query)}`, async () => {
    const res = await request<T[]>(path, { query });
    return { items: res.data ?? [], total: totalOf(res.headers.get('Content-Range'), res.data?.length ?? 0) };
  });
  return { items: data?.items, total: data?.total, error, loading, retry };
}
