import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '../../../common/web/api';
import { apiCall } from '../providers/httpClient';

/**
 * Data loading for the console's custom pages, on the TanStack Query client that react-admin
 * itself uses (its <Admin> provides it; react-admin's own hooks such as useGetList share the
 * cache). A page names what it shows with a query key and gets `Loaded`: the data, the error
 * (for LoadError, never shown as an empty list) and a retry. After a write, `useInvalidate`
 * marks the affected keys stale, so the pages showing them load again.
 *
 * Keys: `['api', path, query]` for a plain GET of an API path (useApiQuery), otherwise
 * `[area, what, ...inputs]`, e.g. `['commissions', 'preview', period]`. A key holds everything
 * the load reads, so two pages never share a key for different data.
 */

export interface Loaded<T> {
  /** the last data loaded for this key (kept while it loads again after an invalidation) */
  data: T | null;
  /** the last load's error, null after a success */
  error: unknown;
  /** nothing to show yet: the first load for this key is under way */
  loading: boolean;
  /** a load is under way while data shows (again after a change, or the previous key's with `keepPrevious`) */
  fetching: boolean;
  /** loads again (LoadError's retry) */
  retry: () => void;
}

export type ApiQuery = NonNullable<RequestOptions['query']>;

export interface LoadOptions<T = unknown> {
  /** a check that must never show an earlier answer (e.g. a period's verification): nothing is kept once its page or dialog closes */
  fresh?: boolean;
  /** a table's next page or filter: the rows shown so far stay (with `fetching`) until the new ones arrive */
  keepPrevious?: boolean;
  /** facts that do not change while the console is open (the company's country): read once, again only after a failure or an invalidation */
  once?: boolean;
  /** loads again every so many milliseconds while `pollWhile` holds for the last data (a job still running) */
  pollMs?: number;
  pollWhile?: (data: T) => boolean;
}

/**
 * A page's load under `key`, or nothing while `load` is null (e.g. an incomplete form of
 * choices). Shown again, a key's last data shows at once while it loads again. A failed load is
 * not repeated by itself: the page shows the error and its retry. The signal aborts a load
 * nobody waits for any more.
 */
export function useLoad<T>(key: QueryKey, load: ((signal: AbortSignal) => Promise<T>) | null, options: LoadOptions<T> = {}): Loaded<T> {
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load!(signal),
    enabled: load !== null,
    retry: false,
    refetchOnWindowFocus: false,
    ...(options.fresh ? { gcTime: 0 } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.once ? { staleTime: Infinity } : {}),
    refetchInterval: (query) => {
      const data = query.state.data;
      return options.pollMs && data !== undefined && (options.pollWhile?.(data) ?? true) ? options.pollMs : false;
    },
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // While a failed load runs again, the page shows it loading rather than the old error.
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data ?? null,
    error: retrying ? null : query.error,
    loading: query.isLoading || (retrying && query.data === undefined),
    fetching: query.isFetching && query.data !== undefined,
    retry,
  };
}

/** `value` once it has stayed the same for `ms` (a lookup or a quote waits for the typing to pause). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The key of a GET of `path` with `query` (useApiQuery's); invalidating `['api', path]` reaches every query of that path. */
export const apiKey = (path: string, query: ApiQuery = {}): QueryKey => ['api', path, query];

/** GET an API path (the console's client: token, language, errors as HttpError) and return its data; nothing while `path` is null. */
export function useApiQuery<T>(path: string | null, query: ApiQuery = {}, options: LoadOptions<T> = {}): Loaded<T> {
  return useLoad(apiKey(path ?? '', query), path === null ? null : async (signal) => (await apiCall<T>(path, { query, signal })).data, options);
}

/** Loads `key` now, outside rendering (an action that needs the data before it goes on); the cache keeps it for the pages. */
export function useFetch(): <T>(key: QueryKey, load: () => Promise<T>) => Promise<T> {
  const client = useQueryClient();
  return useCallback(<T>(key: QueryKey, load: () => Promise<T>) => client.fetchQuery({ queryKey: key, queryFn: load, retry: false }), [client]);
}

/** After a write that answers with the new record: it replaces the data of `key` (no reload). */
export function useSetData(): <T>(key: QueryKey, data: T) => void {
  const client = useQueryClient();
  return useCallback(<T>(key: QueryKey, data: T) => void client.setQueryData(key, data), [client]);
}

/** After a write: the queries whose key starts with one of `keys` load again (those on screen now, the others when next shown). */
export function useInvalidate(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined), [client]);
}
