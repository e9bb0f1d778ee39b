import { useCallback, useEffect, useState } from 'react';
import { ApiError, get } from '../../../common/web/api';

/** Reference look-ups (states, banks, phone codes …) do not change while the app runs. */
const referenceCache = new Map<string, Promise<unknown>>();

interface Options {
  query?: Record<string, string | number | undefined>;
  /** Keep the answer for the rest of the visit (reference data). */
  cache?: boolean;
}

/** GETs `path` (nothing while it is null) with loading and error state and a way to retry. */
export function useApiData<T>(path: string | null, { query, cache = false }: Options = {}) {
  const key = path && `${path}?${new URLSearchParams(query as Record<string, string>)}`;
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({ key: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!path || !key) return;
    let current = true;
    let pending = cache ? referenceCache.get(key) : undefined;
    if (!pending) {
      pending = get<T>(path, query);
      if (cache) referenceCache.set(key, pending);
      pending.catch(() => referenceCache.delete(key));
    }
    (pending as Promise<T>).then(
      (data) => current && setState({ key, data }),
      (error: ApiError) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: Boolean(key) && !fresh,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((n) => n + 1);
    }, []),
  };
}
