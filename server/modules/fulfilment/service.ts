import type { UserCtx } from '../../platform/context';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, type ListParams } from '../../platform/http/list';
import { dbTimeToIso, nowDb } from '../../platform/time';
import { inTransaction, retryOnDeadlock, isUniqueViolation } from '../../platform/tx';
import { ORDER_BULK_MAX } from '../../../common/orders';
import {
  BUILT_IN_TEMPLATE,
  LABEL_FIELDS,
  PAPERS,
  TEMPLATE_NAME_MAX,
  type DocAddress,
  type FulfilmentDocument,
  type InvoiceDoc,
  type LabelBatch,
  type LabelDoc,
  type LabelField,
  type PackingDoc,
  type Paper,
  type ShippingTemplate,
} from '../../../common/fulfilment';
import type { Order as OrderView } from '../../../common/api/orders';
import { Company } from '../companies';
import { User } from '../users';
import { Order } from '../orders';
import { sideOf, visibleOrders } from '../orders';
import { presentOrders } from '../orders';
import { ShippingTemplateRow } from './models';
import { companyTable } from '../../platform/scoped-sql';
import { describeProblems, orderEinvoice } from '../orders';
import { translate } from '../../../common/messages';

/**
 * Fulfilment documents: invoices, packing lists, shipping labels and their templates,
 * and the print statuses of orders. Decisions (the product-wide ones are in docs/decisions.md):
 * - Who: the seller side — HQ, or staff with "manage orders", for orders HQ sells; the selling
 *   agent for orders placed with it — gets every document; the buyer gets its own invoice only.
 *   An order the caller cannot see is 404 (the whole request), one it sees but may not print 403.
 *   Staff with only "approve manual payment" and HQ on orders sold by agents get 403.
 * - Invoices exist from payment on (the number is taken by orders' recordPayment): an unpaid
 *   order is refused with 409 "not paid yet" — no proforma invoice is offered. A paid order that
 *   was later cancelled keeps its invoice (payment status refunded is shown on it).
 * - Packing lists and labels: paid orders to ship or in delivery (409 otherwise); labels only for
 *   courier orders (a self-pickup order has none). A batch with one order that does not qualify is
 *   refused whole, naming the order.
 * - Bulk: ids as "1,2,3" (at most ORDER_BULK_MAX), one page per order in the order given.
 * - Print statuses: the first print time of each document per order, recorded only when the
 *   seller side prints (a buyer printing its invoice records nothing). A PDF download counts as
 *   printing; the console's printable pages record with POST /fulfilment/printed after
 *   window.print(). Later prints keep the first time.
 * - An order whose LHDN e-invoice is validated (its own, or the month's consolidated one it went
 *   into; the orders port `orderEinvoice`, provided by einvoice) prints its UUID, validation link
 *   and the link's QR code at the invoice's foot (docs/einvoice.md).
 * - The invoice's issuer is the company (its profile: name, address, registration no. — ROC,
 *   else organisation id — and tax no. TIN); an order an agent sells adds "sold by" the agent.
 *   A label's sender is the seller: the company for HQ's orders, the agent (its account address
 *   and phone) for orders it sells.
 * - Shipping templates: unique names per company; exactly one default (the first template becomes
 *   the default; making another the default unsets the previous in the same transaction; deleting
 *   the default promotes the newest remaining); with none, a built-in template (100×150 mm, every
 *   part) is used. The default cannot be switched off except by making another one the default.
 *   Labels use the template asked for (templateId), else the default.
 * - Barcode: Code 128 set B of the tracking number, the order number while there is none.
 */

export const DOCUMENT_COLUMN: Record<FulfilmentDocument, 'invoicePrintedAt' | 'packingPrintedAt' | 'labelPrintedAt'> = {
  invoice: 'invoicePrintedAt',
  packingList: 'packingPrintedAt',
  shippingLabel: 'labelPrintedAt',
};

/** "1,2,3" → [1, 2, 3] (order kept, duplicates dropped); 422 on `ids` otherwise. */
export function parseIds(text: string | undefined): number[] {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) throw ValidationError.field('ids', 'orders.selectOne');
  if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)) throw ValidationError.field('ids', 'fulfilment.ids');
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > ORDER_BULK_MAX) throw ValidationError.field('ids', 'orders.bulkMax', { max: ORDER_BULK_MAX });
  return ids;
}

/** The orders `ids` (in that order) for `doc`, after the access and stage rules above. */
export async function ordersFor(ctx: UserCtx, ids: number[], doc: FulfilmentDocument): Promise<Order[]> {
  if (ids.length > ORDER_BULK_MAX) throw ValidationError.field('ids', 'orders.bulkMax', { max: ORDER_BULK_MAX });
  const rows = new Map((await visibleOrders(ctx).whereIn('orders.id', ids)).map((o) => [o.id, o]));
  const orders = ids.map((id) => rows.get(id));
  if (orders.some((o) => !o)) throw new NotFoundError();
  for (const order of orders as Order[]) {
    const side = sideOf(ctx, order);
    if (!(side.seller || (doc === 'invoice' && side.buyer))) throw new ForbiddenError();
  }
  for (const order of orders as Order[]) {
    const params = { orderNo: order.orderNo };
    if (doc === 'invoice') {
      if (!order.invoiceNo) throw new AppError(409, 'fulfilment.noInvoice', params);
      continue;
    }
    if (order.paymentStatus !== 'paid' || !['to_ship', 'delivery'].includes(order.stage)) throw new AppError(409, 'fulfilment.notReady', params);
    if (doc === 'shippingLabel' && order.shipmentType !== 'courier') throw new AppError(409, 'fulfilment.labelPickup', params);
  }
  return orders as Order[];
}

/** Records the first print of `doc` for the orders the caller sells; returns the ids recorded now or before. */
export async function recordPrinted(ctx: UserCtx, orders: Order[], doc: FulfilmentDocument): Promise<number[]> {
  const mine = orders.filter((o) => sideOf(ctx, o).seller).map((o) => o.id);
  if (mine.length) {
    const column = DOCUMENT_COLUMN[doc];
    await Order.of(ctx)
      .whereIn('id', mine)
      .whereNull(column)
      .patch({ [column]: nowDb() } as Partial<Order>);
  }
  return mine;
}

/** POST /fulfilment/printed: the console printed `doc` of these orders (window.print). */
export async function markPrinted(ctx: UserCtx, doc: FulfilmentDocument, ids: number[]) {
  if (!ids.length) throw ValidationError.field('ids', 'orders.selectOne');
  const orders = await ordersFor(ctx, [...new Set(ids)], doc);
  const recorded = await recordPrinted(ctx, orders, doc);
  const column = DOCUMENT_COLUMN[doc];
  const rows = recorded.length ? await Order.of(ctx).whereIn('id', recorded).orderBy('id') : [];
  return { document: doc, printed: rows.map((r) => ({ id: r.id, printedAt: dbTimeToIso(r[column]) })) };
}

// ---------------------------------------------------------------- documents

const joinName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function addressLines(a: { address1?: string | null; address2?: string | null; postcode?: string | null; city?: string | null; state?: string | null; country?: string | null }): string[] {
  return [a.address1, a.address2, joinName(a.postcode, a.city), a.state, a.country].filter((l): l is string => Boolean(l && l.trim()));
}

const phoneOf = (code: string | null | undefined, no: string | null | undefined) => (no ? joinName(code, no) : null);

function receiverOf(v: OrderView): DocAddress {
  const r = v.receiver;
  return { name: joinName(r.firstName, r.lastName) || v.buyer.name, phone: phoneOf(r.phoneCode, r.phoneNumber), email: r.email, lines: addressLines(r) };
}

const shipmentOf = (v: OrderView) => ({ type: v.shipmentType, courierName: v.courierName, trackingNo: v.trackingNo, branch: v.branch?.name ?? null });

async function views(ctx: UserCtx, orders: Order[]): Promise<OrderView[]> {
  return presentOrders(ctx, orders, true);
}

async function companyOf(ctx: UserCtx): Promise<Company> {
  const company = await Company.query(ctx.trx).findById(ctx.companyId);
  if (!company) throw new NotFoundError();
  return company;
}

/** The bank of the paid gateway bill of each order (FPX), where one exists. */
async function banksOf(ctx: UserCtx, ids: number[]): Promise<Map<number, string | null>> {
  const rows = (await companyTable(ctx, 'gateway_payments').where({ status: 'paid', purpose: 'order' }).whereIn('order_id', ids).select('order_id', 'bank_code')) as {
    order_id: number;
    bank_code: string | null;
  }[];
  return new Map(rows.map((r) => [Number(r.order_id), r.bank_code]));
}

export async function invoiceDocs(ctx: UserCtx, orders: Order[]): Promise<InvoiceDoc[]> {
  const ids = orders.map((o) => o.id);
  const [company, list, banks, einvoices] = await Promise.all([companyOf(ctx), views(ctx, orders), banksOf(ctx, ids), orderEinvoice.get()(ctx, ids)]);
  const issuer = {
    name: company.name,
    registrationNo: company.companyRoc || company.orgId || null,
    taxNo: company.tin || null,
    lines: addressLines({ address1: company.addr1, address2: company.addr2, postcode: company.postcode, city: company.city, state: company.state }),
    phone: phoneOf(company.phoneCode, company.phone),
    email: company.email,
  };
  const buyers = new Map((await User.of(ctx).whereIn('id', [...new Set(orders.map((o) => o.buyerId))])).map((u) => [u.id, u]));
  return list.map((v) => {
    const buyer = buyers.get(v.buyer.id);
    return {
      orderId: v.id,
      invoiceNo: v.invoiceNo!,
      orderNo: v.orderNo,
      referenceNo: v.referenceNo,
      invoiceDate: v.paidAt ?? v.createdAt,
      orderDate: v.createdAt,
      currency: ctx.company.currency,
      issuer,
      soldBy: v.seller?.name ?? null,
      buyer: { id: v.buyer.id, name: v.buyer.name, email: v.buyer.email, phone: phoneOf(buyer?.phoneCode, buyer?.phone) },
      receiver: receiverOf(v),
      shipment: shipmentOf(v),
      items: (v.items ?? []).map((i) => ({
        name: i.name,
        variantName: i.variantName,
        sku: i.sku,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        discount: i.discount + i.voucherDiscount,
        lineTotal: i.lineTotal,
      })),
      amounts: {
        subtotal: v.subtotal,
        discount: v.discount,
        voucherDiscount: v.voucherDiscount,
        shippingFee: v.shippingFee,
        adminFee: v.adminFee,
        tax: v.tax,
        serviceCharge: v.serviceCharge,
        grandTotal: v.grandTotal,
        paymentFee: v.paymentFee,
        totalPaid: v.totalPaid,
      },
      voucherCode: v.voucherCode,
      payment: { type: v.paymentType, status: v.paymentStatus, paidAt: v.paidAt, bankCode: banks.get(v.id) ?? null },
      einvoice: einvoices.get(v.id) ?? null,
      printedAt: v.printed.invoice,
    };
  });
}

export async function packingDocs(ctx: UserCtx, orders: Order[]): Promise<PackingDoc[]> {
  return (await views(ctx, orders)).map((v) => ({
    orderId: v.id,
    orderNo: v.orderNo,
    invoiceNo: v.invoiceNo,
    orderDate: v.createdAt,
    stage: v.stage,
    receiver: receiverOf(v),
    shipment: shipmentOf(v),
    items: (v.items ?? []).map((i) => ({ name: i.name, variantName: i.variantName, sku: i.sku, quantity: i.quantity })),
    units: v.units,
    weightGrams: v.weightGrams,
    notes: v.notes,
    remark: v.remark,
    printedAt: v.printed.packingList,
  }));
}

export async function labelDocs(ctx: UserCtx, orders: Order[], templateId?: number): Promise<LabelBatch> {
  const template = templateId ? await getTemplate(ctx, templateId) : await defaultTemplate(ctx);
  const list = await views(ctx, orders);
  const company = await companyOf(ctx);
  const sellerIds = [...new Set(orders.flatMap((o) => (o.sellerId ? [o.sellerId] : [])))];
  const sellers = new Map((sellerIds.length ? await User.of(ctx).whereIn('id', sellerIds) : []).map((u) => [u.id, u]));
  const hqSender = {
    name: company.name,
    lines: addressLines({ address1: company.addr1, address2: company.addr2, postcode: company.postcode, city: company.city, state: company.state }),
    phone: phoneOf(company.phoneCode, company.phone),
  };
  const labels: LabelDoc[] = list.map((v) => {
    const seller = v.seller ? sellers.get(v.seller.id) : undefined;
    return {
      orderId: v.id,
      orderNo: v.orderNo,
      trackingNo: v.trackingNo,
      barcode: v.trackingNo || v.orderNo,
      courierName: v.courierName,
      sender: seller ? { name: seller.fullName, lines: addressLines(seller), phone: phoneOf(seller.phoneCode, seller.phone) } : hqSender,
      receiver: receiverOf(v),
      receiverWarning: v.receiverProblems.length ? translate('receiver.label.incomplete', ctx.lang, { fields: describeProblems(v.receiverProblems, ctx.lang) }) : null,
      items: (v.items ?? []).map((i) => ({ name: i.variantName ? `${i.name} (${i.variantName})` : i.name, quantity: i.quantity })),
      weightGrams: v.weightGrams,
      paymentType: v.paymentType,
      remark: v.remark,
      notes: v.notes,
      printedAt: v.printed.shippingLabel,
    };
  });
  return { template, labels };
}

// ---------------------------------------------------------------- shipping templates

export function templateView(row: ShippingTemplateRow): ShippingTemplate {
  return {
    id: row.id,
    name: row.name,
    paper: row.paper,
    fields: (Array.isArray(row.fields) ? row.fields : []).filter((f) => (LABEL_FIELDS as readonly string[]).includes(f)),
    isDefault: Boolean(row.isDefault),
    builtIn: false,
    createdAt: dbTimeToIso(row.createdAt ?? null),
    updatedAt: dbTimeToIso(row.updatedAt ?? null),
  };
}

export async function listTemplates(ctx: UserCtx, params: ListParams) {
  const page = await runList(
    ShippingTemplateRow.of(ctx),
    {
      sort: { id: 'id', name: 'name', paper: 'paper', isDefault: 'is_default', createdAt: 'created_at' },
      defaultSort: ['name', 'ASC'],
      search: ['name'],
      filters: { paper: 'paper', isDefault: 'is_default' },
    },
    params,
  );
  return new ListPage(page.items.map(templateView), page.total, page.offset);
}

export async function getTemplate(ctx: UserCtx, id: number): Promise<ShippingTemplate> {
  const row = await ShippingTemplateRow.of(ctx).findById(id);
  if (!row) throw new NotFoundError();
  return templateView(row);
}

/** The company's default template, the built-in one when it has none. */
export async function defaultTemplate(ctx: UserCtx): Promise<ShippingTemplate> {
  if (ctx.user.role === 'staff' && !ctx.user.permissions.has('manage_orders')) throw new ForbiddenError();
  const row = await ShippingTemplateRow.of(ctx).where('isDefault', true).orderBy('id').first();
  if (row) return templateView(row);
  const first = await ShippingTemplateRow.of(ctx).orderBy('id', 'desc').first();
  return first ? templateView(first) : { ...BUILT_IN_TEMPLATE, fields: [...BUILT_IN_TEMPLATE.fields] };
}

export interface TemplateInput {
  name?: string;
  paper?: string;
  fields?: string[];
  isDefault?: boolean;
}

function cleanInput(input: TemplateInput, creating: boolean): { name?: string; paper?: Paper; fields?: LabelField[] } {
  const errors: ValidationError['fields'] = {};
  const out: { name?: string; paper?: Paper; fields?: LabelField[] } = {};
  if (input.name !== undefined || creating) {
    const name = (input.name ?? '').trim();
    if (!name) errors.name = { key: 'validation.required' };
    else if (name.length > TEMPLATE_NAME_MAX) errors.name = { key: 'validation.maxLength', params: { limit: TEMPLATE_NAME_MAX } };
    else out.name = name;
  }
  if (input.paper !== undefined || creating) {
    if (!(PAPERS as readonly string[]).includes(input.paper ?? '')) errors.paper = { key: 'fulfilment.paper', params: { papers: PAPERS.join(', ') } };
    else out.paper = input.paper as Paper;
  }
  if (input.fields !== undefined || creating) {
    const fields = input.fields ?? [];
    const unknown = fields.find((f) => !(LABEL_FIELDS as readonly string[]).includes(f));
    if (unknown !== undefined) errors.fields = { key: 'fulfilment.labelField', params: { field: unknown } };
    else if (new Set(fields).size !== fields.length) errors.fields = { key: 'fulfilment.labelFieldTwice' };
    // Kept in the canonical order, whatever order they were ticked in.
    else out.fields = LABEL_FIELDS.filter((f) => fields.includes(f));
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]!;
    throw Object.assign(new ValidationError(errors, first.key), { params: first.params ?? {} });
  }
  return out;
}

async function saving<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field('name', 'fulfilment.templateNameTaken');
    throw err;
  }
}

async function makeDefault(tx: UserCtx, id: number) {
  await ShippingTemplateRow.of(tx).whereNot('id', id).where('isDefault', true).patch({ isDefault: false });
  await ShippingTemplateRow.of(tx).findById(id).patch({ isDefault: true });
}

export async function createTemplate(ctx: UserCtx, input: TemplateInput): Promise<ShippingTemplate> {
  const clean = cleanInput(input, true);
  const id = await saving(() =>
    inTransaction(ctx, async (tx) => {
      const first = !(await ShippingTemplateRow.of(tx).first());
      const row = await ShippingTemplateRow.of(tx).insertAndFetch({ name: clean.name!, paper: clean.paper!, fields: clean.fields!, isDefault: false });
      if (first || input.isDefault) await makeDefault(tx, row.id);
      return row.id;
    }),
  );
  return getTemplate(ctx, id);
}

export async function updateTemplate(ctx: UserCtx, id: number, input: TemplateInput): Promise<ShippingTemplate> {
  const clean = cleanInput(input, false);
  await saving(() =>
    inTransaction(ctx, async (tx) => {
      const row = await ShippingTemplateRow.of(tx).findById(id);
      if (!row) throw new NotFoundError();
      if (input.isDefault === false && row.isDefault) throw ValidationError.field('isDefault', 'fulfilment.keepDefault');
      if (Object.keys(clean).length) await ShippingTemplateRow.of(tx).findById(id).patch(clean);
      if (input.isDefault && !row.isDefault) await makeDefault(tx, id);
    }),
  );
  return getTemplate(ctx, id);
}

export async function setDefaultTemplate(ctx: UserCtx, id: number): Promise<ShippingTemplate> {
  await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      if (!(await ShippingTemplateRow.of(tx).findById(id))) throw new NotFoundError();
      await makeDefault(tx, id);
    }),
  );
  return getTemplate(ctx, id);
}

export async function deleteTemplate(ctx: UserCtx, id: number): Promise<{ id: number; defaultId: number | null }> {
  return retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const row = await ShippingTemplateRow.of(tx).findById(id);
      if (!row) throw new NotFoundError();
      await ShippingTemplateRow.of(tx).deleteById(id);
      let next = await ShippingTemplateRow.of(tx).where('isDefault', true).first();
      if (!next) {
        next = await ShippingTemplateRow.of(tx).orderBy('createdAt', 'desc').orderBy('id', 'desc').first();
        if (next) await makeDefault(tx, next.id);
      }
      return { id, defaultId: next?.id ?? null };
    }),
  );
}
