import { percentOf } from '../../platform/money';

/**
 * UBL 2.1 documents in LHDN's JSON rendering (docs/einvoice.md): every element is an array of
 * objects, a value sits in `_`, its attributes beside it (`currencyID`, `schemeID`, `listID`…), and
 * the document is wrapped as `{ _D, _A, _B, Invoice: [ … ] }` — `_D` the document namespace, `_A` the
 * aggregate components, `_B` the basic components. LHDN uses the Invoice root for every type; the
 * type is `InvoiceTypeCode` with the document version in its `listVersionID`.
 *
 * Money in the app is integer minor units (sen); the document carries ringgit as JSON numbers with
 * at most two decimals, `sen / 100` — exact, since JavaScript prints the shortest decimal that reads
 * back as the same double and every amount below 10^13 ringgit has at most 15 significant digits.
 * Tax per line is `rate × net`, half up to the sen; every total is the sum of the lines, so the
 * document always adds up.
 */

export const DOCUMENT_TYPES = { invoice: '01', creditNote: '02', refundNote: '04', selfBilledInvoice: '11', selfBilledCreditNote: '12' } as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];
export const DOCUMENT_TYPE_CODES: readonly DocumentType[] = Object.values(DOCUMENT_TYPES);
export type DocumentVersion = '1.0' | '1.1';

/** Classification codes used by the product (LHDN's list runs 001–045). */
export const CLASSIFICATION = { consolidated: '004', others: '022', selfBilledMoney: '037', selfBilledNonMoney: '045' } as const;

/** LHDN's general TINs. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
export const FOREIGN_BUYER_TIN = 'EI00000000020';

/** LHDN tax types: 01 sales tax, 02 service tax, 03 tourism tax, 04 high-value goods tax, 05 low value goods, 06 not applicable, E exempt. */
export type TaxType = '01' | '02' | '03' | '04' | '05' | '06' | 'E';

export type IdType = 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY';

/** LHDN state codes (17 = not applicable: consolidated and foreign only). */
export const STATE_CODES: Record<string, string> = {
  johor: '01',
  kedah: '02',
  kelantan: '03',
  melaka: '04',
  malacca: '04',
  'negeri sembilan': '05',
  pahang: '06',
  'pulau pinang': '07',
  penang: '07',
  perak: '08',
  perlis: '09',
  selangor: '10',
  terengganu: '11',
  sabah: '12',
  sarawak: '13',
  'kuala lumpur': '14',
  'wilayah persekutuan kuala lumpur': '14',
  'w.p. kuala lumpur': '14',
  labuan: '15',
  'wilayah persekutuan labuan': '15',
  'w.p. labuan': '15',
  putrajaya: '16',
  'wilayah persekutuan putrajaya': '16',
  'w.p. putrajaya': '16',
};

/** The LHDN state code of a state name or code ('17' when unknown). */
export function stateCode(state: string | null | undefined): string {
  const text = (state ?? '').trim().toLowerCase();
  if (/^(0[1-9]|1[0-7])$/.test(text)) return text;
  return STATE_CODES[text] ?? '17';
}

export interface Address {
  lines: string[];
  city: string;
  postcode: string;
  /** LHDN state code, '01'–'17'. */
  state: string;
  /** ISO 3166-1 alpha-3, MYS. */
  country: string;
}

export interface Party {
  tin: string;
  idType: IdType;
  idValue: string;
  /** SST registration number, or null for 'NA'. */
  sst?: string | null;
  name: string;
  phone: string;
  email?: string | null;
  address: Address;
  /** The supplier's MSIC code and description (individuals not in business: 00000, NOT APPLICABLE). */
  msic?: { code: string; description: string };
}

/**
 * The buyer of a consolidated e-invoice, and of a sale's own e-invoice when the buyer gave no
 * particulars (Specific Guideline Appendix 1 and 2): name "General Public", TIN EI00000000010,
 * registration number "NA", the contact and address "NA", state 17 (not applicable).
 */
export const GENERAL_PUBLIC: Party = {
  tin: GENERAL_PUBLIC_TIN,
  idType: 'BRN',
  idValue: 'NA',
  sst: null,
  name: 'General Public',
  phone: 'NA',
  email: null,
  address: { lines: ['NA'], city: 'NA', postcode: '', state: '17', country: 'MYS' },
};

export interface Line {
  description: string;
  /** Whole units. */
  quantity: number;
  /** Price per unit, minor units. */
  unitPrice: number;
  /** Discount on the line, minor units (≥ 0). */
  discount?: number;
  classification: string;
  taxType: TaxType;
  /** Basis points (600 = 6 %); 0 for 06 / E. */
  taxRateBp: number;
  /** Required by LHDN when taxType is E. */
  exemptionReason?: string;
  /**
   * The line's tax when it was computed elsewhere (minor units): an order's tax is rounded once on
   * the order, so its document shares that amount out over the taxed lines instead of rounding
   * each line (the document's tax then equals the order's to the sen). Otherwise rate × net.
   */
  taxAmount?: number;
}

export interface DocumentInput {
  type: DocumentType;
  version: DocumentVersion;
  /** Our document number (codeNumber), ≤ 50 characters. */
  number: string;
  /** Issue instant; written as UTC date and time. */
  issuedAt: Date;
  currency: 'MYR';
  supplier: Party;
  buyer: Party;
  lines: Line[];
  /** Credit and refund notes: the original document (its number and LHDN UUID). */
  original?: { number: string; uuid: string };
  /** Optional billing period (consolidated: the month). */
  period?: { start: string; end: string; description: string };
}

export interface Totals {
  lineExtension: number;
  discount: number;
  taxExclusive: number;
  tax: number;
  taxInclusive: number;
  payable: number;
  lines: Array<{ net: number; tax: number }>;
  byTax: Array<{ taxType: TaxType; taxRateBp: number; taxable: number; tax: number }>;
}

/** Minor units → the document's number (two decimals at most). */
export const amount = (minor: number): number => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount is not a whole number of minor units: ${minor}`);
  return minor / 100;
};

/** The document's number → minor units (exact for numbers with at most two decimals). */
export const toMinor = (value: number): number => Math.round(value * 100);

export function totalsOf(lines: readonly Line[]): Totals {
  const out: Totals = { lineExtension: 0, discount: 0, taxExclusive: 0, tax: 0, taxInclusive: 0, payable: 0, lines: [], byTax: [] };
  for (const line of lines) {
    const gross = line.unitPrice * line.quantity;
    const discount = line.discount ?? 0;
    const net = gross - discount;
    const tax = line.taxType === '06' || line.taxType === 'E' ? 0 : (line.taxAmount ?? percentOf(net, line.taxRateBp));
    out.lines.push({ net, tax });
    out.lineExtension += net;
    out.discount += discount;
    out.tax += tax;
    const group = out.byTax.find((g) => g.taxType === line.taxType && g.taxRateBp === line.taxRateBp);
    if (group) {
      group.taxable += net;
      group.tax += tax;
    } else out.byTax.push({ taxType: line.taxType, taxRateBp: line.taxRateBp, taxable: net, tax });
  }
  out.taxExclusive = out.lineExtension;
  out.taxInclusive = out.taxExclusive + out.tax;
  out.payable = out.taxInclusive;
  return out;
}

type Node = Record<string, unknown>;
const v = (value: string | number | boolean, attributes: Record<string, string> = {}): Node[] => [{ _: value, ...attributes }];
const money = (minor: number, currency: string): Node[] => v(amount(minor), { currencyID: currency });

function partyIdentifications(party: Party): Node[] {
  return [
    { ID: v(party.tin, { schemeID: 'TIN' }) },
    { ID: v(party.idValue, { schemeID: party.idType }) },
    { ID: v(party.sst?.trim() || 'NA', { schemeID: 'SST' }) },
    { ID: v('NA', { schemeID: 'TTX' }) },
  ];
}

function postalAddress(address: Address): Node[] {
  return [
    {
      CityName: v(address.city),
      PostalZone: v(address.postcode),
      CountrySubentityCode: v(address.state),
      AddressLine: address.lines
        .filter((l) => l.trim())
        .slice(0, 3)
        .map((line) => ({ Line: v(line) })),
      Country: [{ IdentificationCode: v(address.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
    },
  ];
}

function party(p: Party, supplier: boolean): Node[] {
  const node: Node = {};
  if (supplier) node.IndustryClassificationCode = v(p.msic?.code ?? '', { name: p.msic?.description ?? '' });
  node.PartyIdentification = partyIdentifications(p);
  node.PostalAddress = postalAddress(p.address);
  node.PartyLegalEntity = [{ RegistrationName: v(p.name) }];
  node.Contact = [{ Telephone: v(p.phone), ...(p.email ? { ElectronicMail: v(p.email) } : {}) }];
  return [{ Party: [node] }];
}

const taxScheme = [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];
const percent = (bp: number) => bp / 100;

/** UTC date and time of an instant: ['YYYY-MM-DD', 'HH:mm:ssZ']. */
export function issueDateTime(at: Date): [string, string] {
  const iso = at.toISOString();
  return [iso.slice(0, 10), `${iso.slice(11, 19)}Z`];
}

/** The UBL JSON document (without signature) of an input. */
export function buildDocument(input: DocumentInput): Node {
  if (!input.lines.length) throw new RangeError('A document needs at least one line');
  const totals = totalsOf(input.lines);
  const c = input.currency;
  const [date, time] = issueDateTime(input.issuedAt);
  const invoice: Node = {
    ID: v(input.number),
    IssueDate: v(date),
    IssueTime: v(time),
    InvoiceTypeCode: v(input.type, { listVersionID: input.version }),
    DocumentCurrencyCode: v(c),
    TaxCurrencyCode: v(c),
  };
  if (input.period) invoice.InvoicePeriod = [{ StartDate: v(input.period.start), EndDate: v(input.period.end), Description: v(input.period.description) }];
  if (input.original) invoice.BillingReference = [{ InvoiceDocumentReference: [{ ID: v(input.original.number), UUID: v(input.original.uuid) }] }];
  invoice.AccountingSupplierParty = party(input.supplier, true);
  invoice.AccountingCustomerParty = party(input.buyer, false);
  invoice.TaxTotal = [
    {
      TaxAmount: money(totals.tax, c),
      TaxSubtotal: totals.byTax.map((g) => ({
        TaxableAmount: money(g.taxable, c),
        TaxAmount: money(g.tax, c),
        TaxCategory: [{ ID: v(g.taxType), TaxScheme: taxScheme }],
      })),
    },
  ];
  invoice.LegalMonetaryTotal = [
    {
      LineExtensionAmount: money(totals.lineExtension, c),
      TaxExclusiveAmount: money(totals.taxExclusive, c),
      TaxInclusiveAmount: money(totals.taxInclusive, c),
      AllowanceTotalAmount: money(totals.discount, c),
      PayableAmount: money(totals.payable, c),
    },
  ];
  invoice.InvoiceLine = input.lines.map((line, i) => {
    const t = totals.lines[i]!;
    const category: Node = { ID: v(line.taxType), TaxScheme: taxScheme };
    if (line.taxType === 'E') category.TaxExemptionReason = v(line.exemptionReason || 'Exempt');
    const node: Node = {
      ID: v(String(i + 1)),
      InvoicedQuantity: v(line.quantity, { unitCode: 'C62' }),
      LineExtensionAmount: money(t.net, c),
    };
    if (line.discount) node.AllowanceCharge = [{ ChargeIndicator: v(false), AllowanceChargeReason: v('Discount'), Amount: money(line.discount, c) }];
    node.TaxTotal = [
      {
        TaxAmount: money(t.tax, c),
        TaxSubtotal: [{ TaxableAmount: money(t.net, c), TaxAmount: money(t.tax, c), Percent: v(percent(line.taxRateBp)), TaxCategory: [category] }],
      },
    ];
    node.Item = [{ CommodityClassification: [{ ItemClassificationCode: v(line.classification, { listID: 'CLASS' }) }], Description: v(line.description) }];
    node.Price = [{ PriceAmount: money(line.unitPrice, c) }];
    node.ItemPriceExtension = [{ Amount: money(line.unitPrice * line.quantity, c) }];
    return node;
  });
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  };
}

// ---------------------------------------------------------------------------------------------
// Mandatory fields (used by the simulator, and by our own check before a document leaves)
// ---------------------------------------------------------------------------------------------

export interface FieldError {
  /** LHDN-style: the property's name, its JSON path, an error code and the text in English and Malay. */
  propertyName: string;
  propertyPath: string;
  errorCode: string;
  error: string;
  errorMs: string;
}

/** The value at a path of `[0]`-indexed element names, e.g. 'Invoice.AccountingSupplierParty.Party.PartyLegalEntity.RegistrationName'. */
function at(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const name of path.split('.')) {
    const list = (node as Record<string, unknown> | undefined)?.[name];
    node = Array.isArray(list) ? list[0] : list;
    if (node === undefined || node === null) return undefined;
  }
  return node;
}

const valueAt = (doc: unknown, path: string): unknown => (at(doc, path) as { _?: unknown } | undefined)?._;

function identification(doc: unknown, partyPath: string, scheme: string): string | undefined {
  const list = (at(doc, partyPath) as { PartyIdentification?: Array<{ ID?: Array<{ _?: unknown; schemeID?: string }> }> } | undefined)?.PartyIdentification ?? [];
  for (const item of list) {
    const id = item.ID?.[0];
    if (id?.schemeID === scheme && typeof id._ === 'string' && id._.trim()) return id._;
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** Every mandatory field of LHDN's list that a document lacks, and totals that do not add up. */
export function mandatoryFieldErrors(doc: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const missing = (path: string, name = path.split('.').pop()!) =>
    errors.push({ propertyName: name, propertyPath: path, errorCode: 'CV302', error: `${name} is mandatory`, errorMs: `${name} adalah wajib` });
  const need = (path: string) => {
    if (!text(valueAt(doc, path))) missing(path);
  };
  for (const path of ['Invoice.ID', 'Invoice.IssueDate', 'Invoice.IssueTime', 'Invoice.InvoiceTypeCode', 'Invoice.DocumentCurrencyCode']) need(path);
  const type = String(valueAt(doc, 'Invoice.InvoiceTypeCode') ?? '');
  const version = (at(doc, 'Invoice.InvoiceTypeCode') as { listVersionID?: string } | undefined)?.listVersionID;
  if (!version) missing('Invoice.InvoiceTypeCode.listVersionID', 'listVersionID');
  const time = String(valueAt(doc, 'Invoice.IssueTime') ?? '');
  if (time && !/^\d{2}:\d{2}:\d{2}Z$/.test(time))
    errors.push({ propertyName: 'IssueTime', propertyPath: 'Invoice.IssueTime', errorCode: 'CV303', error: 'IssueTime must be UTC (HH:mm:ssZ)', errorMs: 'IssueTime mesti dalam UTC (HH:mm:ssZ)' });
  const date = String(valueAt(doc, 'Invoice.IssueDate') ?? '');
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    errors.push({ propertyName: 'IssueDate', propertyPath: 'Invoice.IssueDate', errorCode: 'CV303', error: 'IssueDate must be YYYY-MM-DD', errorMs: 'IssueDate mesti YYYY-MM-DD' });
  for (const [role, path, supplier] of [
    ['Supplier', 'Invoice.AccountingSupplierParty.Party', true],
    ['Buyer', 'Invoice.AccountingCustomerParty.Party', false],
  ] as const) {
    if (!identification(doc, path, 'TIN')) missing(`${path}.PartyIdentification.ID[TIN]`, `${role}TIN`);
    if (!['BRN', 'NRIC', 'PASSPORT', 'ARMY'].some((s) => identification(doc, path, s))) missing(`${path}.PartyIdentification.ID[BRN|NRIC|PASSPORT|ARMY]`, `${role}RegistrationNumber`);
    if (!identification(doc, path, 'SST')) missing(`${path}.PartyIdentification.ID[SST]`, `${role}SSTNumber`);
    need(`${path}.PartyLegalEntity.RegistrationName`);
    need(`${path}.PostalAddress.CityName`);
    need(`${path}.PostalAddress.CountrySubentityCode`);
    need(`${path}.PostalAddress.AddressLine.Line`);
    need(`${path}.PostalAddress.Country.IdentificationCode`);
    need(`${path}.Contact.Telephone`);
    if (supplier) {
      need(`${path}.IndustryClassificationCode`);
      const msic = at(doc, `${path}.IndustryClassificationCode`) as { name?: string } | undefined;
      if (!msic?.name) missing(`${path}.IndustryClassificationCode.name`, 'BusinessActivityDescription');
    }
  }
  if (['02', '03', '04', '12', '13', '14'].includes(type)) {
    if (!text(valueAt(doc, 'Invoice.BillingReference.InvoiceDocumentReference.ID'))) missing('Invoice.BillingReference.InvoiceDocumentReference.ID', 'OriginalInvoiceReference');
    if (!text(valueAt(doc, 'Invoice.BillingReference.InvoiceDocumentReference.UUID'))) missing('Invoice.BillingReference.InvoiceDocumentReference.UUID', 'OriginalInvoiceUUID');
  }
  const lines = ((doc as { Invoice?: Array<{ InvoiceLine?: unknown[] }> })?.Invoice?.[0]?.InvoiceLine ?? []) as unknown[];
  if (!lines.length) missing('Invoice.InvoiceLine');
  let sumNet = 0;
  let sumTax = 0;
  lines.forEach((line, i) => {
    const base = `Invoice.InvoiceLine[${i}]`;
    const wrapped = { L: [line] };
    if (!text(valueAt(wrapped, 'L.Item.CommodityClassification.ItemClassificationCode'))) missing(`${base}.Item.CommodityClassification.ItemClassificationCode`, 'Classification');
    if (!text(valueAt(wrapped, 'L.Item.Description'))) missing(`${base}.Item.Description`, 'Description');
    if (!text(valueAt(wrapped, 'L.TaxTotal.TaxSubtotal.TaxCategory.ID'))) missing(`${base}.TaxTotal.TaxSubtotal.TaxCategory.ID`, 'TaxType');
    const net = valueAt(wrapped, 'L.LineExtensionAmount');
    const tax = valueAt(wrapped, 'L.TaxTotal.TaxAmount');
    if (typeof net !== 'number') missing(`${base}.LineExtensionAmount`, 'LineExtensionAmount');
    else sumNet += toMinor(net);
    if (typeof tax !== 'number') missing(`${base}.TaxTotal.TaxAmount`, 'TaxAmount');
    else sumTax += toMinor(tax);
  });
  const totalOf = (name: string) => valueAt(doc, `Invoice.LegalMonetaryTotal.${name}`);
  for (const name of ['TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount']) if (typeof totalOf(name) !== 'number') missing(`Invoice.LegalMonetaryTotal.${name}`, name);
  const taxTotal = valueAt(doc, 'Invoice.TaxTotal.TaxAmount');
  if (typeof taxTotal !== 'number') missing('Invoice.TaxTotal.TaxAmount', 'TotalTaxAmount');
  if (!errors.length) {
    const mismatch = (name: string, expected: number, found: number) =>
      errors.push({
        propertyName: name,
        propertyPath: `Invoice.LegalMonetaryTotal.${name}`,
        errorCode: 'CV305',
        error: `${name} ${amount(found)} does not equal ${amount(expected)}`,
        errorMs: `${name} ${amount(found)} tidak sama dengan ${amount(expected)}`,
      });
    const exclusive = toMinor(totalOf('TaxExclusiveAmount') as number);
    const inclusive = toMinor(totalOf('TaxInclusiveAmount') as number);
    if (exclusive !== sumNet) mismatch('TaxExclusiveAmount', sumNet, exclusive);
    if (toMinor(taxTotal as number) !== sumTax) mismatch('TaxAmount', sumTax, toMinor(taxTotal as number));
    if (inclusive !== sumNet + sumTax) mismatch('TaxInclusiveAmount', sumNet + sumTax, inclusive);
  }
  return errors;
}

/** The facts the duplicate rule compares, read from a document. */
export function identityOf(doc: unknown): { type: string; version: string; number: string; issuedAt: string; supplierTin: string; buyerTin: string } {
  return {
    type: String(valueAt(doc, 'Invoice.InvoiceTypeCode') ?? ''),
    version: String((at(doc, 'Invoice.InvoiceTypeCode') as { listVersionID?: string } | undefined)?.listVersionID ?? ''),
    number: String(valueAt(doc, 'Invoice.ID') ?? ''),
    issuedAt: `${String(valueAt(doc, 'Invoice.IssueDate') ?? '')}T${String(valueAt(doc, 'Invoice.IssueTime') ?? '')}`,
    supplierTin: identification(doc, 'Invoice.AccountingSupplierParty.Party', 'TIN') ?? '',
    buyerTin: identification(doc, 'Invoice.AccountingCustomerParty.Party', 'TIN') ?? '',
  };
}

/** Totals read back from a document (minor units). */
export function documentTotals(doc: unknown): { excludingTax: number; tax: number; payable: number } {
  const n = (path: string) => {
    const value = valueAt(doc, path);
    return typeof value === 'number' ? toMinor(value) : 0;
  };
  return { excludingTax: n('Invoice.LegalMonetaryTotal.TaxExclusiveAmount'), tax: n('Invoice.TaxTotal.TaxAmount'), payable: n('Invoice.LegalMonetaryTotal.PayableAmount') };
}
