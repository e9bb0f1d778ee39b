import type { OrderAmounts } from './orders';

/**
 * Fulfilment documents shared by the server (PDFs) and the console (printable pages, label
 * preview): the documents, the papers of shipping labels, what a shipping template may show, and
 * the Code 128 encoding of the barcode a label carries (drawn as rectangles on both sides).
 */

/** The documents whose first print is recorded per order (orders.*_printed_at). */
export const DOCUMENTS = ['invoice', 'packingList', 'shippingLabel'] as const;
export type FulfilmentDocument = (typeof DOCUMENTS)[number];

/** Label papers; sizes in millimetres (width × height, portrait). Invoices and packing lists are A4. */
export const PAPERS = ['A6', 'A4', '100x150'] as const;
export type Paper = (typeof PAPERS)[number];
export const PAPER_MM: Record<Paper, [number, number]> = { A6: [105, 148], A4: [210, 297], '100x150': [100, 150] };
/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/**
 * The parts a shipping label may show. The receiver's name and address are always on it.
 * - sender: the company's name, address and phone
 * - receiverPhone: the receiver's phone number
 * - orderNo: the order number
 * - trackingNo: the tracking number as text
 * - barcode: the tracking number as a Code 128 barcode (the order number while there is none)
 * - items: one line per item, "2 × Serum"
 * - weight: the order's weight in kg
 * - remark: the payment (COD / prepaid) and the buyer's remark
 * - notes: the order notes
 */
export const LABEL_FIELDS = ['sender', 'receiverPhone', 'orderNo', 'trackingNo', 'barcode', 'items', 'weight', 'remark', 'notes'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

/** A shipping template as the API returns it; `id` null for the built-in default. */
export interface ShippingTemplate {
  id: number | null;
  name: string;
  paper: Paper;
  fields: LabelField[];
  isDefault: boolean;
  builtIn: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The template used when the company has none. */
export const BUILT_IN_TEMPLATE: ShippingTemplate = {
  id: null,
  name: 'Standard',
  paper: '100x150',
  fields: [...LABEL_FIELDS],
  isDefault: true,
  builtIn: true,
  createdAt: null,
  updatedAt: null,
};

export const TEMPLATE_NAME_MAX = 100;

// ---------------------------------------------------------------- documents (API shapes)

export interface DocAddress {
  name: string;
  phone: string | null;
  email: string | null;
  /** Address lines ready to print (street, postcode + city, state, country). */
  lines: string[];
}

export interface DocItem {
  name: string;
  variantName: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  lineTotal: number;
}

export interface InvoiceDoc {
  orderId: number;
  invoiceNo: string;
  orderNo: string;
  referenceNo: string;
  /** The payment time (the invoice is issued when the order is paid), ISO 8601. */
  invoiceDate: string;
  orderDate: string;
  currency: string;
  issuer: { name: string; registrationNo: string | null; taxNo: string | null; lines: string[]; phone: string | null; email: string | null };
  /** The selling agent, null when HQ sells. */
  soldBy: string | null;
  buyer: { id: number; name: string; email: string | null; phone: string | null };
  receiver: DocAddress;
  shipment: { type: 'courier' | 'pickup'; courierName: string | null; trackingNo: string | null; branch: string | null };
  items: DocItem[];
  amounts: OrderAmounts & { paymentFee: number; totalPaid: number };
  voucherCode: string | null;
  payment: { type: string; status: string; paidAt: string | null; bankCode: string | null };
  /** The order's LHDN e-invoice once validated (its own, or the consolidated one it went into): printed at the invoice's foot with the link's QR code; null when none. */
  einvoice: { uuid: string; link: string } | null;
  printedAt: string | null;
}

export interface PackingDoc {
  orderId: number;
  orderNo: string;
  invoiceNo: string | null;
  orderDate: string;
  stage: string;
  receiver: DocAddress;
  shipment: { type: 'courier' | 'pickup'; courierName: string | null; trackingNo: string | null; branch: string | null };
  items: { name: string; variantName: string | null; sku: string | null; quantity: number }[];
  units: number;
  weightGrams: number;
  notes: string | null;
  remark: string | null;
  printedAt: string | null;
}

export interface LabelDoc {
  orderId: number;
  orderNo: string;
  trackingNo: string | null;
  /** What the barcode encodes: the tracking number, else the order number. */
  barcode: string;
  courierName: string | null;
  sender: { name: string; lines: string[]; phone: string | null };
  receiver: DocAddress;
  /** Printed under the receiver when it lacks what a courier needs: "RECEIVER DETAILS INCOMPLETE - missing: phone", in the caller's language; null when complete. */
  receiverWarning: string | null;
  items: { name: string; quantity: number }[];
  weightGrams: number;
  paymentType: string;
  remark: string | null;
  notes: string | null;
  printedAt: string | null;
}

export interface LabelBatch {
  template: ShippingTemplate;
  labels: LabelDoc[];
}

// ---------------------------------------------------------------- Code 128

/** The 107 symbols of Code 128 (ISO/IEC 15417): element widths, bar first; 106 is the stop (7 elements). */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const STOP = 106;

/**
 * Encodes text in Code 128 set B (printable ASCII; anything else becomes "?"): the symbol values
 * (start, data, checksum, stop) and the element widths in modules, bar first, alternating
 * bar/space. A reader needs a quiet zone of 10 modules on each side, which the caller leaves.
 */
export function code128(text: string): { values: number[]; widths: number[] } {
  const data = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    return code >= 32 && code <= 126 ? code - 32 : '?'.charCodeAt(0) - 32;
  });
  const checksum = data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  const values = [START_B, ...data, checksum, STOP];
  const widths = values.flatMap((v) => [...CODE128_PATTERNS[v]!].map(Number));
  return { values, widths };
}

/** The bars of a Code 128 barcode as [x, width] in modules (spaces left out). */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } {
  const { widths } = code128(text);
  const bars: [number, number][] = [];
  let x = 0;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, modules: x };
}

/** `1234` grams → "1.234 kg"; trailing zeros dropped. */
export const formatKg = (grams: number) => `${(grams / 1000).toFixed(3).replace(/\.?0+$/, '')} kg`;

/** A bulk tracking upload as GET /api/bulk-tracking(/:id) shows it (server/modules/tracking). */
export type TrackingJobStatus = 'queued' | 'processing' | 'done' | 'failed';

export interface TrackingJobView {
  id: number;
  fileName: string;
  status: TrackingJobStatus;
  totalRows: number;
  okRows: number;
  failedRows: number;
  /** Rows not processed yet. */
  pendingRows: number;
  error: string | null;
  createdBy: number | null;
  createdAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A row of an upload that failed, and why (translated; `reasonKey` its message key). */
export interface TrackingRowView {
  rowNo: number;
  orderNo: string | null;
  trackingNo: string | null;
  reasonKey: string | null;
  reason: string | null;
}

/** At most this many order ids in one document request (common/orders.ts ORDER_BULK_MAX). */
export { ORDER_BULK_MAX as DOCUMENT_BULK_MAX } from './orders';
