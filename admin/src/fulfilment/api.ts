import { HttpError } from 'react-admin';
import { API_BASE } from '../../../common/web/constants';
import { getLanguage, translateCommon } from '../../../common/web/i18n';
import { getToken } from '../../../common/web/storage';
import type { FulfilmentDocument, InvoiceDoc, LabelBatch, PackingDoc, ShippingTemplate } from '../../../common/fulfilment';
import { apiCall } from '../providers/httpClient';

/** The fulfilment calls (server/modules/fulfilment/routes.ts): documents as JSON and PDF, print records, shipping templates. */

export type { InvoiceDoc, LabelBatch, PackingDoc, ShippingTemplate };

const idsOf = (ids: number[]) => ids.join(',');

export const invoices = async (ids: number[]) => (await apiCall<InvoiceDoc[]>('/fulfilment/invoices', { query: { ids: idsOf(ids) } })).data;
export const packingLists = async (ids: number[]) => (await apiCall<PackingDoc[]>('/fulfilment/packing-lists', { query: { ids: idsOf(ids) } })).data;
export const shippingLabels = async (ids: number[], templateId?: number | null) =>
  (await apiCall<LabelBatch>('/fulfilment/shipping-labels', { query: { ids: idsOf(ids), templateId: templateId ?? undefined } })).data;

/** Records a print made with the browser's print dialog (the seller side's first print per order). */
export const markPrinted = (document: FulfilmentDocument, ids: number[]) =>
  apiCall<{ printed: { id: number; printedAt: string }[] }>('/fulfilment/printed', { method: 'POST', body: { document, ids } });

const PDF_PATH: Record<FulfilmentDocument, string> = {
  invoice: '/fulfilment/invoices/pdf',
  packingList: '/fulfilment/packing-lists/pdf',
  shippingLabel: '/fulfilment/shipping-labels/pdf',
};

/**
 * Fetches a document's PDF with the session's token (a plain link would go without it) and lets
 * the browser save it under the server's file name. The server records the print.
 */
export async function downloadPdf(document: FulfilmentDocument, ids: number[], templateId?: number | null): Promise<void> {
  const params = new URLSearchParams({ ids: idsOf(ids) });
  if (templateId) params.set('templateId', String(templateId));
  const token = await getToken();
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${PDF_PATH[document]}?${params}`, { headers });
  } catch {
    throw new HttpError(translateCommon('common.error.noResponse'), 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { meta?: { message?: string } } | null;
    throw new HttpError(envelope?.meta?.message || translateCommon('common.error.general'), response.status);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `${document}.pdf`;
  const href = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = decodeURIComponent(name);
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

// ---------------------------------------------------------------- shipping templates

export interface TemplateInput {
  name: string;
  paper: string;
  fields: string[];
  isDefault?: boolean;
}

export const templates = async () => (await apiCall<ShippingTemplate[]>('/shipping-template', { query: { range: JSON.stringify([0, 99]), sort: JSON.stringify(['name', 'ASC']) } })).data;
export const defaultTemplate = async () => (await apiCall<ShippingTemplate>('/shipping-template/default')).data;
export const createTemplate = (body: TemplateInput) => apiCall<ShippingTemplate>('/shipping-template/store', { method: 'POST', body });
export const updateTemplate = (id: number, body: Partial<TemplateInput>) => apiCall<ShippingTemplate>('/shipping-template/update', { method: 'POST', body: { id, ...body } });
export const setDefaultTemplate = (id: number) => apiCall<ShippingTemplate>('/shipping-template/set-default', { method: 'POST', body: { id } });
export const deleteTemplate = (id: number) => apiCall<{ id: number }>('/shipping-template/delete', { method: 'DELETE', query: { id } });

/** `?ids=1,2,3` of the page's address as numbers (invalid parts dropped). */
export function parseIdsParam(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}
