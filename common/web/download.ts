import { ApiError } from './api';
import { API_BASE } from './constants';
import { getLanguage, translateCommon } from './i18n';
import { getToken } from './storage';

/**
 * The name a Content-Disposition header gives: `filename*` (RFC 5987, UTF-8) when present, else
 * `filename`; null when it names none.
 */
export function dispositionName(header: string): string | null {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Downloads an API file (a CSV export, a marketing file) with the session's bearer token: a plain
 * link would go without it. The browser saves it under the server's file name.
 */
export async function downloadFile(path: string, query: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const token = await getToken();
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${params.size ? `?${params}` : ''}`, { headers });
  } catch {
    throw new ApiError(0, translateCommon('common.error.noResponse'));
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { meta?: { message?: string } } | null;
    throw new ApiError(response.status, envelope?.meta?.message || translateCommon('common.error.general'));
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = dispositionName(response.headers.get('content-disposition') ?? '') ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
