import { HttpError } from 'react-admin';
import { ApiError, request, send, type ApiResult, type RequestOptions } from '../../../common/web/api';

/** An API failure as react-admin's HttpError: a 422's per-field messages reach forms as `body.errors`. */
async function asHttpError<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (err) {
    if (err instanceof ApiError) throw new HttpError(err.message, err.status, { message: err.message, errors: err.fields });
    throw err;
  }
}

/**
 * ra-data-simple-rest over the shared API client: the bearer token, Accept-Language and the
 * error handling come from the client; the `{ meta, data }` envelope is unwrapped here.
 */
export async function httpClient(url: string, options: { method?: string; body?: BodyInit | null; headers?: HeadersInit } = {}) {
  const result = await asHttpError(
    send<unknown>(url, {
      method: (options.method ?? 'GET') as 'GET',
      body: options.body ?? undefined,
      headers: Object.fromEntries(new Headers(options.headers).entries()),
    }),
  );
  return { status: result.status, headers: result.headers, body: JSON.stringify(result.data), json: result.data };
}

/**
 * The same client on an API path such as `/courier/store` (a JSON body, or FormData for uploads),
 * failing with react-admin's HttpError. Areas use this one: importing providers/dataProvider.ts
 * from an area would close the cycle dataProvider → areas → area → dataProvider.
 */
export function apiCall<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return asHttpError(request<T>(path, options));
}
