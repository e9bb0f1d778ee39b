import { API_BASE, LOGIN_PATH } from './constants';
import { getLanguage, translateCommon } from './i18n';
import { addBreadcrumb } from './errorReporting';
import { getToken } from './storage';

/**
 * The API client of docs/rules.md. Every answer is `{ meta: { code, message, errors? }, data }`.
 *
 * - A response with an error status: status and `meta.message` (already in the user's language),
 *   else the general apology; a 422 also carries `meta.errors`, one message per field.
 * - 429 raises the "too many requests" dialog; 401 away from /login, or the message
 *   "Unauthenticated", raises the session-expired dialog (`apiEvents`, shown by ApiErrorDialogs).
 * - No response at all: status 0, "No response from server". Anything else that goes wrong on
 *   the client (an unreadable answer, a body that cannot be sent): status -1 with its message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiEvent = 'tooManyRequests' | 'sessionExpired';
export const apiEvents = new EventTarget();

export interface ApiResult<T> {
  status: number;
  headers: Headers;
  message: string;
  data: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller handles a 401 itself (the route guard sends the visitor to login instead). */
  quietUnauthorized?: boolean;
  signal?: AbortSignal;
}

interface Envelope {
  meta?: { code?: number; message?: string; errors?: Record<string, string> };
  data?: unknown;
}

function onLoginPage(): boolean {
  return window.location.pathname === LOGIN_PATH;
}

function raise(event: ApiEvent): void {
  apiEvents.dispatchEvent(new Event(event));
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal };
}

const clientError = (err: unknown) => new ApiError(-1, err instanceof Error ? err.message : String(err));

/** Sends a request to a full URL under the API base (react-admin's HTTP client uses this form). */
export async function send<T>(url: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let init: RequestInit;
  try {
    init = buildInit(options, await getToken());
  } catch (err) {
    throw clientError(err);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    throw err instanceof TypeError ? new ApiError(0, translateCommon('common.error.noResponse')) : clientError(err);
  }
  let envelope: Envelope | null = null;
  try {
    envelope = response.status === 204 ? null : ((await response.json()) as Envelope);
  } catch (err) {
    if (response.ok) throw clientError(err);
  }
  const message = envelope?.meta?.message || (response.ok ? '' : translateCommon('common.error.general'));
  if (!response.ok) {
    addBreadcrumb(`${init.method} ${url} → ${response.status}`);
    if (response.status === 429) raise('tooManyRequests');
    else if ((response.status === 401 || message === 'Unauthenticated') && !onLoginPage() && !options.quietUnauthorized) {
      raise('sessionExpired');
    }
    throw new ApiError(response.status, message, envelope?.meta?.errors ?? {});
  }
  return { status: response.status, headers: response.headers, message, data: envelope?.data as T };
}

/** Sends a request to an API path such as `/user/detail`. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) params.set(key, String(value));
  const query = params.size ? `?${params}` : '';
  return send<T>(`${API_BASE}${path}${query}`, options);
}

/** GET and return the data. */
export async function get<T>(path: string, query?: RequestOptions['query']): Promise<T> {
  return (await request<T>(path, { query })).data;
}

/** POST and return data and message (forms show the server's success message). */
export function post<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
  return request<T>(path, { method: 'POST', body: body ?? {} });
}
