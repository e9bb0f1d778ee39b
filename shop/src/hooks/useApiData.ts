import { get } from '../../../common/web/api';
import { useLoad } from './useLoad';

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
  return useLoad<T>(key, () => {
    let pending = cache ? referenceCache.get(key!) : undefined;
    if (!pending) {
      pending = get<T>(path!, query);
      if (cache) referenceCache.set(key!, pending);
      pending.catch(() => referenceCache.delete(key!));
    }
    return pending as Promise<T>;
  });
}
