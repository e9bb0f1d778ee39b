import type { RaRecord } from 'react-admin';
import { apiCall } from '../providers/httpClient';

/** Uploads one file (multipart, as `image`) with extra fields; returns the updated record. */
export async function upload<T = RaRecord>(path: string, file: File, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('image', file);
  return (await apiCall<T>(path, { method: 'POST', body: form })).data;
}

/** The given fields of a form's record for the API (strict schemas); an emptied field is null. */
export const pick = (data: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k] === '' ? null : data[k]]));
