import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import { ApiError, send } from '../../../common/web/api';
import { API_BASE } from '../../../common/web/constants';
import { AREAS } from '../areas';

/**
 * ra-data-simple-rest over the shared API client: the bearer token, Accept-Language and the §8
 * error handling come from the client; the `{ meta, data }` envelope is unwrapped here. A 422's
 * per-field messages reach react-admin forms as `body.errors`.
 */
async function httpClient(url: string, options: { method?: string; body?: BodyInit | null; headers?: HeadersInit } = {}) {
  try {
    const result = await send<unknown>(url, {
      method: (options.method ?? 'GET') as 'GET',
      body: options.body ?? undefined,
      headers: Object.fromEntries(new Headers(options.headers).entries()),
    });
    return { status: result.status, headers: result.headers, body: JSON.stringify(result.data), json: result.data };
  } catch (err) {
    if (err instanceof ApiError) throw new HttpError(err.message, err.status, { message: err.message, errors: err.fields });
    throw err;
  }
}

/** Resource names of the console → their API paths, where the two differ (SPEC.md §7 names). */
const PATHS: Record<string, string> = Object.assign({ agents: 'list-agent' }, ...AREAS.map((area) => area.paths ?? {}));

/** Per resource, methods an area implements itself on the documented calls. */
const OVERRIDES: Record<string, Partial<DataProvider>> = Object.assign({}, ...AREAS.map((area) => area.dataProvider ?? {}));

const rest = simpleRestProvider(API_BASE, httpClient);

type Call = (resource: string, params: unknown) => Promise<unknown>;

export const dataProvider: DataProvider = Object.fromEntries(
  Object.entries(rest).map(([method, call]) => [
    method,
    (resource: string, params: unknown) => {
      const own = OVERRIDES[resource]?.[method] as Call | undefined;
      return own ? own(resource, params) : (call as Call)(PATHS[resource] ?? resource, params);
    },
  ]),
) as DataProvider;

/** The API client for areas' own data-provider methods: envelope unwrapped, errors as react-admin HttpErrors. */
export { httpClient };
