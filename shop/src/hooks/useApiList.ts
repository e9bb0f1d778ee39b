import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../../common/web/api';

/** The total of a list answer's `Content-Range: items 0-23/57` header (the page's length without one). */
export function totalOf(contentRange: string | null, fallback: number): number {
  const total = Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1]);
  return Number.isFinite(total) ? total : fallback;
}

/** GETs one page of a list route with its total, with loading and error state and a way to retry. */
export function useApiList<T>(path: string, query: Record<string, string | number | undefined>) {
  const key = `${path}?${JSON.stringify(query)}`;
  const [state, setState] = useState<{ key: string | null; items?: T[]; total?: number; error?: ApiError }>({ key: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    request<T[]>(path, { query }).then(
      (res) => current && setState({ key, items: res.data ?? [], total: totalOf(res.headers.get('Content-Range'), res.data?.length ?? 0) }),
      (error: ApiError) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const fresh = state.key === key;
  return {
    items: fresh ? state.items : undefined,
    total: fresh ? state.total : undefined,
    error: fresh ? state.error : undefined,
    loading: !fresh,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((n) => n + 1);
    }, []),
  };
}
