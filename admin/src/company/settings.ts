import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ApiError, get, request } from '../../../common/web/api';
import { useKnownCompanyFacts } from '../shared/inputs';
import { apiKey, useApiQuery, useLoad, useSetData } from '../shared/query';

/**
 * One settings document of the company (profile, theme, network, features): loaded with GET
 * (shared by the tabs that show it; `error` and `retry` when it failed), saved with POST. `save`
 * resolves to the server's per-field messages on a 422, which react-admin's <Form> shows beside
 * the fields; other failures are notified. The saved document replaces the loaded one.
 */
export function useSettings<T extends object>(path: string) {
  const notify = useNotify();
  const { data: record, error, retry } = useLoad(apiKey(path), () => get<T>(path));
  const setData = useSetData();
  const setRecord = useCallback((next: T) => setData(apiKey(path), next), [setData, path]);

  const save = useCallback(
    async (storePath: string, body: unknown): Promise<Record<string, unknown> | undefined> => {
      try {
        const result = await request<T>(storePath, { method: 'POST', body });
        if (result.data && typeof result.data === 'object' && !Array.isArray(result.data)) setRecord(result.data);
        notify(result.message, { type: 'success', messageArgs: { _: result.message } });
        return undefined;
      } catch (err) {
        if (err instanceof ApiError) {
          notify(err.message, { type: 'error', messageArgs: { _: err.message } });
          if (err.status === 422 && Object.keys(err.fields).length) return nest(err.fields);
          return undefined;
        }
        throw err;
      }
    },
    [notify, setRecord],
  );

  return { record, setRecord, error, retry, save };
}

/** `{ 'bookingTime.hours': m }` → `{ bookingTime: { hours: m } }`, the shape react-admin maps onto fields. */
export function nest(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = message;
  }
  return out;
}

/** The given keys of a record, for POST bodies (the server refuses unknown fields). */
export function pick<T extends object>(record: T, keys: readonly string[]): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k] === undefined ? null : source[k]]));
}

/** A reference list for a select (GET, no paging); empty while loading, on failure or when `path` is null. */
export function useChoices<T>(path: string | null, query?: Record<string, string | undefined>): T[] {
  const { data } = useApiQuery<T[]>(path, query);
  return Array.isArray(data) ? data : [];
}

/** The company's country (MY or ID) from the public company summary; null while loading. */
export function useCompanyCountry(): 'MY' | 'ID' | null {
  return useKnownCompanyFacts()?.country ?? null;
}
