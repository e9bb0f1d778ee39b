import { HttpError } from 'react-admin';
import type { MarketingFileType } from '../../../common/marketing-files';
import { apiEvents } from '../../../common/web/api';
import { API_BASE } from '../../../common/web/constants';
import { getLanguage, translateCommon } from '../../../common/web/i18n';
import { getToken } from '../../../common/web/storage';
import { apiCall } from '../providers/httpClient';

/** The marketing file calls (server/modules/marketing-files/routes.ts). */
export interface FolderRow {
  id: number;
  folderName: string;
  allTiers: boolean;
  tiers: { id: number; levelName: string; rankNumber: number }[];
  fileCount: number;
}

export interface FileRow {
  id: number;
  folderId: number;
  folderName: string | null;
  fileName: string;
  type: MarketingFileType;
  mimeType: string;
  size: number;
  downloadName: string;
  previewUrl: string;
  createdAt: string;
}

/** Every folder (a company has few), by name. */
export async function listFolders(): Promise<FolderRow[]> {
  return (await apiCall<FolderRow[]>('/marketing/folder', { query: { perPage: 100, sort: JSON.stringify(['folderName', 'ASC']) } })).data;
}

export async function listFiles(page: number, perPage: number, folderId: number | null): Promise<{ files: FileRow[]; total: number }> {
  const { data, headers } = await apiCall<FileRow[]>('/marketing/file', {
    query: { range: JSON.stringify([page * perPage, page * perPage + perPage - 1]), sort: JSON.stringify(['id', 'DESC']), folderId: folderId ?? undefined },
  });
  const total = Number(headers.get('content-range')?.split('/').pop());
  return { files: data, total: Number.isFinite(total) ? total : data.length };
}

export const deleteFile = (id: number) => apiCall('/marketing/file/delete', { method: 'DELETE', query: { id } });

/**
 * POST /marketing/file/store through XMLHttpRequest, which reports upload progress (fetch does
 * not): `onProgress` gets 0–100. Fails like the other calls: HttpError with the server's message
 * and its per-field messages in `body.errors`, and the same dialogs on 401 and 429.
 */
export async function uploadFile(form: FormData, onProgress: (percent: number) => void): Promise<{ data: FileRow; message: string }> {
  const token = await getToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/marketing/file/store`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new HttpError(translateCommon('common.error.noResponse'), 0));
    xhr.onload = () => {
      let envelope: { meta?: { message?: string; errors?: Record<string, string> }; data?: FileRow } | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): the general message below.
      }
      const message = envelope?.meta?.message || translateCommon('common.error.general');
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.data) resolve({ data: envelope.data, message });
      else {
        // The same dialogs as every other call (common/web/api.ts).
        if (xhr.status === 429) apiEvents.dispatchEvent(new Event('tooManyRequests'));
        if (xhr.status === 401) apiEvents.dispatchEvent(new Event('sessionExpired'));
        reject(new HttpError(message, xhr.status, { message, errors: envelope?.meta?.errors ?? {} }));
      }
    };
    xhr.send(form);
  });
}
