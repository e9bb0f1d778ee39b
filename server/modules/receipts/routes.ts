import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, Str } from '../../platform/http/schemas';
import { approveReceipt, listReceipts, rejectReceipt, uploadReceipt } from './service';

/** Manual payment by receipt: the buyer uploads, the seller approves or rejects. Rules: service.ts. */

const tags = ['orders'];
/** docs/rules.md: "Payment receipt: at most 10MB; JPEG, JPG or PNG". */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const ORDERS = { roles: ['hq', 'staff', 'agent'] } as const;

export const receiptRoutes: RouteDef[] = [
  route({
    method: 'post',
    path: '/sales/my-shop/upload-receipt',
    access: { roles: ['agent'] },
    summary: 'The buyer uploads the payment receipt of its unpaid manual-payment order (multipart: receipt, orderId; at most 10 MB, JPEG or PNG by content); needs the manualReceipt feature',
    tags,
    body: Type.Object({ orderId: Id }),
    upload: { field: 'receipt', maxBytes: RECEIPT_MAX_BYTES, types: ['jpeg', 'png'] },
    message: 'receipts.uploaded',
    handler: async ({ ctx, body, file }) => uploadReceipt(ctx, body.orderId, file!),
  }),
  route({
    method: 'get',
    path: '/manage-orders/:id/receipts',
    access: ORDERS,
    summary: 'The payment receipts of an order (newest first: status, reason of a rejection, image URL); visible to whoever sees the order',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => listReceipts(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/manage-orders/receipt/approve',
    access: ORDERS,
    summary: 'The seller (HQ or staff with "approve manual payment" on HQ orders, the selling agent on its own) approves a pending receipt: the order is paid and waits for approval',
    tags,
    body: Type.Object({ receiptId: Id }),
    message: 'receipts.approved',
    handler: async ({ ctx, body }) => approveReceipt(ctx, body.receiptId),
  }),
  route({
    method: 'post',
    path: '/manage-orders/receipt/reject',
    access: ORDERS,
    summary: 'The seller rejects a pending receipt with a reason: the order stays unpaid, the buyer sees the reason and may upload again',
    tags,
    body: Type.Object({ receiptId: Id, reason: Str(1000, 1) }),
    message: 'receipts.rejected',
    handler: async ({ ctx, body }) => rejectReceipt(ctx, body.receiptId, body.reason),
  }),
];
