import { issuesEinvoices } from '../../../common/tax';
import type { Ctx } from '../../platform/context';
import { ConflictError } from '../../platform/errors';
import { allocate, percentOf } from '../../platform/money';
import { companyTable } from '../../platform/scoped-sql';
import { businessTime, dayOf, nowDb } from '../../platform/time';
import { byPrimaryKey, forShare, forUpdate, inTransaction } from '../../platform/tx';
import { Company } from '../companies';
import { Order, OrderItem } from '../orders';
import { User } from '../users';
import { EinvoiceDocument, EinvoiceSettings } from './models';
import { appliesOn, companyParty, createPending, settingsOf, type StoredInput } from './service';
import { CLASSIFICATION, DOCUMENT_TYPES, GENERAL_PUBLIC, stateCode, type IdType, type Line, type Party, type TaxType } from './ubl';

/**
 * The e-invoices of the company's sales (docs/einvoice.md, "Orders, notes and the consolidated
 * e-invoice"). Only orders the company sells count (`seller_id` null: HQ is the seller); an order an
 * agent sells is the agent's own business. Both reactions run inside the order's transaction
 * (subscriptions.ts): they write pending rows only, never call MyInvois.
 *
 * - Paid, when e-invoicing applies on the Kuala Lumpur day of payment: a buyer who asked for one
 *   (particulars given at checkout, or a TIN on its profile) gets its own e-invoice (01) at once; a
 *   sale above RM10,000 without one gets its own e-invoice to the general public (it may never be
 *   consolidated); every other sale waits for the month's consolidated e-invoice (consolidated.ts).
 * - Refunded: its own e-invoice not sent yet (pending, or refused by LHDN) is withdrawn — cancelled
 *   without ever reaching MyInvois; one sent or valid gets a refund note (04); a sale inside a
 *   consolidated e-invoice gets a refund note on that document for the sale's amount; a sale not
 *   consolidated yet needs nothing (the consolidation skips refunded sales).
 *
 * The document's payable amount is the order's grand total to the sen: its lines are the order's
 * items (their rank discount and voucher share as the line's discount), the shipping fee, the admin
 * fee and the service charge; the order's tax (rounded once on the order) is shared out over the
 * taxed lines (the goods and the shipping, which the tax is computed on) instead of being rounded
 * per line.
 */

/** A single sale above this (minor units: RM10,000) is never consolidated (Specific Guideline Table 3.6). */
export const CONSOLIDATION_MAX = 1_000_000;

/**
 * LHDN's tax type for the company's tax rate: 5 % and 10 % are SST's sales-tax rates (01); any
 * other rate is taken as service tax (02, whose rates are 6 % and 8 %); no tax is "not applicable"
 * (06). The company has one rate (its profile's tax percentage) for goods and shipping alike.
 */
export function taxTypeOfRate(rateBp: number): TaxType {
  if (rateBp <= 0) return '06';
  return rateBp === 500 || rateBp === 1000 ? '01' : '02';
}

type OrderAmounts = Pick<Order, 'grandTotal' | 'tax' | 'adminFee' | 'serviceCharge'>;

/** What the order's tax was computed on: goods after discounts plus shipping (orders/pricing.ts rule 5). */
export const taxableOf = (order: OrderAmounts) => Number(order.grandTotal) - Number(order.tax) - Number(order.adminFee) - Number(order.serviceCharge);

/**
 * The tax type and rate of an order: the company's rate when it gives the order's tax (the usual
 * case), else the rate its tax implies (the rate changed since), else none (an order without tax
 * from before the company charged any).
 */
export function orderTaxOf(order: OrderAmounts, companyRateBp: number): { taxType: TaxType; taxRateBp: number } {
  const taxable = taxableOf(order);
  const tax = Number(order.tax);
  if (companyRateBp > 0 && percentOf(taxable, companyRateBp) === tax) return { taxType: taxTypeOfRate(companyRateBp), taxRateBp: companyRateBp };
  if (tax > 0 && taxable > 0) {
    const rate = Math.round((tax * 10_000) / taxable);
    return { taxType: taxTypeOfRate(rate), taxRateBp: rate };
  }
  return { taxType: '06', taxRateBp: 0 };
}

/** The company's tax rate now (its profile). */
export async function companyRateOf(ctx: Ctx): Promise<number> {
  return (await Company.query(ctx.trx).findById(ctx.companyId))?.taxRateBp ?? 0;
}

/**
 * The lines of an order's own e-invoice: each item (its discounts as the line's discount), the
 * shipping fee, then the admin fee and the service charge (no tax is computed on them: 06); the
 * order's tax shared out over the item and shipping lines by their net amounts.
 */
export function orderLines(order: Order, items: OrderItem[], tax: { taxType: TaxType; taxRateBp: number }): Line[] {
  const taxed: Line[] = items.map((item) => ({
    description: `${item.name}${item.variantName ? ` (${item.variantName})` : ''}`,
    quantity: item.quantity,
    unitPrice: Number(item.unitPrice),
    discount: Number(item.discount) + Number(item.voucherDiscount),
    classification: CLASSIFICATION.others,
    taxType: tax.taxType,
    taxRateBp: tax.taxRateBp,
  }));
  if (Number(order.shippingFee) > 0) {
    taxed.push({
      description: `Shipping${order.courierName ? ` (${order.courierName})` : ''}`,
      quantity: 1,
      unitPrice: Number(order.shippingFee),
      classification: CLASSIFICATION.others,
      taxType: tax.taxType,
      taxRateBp: tax.taxRateBp,
    });
  }
  if (tax.taxType !== '06') {
    const shares = allocate(
      Number(order.tax),
      taxed.map((l) => l.unitPrice * l.quantity - (l.discount ?? 0)),
    );
    taxed.forEach((line, i) => (line.taxAmount = shares[i]!));
  }
  const untaxed = (description: string, amount: number): Line[] =>
    amount > 0 ? [{ description, quantity: 1, unitPrice: amount, classification: CLASSIFICATION.others, taxType: '06', taxRateBp: 0 }] : [];
  return [...taxed, ...untaxed('Admin fee', Number(order.adminFee)), ...untaxed('Service charge', Number(order.serviceCharge))];
}

/** The one line a consolidated sale adds up to (and its refund note carries): the grand total less tax, and the tax. */
export function saleLine(description: string, order: OrderAmounts, tax: { taxType: TaxType; taxRateBp: number }): Line {
  const amount = Number(order.grandTotal) - (tax.taxType === '06' ? 0 : Number(order.tax));
  return {
    description,
    quantity: 1,
    unitPrice: amount,
    classification: CLASSIFICATION.consolidated,
    taxType: tax.taxType,
    taxRateBp: tax.taxRateBp,
    ...(tax.taxType === '06' ? {} : { taxAmount: Number(order.tax) }),
  };
}

const filled = (value: string | null | undefined) => (value ?? '').trim();

/** True when the buyer asked for an e-invoice of the order: particulars at checkout, or a TIN on its profile. */
export const askedForEinvoice = (order: Pick<Order, 'einvoiceTin'>, buyer: Pick<User, 'tin'> | undefined) => Boolean(filled(order.einvoiceTin) || filled(buyer?.tin));

/**
 * The buyer of an order as the party of its own e-invoice: the TIN, identification and name given
 * at checkout, else its profile's TIN and MyKad number (000000000000 without one: LHDN's rule for an
 * individual who gives only a TIN); its profile's address and phone, else the order's receiver's.
 */
export function buyerParty(order: Order, buyer: User | undefined): Party {
  const profileName = [buyer?.firstName, buyer?.lastName].map(filled).filter(Boolean).join(' ');
  const receiverName = [order.receiverFirstName, order.receiverLastName].map(filled).filter(Boolean).join(' ');
  const own = Boolean(filled(buyer?.address1));
  const lines = own ? [filled(buyer!.address1), filled(buyer!.address2)] : [filled(order.receiverAddress1), filled(order.receiverAddress2)];
  const phone = filled(buyer?.phone)
    ? `${filled(buyer!.phoneCode)}${filled(buyer!.phone)}`
    : filled(order.receiverPhoneNumber)
      ? `${filled(order.receiverPhoneCode)}${filled(order.receiverPhoneNumber)}`
      : '';
  const atCheckout = filled(order.einvoiceTin);
  return {
    tin: atCheckout || filled(buyer?.tin).toUpperCase(),
    idType: atCheckout ? ((order.einvoiceIdType ?? 'NRIC') as IdType) : 'NRIC',
    idValue: atCheckout ? filled(order.einvoiceIdValue) : filled(buyer?.identityNo).replace(/[^0-9A-Za-z]/g, '') || '000000000000',
    sst: null,
    name: filled(order.einvoiceName) || profileName || receiverName || buyer?.email || 'NA',
    phone: phone || 'NA',
    email: buyer?.email ?? order.receiverEmail,
    address: {
      lines: lines.some(Boolean) ? lines : ['NA'],
      city: (own ? filled(buyer!.city) : filled(order.receiverCity)) || 'NA',
      postcode: own ? filled(buyer!.postcode) : filled(order.receiverPostcode),
      state: stateCode(own ? buyer!.state : order.receiverState),
      country: 'MYS',
    },
  };
}

/** The own e-invoice (01) of order `order` as it is now: the company the supplier, `buyer` the buyer. */
async function invoiceInput(ctx: Ctx, settings: EinvoiceSettings, order: Order, buyer: Party): Promise<StoredInput> {
  const items = await OrderItem.of(ctx).where('orderId', order.id).orderBy('id');
  return {
    type: DOCUMENT_TYPES.invoice,
    number: order.invoiceNo ?? order.orderNo,
    currency: 'MYR',
    supplier: companyParty(ctx, settings),
    buyer,
    lines: orderLines(order, items, orderTaxOf(order, await companyRateOf(ctx))),
  };
}

/**
 * The input of order `orderId`'s own e-invoice rebuilt from the order, its buyer's profile and the
 * company's setup as they are now (a retry after correction), or null when the order has none to
 * have (not the company's sale, not paid).
 */
export async function orderInvoiceInput(ctx: Ctx, orderId: number): Promise<StoredInput | null> {
  const settings = await settingsOf(ctx);
  const order = await Order.of(ctx).findById(orderId);
  if (!settings || !order || order.sellerId !== null || !order.paidAt) return null;
  const buyer = await User.of(ctx).findById(order.buyerId);
  return invoiceInput(ctx, settings, order, askedForEinvoice(order, buyer) ? buyerParty(order, buyer) : GENERAL_PUBLIC);
}

/**
 * The retry of an invalid document of an order (retry.ts): its own e-invoice rebuilt from the
 * order, its buyer's profile and the setup as they are now (same code number); a refund note takes
 * the parties of its original as they are on it now, the company's from the setup.
 */
export async function orderRetryInput(ctx: Ctx, settings: EinvoiceSettings, doc: EinvoiceDocument, stored: StoredInput): Promise<StoredInput> {
  if (doc.type === DOCUMENT_TYPES.invoice) {
    const input = await orderInvoiceInput(ctx, Number(doc.sourceId));
    if (!input) throw new ConflictError('einvoice.sourceGone');
    return { ...input, number: doc.codeNumber };
  }
  const original = doc.originalId ? await EinvoiceDocument.of(ctx).findById(doc.originalId) : undefined;
  const parties = original ? (JSON.parse(original.sourceData) as StoredInput) : stored;
  return { ...stored, supplier: companyParty(ctx, settings), buyer: parties.buyer };
}

/**
 * orderEvents.paid, in the payment's transaction: the order's own e-invoice when its buyer asked
 * for one or it may not be consolidated, if e-invoicing applies on the day it was paid; null otherwise.
 */
export async function issueOrderEinvoice(tx: Ctx, paid: Pick<Order, 'id' | 'sellerId'>): Promise<EinvoiceDocument | null> {
  if (!issuesEinvoices(tx.company.country) || (paid.sellerId !== undefined && paid.sellerId !== null)) return null;
  const settings = await settingsOf(tx);
  if (!settings?.enabled) return null;
  // Read again: the payment stamped its invoice number after the publisher loaded it.
  const order = await Order.of(tx).findById(paid.id);
  if (!order || order.sellerId !== null || !appliesOn(settings, order.paidAt ? dayOf(order.paidAt) : businessTime().format('YYYY-MM-DD'))) return null;
  const buyer = await User.of(tx).findById(order.buyerId);
  const asked = askedForEinvoice(order, buyer);
  if (!asked && Number(order.grandTotal) <= CONSOLIDATION_MAX) return null;
  return createPending(tx, await invoiceInput(tx, settings, order, asked ? buyerParty(order, buyer) : GENERAL_PUBLIC), 'order', String(order.id));
}

/** The pending refund note (04) of refunded order `order` on `original` (its own e-invoice, or the consolidated one it is in). */
async function refundNote(tx: Ctx, original: EinvoiceDocument, order: Order, lines: Line[]): Promise<EinvoiceDocument | null> {
  const stored = JSON.parse(original.sourceData) as StoredInput;
  const input: StoredInput = {
    type: DOCUMENT_TYPES.refundNote,
    number: `RN-${order.invoiceNo ?? order.orderNo}`,
    currency: stored.currency,
    supplier: stored.supplier,
    buyer: stored.buyer,
    lines,
  };
  return createPending(tx, input, 'order', String(order.id), null, original.id);
}

/**
 * orderEvents.refunded (docs/einvoice.md). The company's setup row is read shared first: a
 * consolidation holds it exclusively while it writes the month's document and its orders, so a
 * refund either sees the order inside it (and writes its note) or ran before the consolidation read
 * the order as refunded. The reads after it lock, so they see what committed meanwhile; rows are
 * locked by primary key only (no gap locks that would hold other orders' documents back).
 */
export async function refundOrderEinvoice(tx: Ctx, order: Order): Promise<EinvoiceDocument | null> {
  if (!issuesEinvoices(tx.company.country) || order.sellerId !== null) return null;
  // Never set up: no documents (a plain read, so that a company without a setup locks nothing).
  const settings = await EinvoiceSettings.of(tx).select('id').first();
  if (!settings) return null;
  await forShare(byPrimaryKey(EinvoiceSettings.of(tx)).findById(settings.id).select('einvoice_settings.id'));
  // Its own e-invoice was written when it was paid (a plain read finds it), then locked by its key for its status now.
  const found = await EinvoiceDocument.of(tx)
    .where({ sourceType: 'order', sourceId: String(order.id), type: DOCUMENT_TYPES.invoice })
    .select('id')
    .first();
  const own = found ? await forUpdate(byPrimaryKey(EinvoiceDocument.of(tx)).findById(found.id)) : undefined;
  if (own) {
    if (own.status === 'pending' || own.status === 'invalid') {
      // Never sent, or refused: withdrawn, so nothing is sent for a sale that no longer is.
      await EinvoiceDocument.of(tx).findById(own.id).patch({ status: 'cancelled', cancelledAt: nowDb(), errors: null, nextAttemptAt: null });
      return null;
    }
    if (own.status === 'cancelled') return null;
    return refundNote(tx, own, order, (JSON.parse(own.sourceData) as StoredInput).lines);
  }
  const link = (await forShare(companyTable(tx, 'einvoice_consolidated_orders').where('order_id', order.id).select('document_id')).first()) as { documentId: number } | undefined;
  if (!link) return null;
  const consolidated = await forShare(byPrimaryKey(EinvoiceDocument.of(tx)).findById(link.documentId));
  if (!consolidated || consolidated.status === 'cancelled') return null;
  const tax = orderTaxOf(order, await companyRateOf(tx));
  return refundNote(tx, consolidated, order, [saleLine(`Refund of ${order.invoiceNo ?? order.orderNo} (${order.orderNo})`, order, tax)]);
}

/**
 * After a document became valid: an order's own e-invoice whose order was refunded while it was
 * being sent (the refund found it pending and withdrew it, then the sender's result overwrote
 * that) gets its refund note now. Nothing when the note exists.
 */
export async function afterValid(ctx: Ctx, doc: EinvoiceDocument): Promise<void> {
  if (doc.sourceType !== 'order' || doc.type !== DOCUMENT_TYPES.invoice) return;
  const order = await Order.of(ctx).findById(Number(doc.sourceId));
  if (!order || order.paymentStatus !== 'refunded') return;
  await inTransaction(ctx, async (tx) => {
    const note = await EinvoiceDocument.of(tx).where({ sourceType: 'order', sourceId: doc.sourceId, type: DOCUMENT_TYPES.refundNote }).first();
    if (!note) await refundNote(tx, doc, order, (JSON.parse(doc.sourceData) as StoredInput).lines);
  });
}
