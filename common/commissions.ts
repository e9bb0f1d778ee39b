/**
 * Commissions and payouts: the names and API shapes the server, the console and the agent app
 * share. The rules are in server/modules/commissions; the plan in docs/compensation.md.
 * Money in minor units of the company's currency; percentages in basis points; periods 'YYYY-MM'
 * (calendar months in Asia/Kuala_Lumpur).
 */

import type { EinvoiceBrief } from './einvoice';

/** Commission types. `product-commission` is the product's fixed amount per unit for the direct upline, beside its override. */
export const COMMISSION_TYPES = ['sale-profit', 'override', 'product-commission', 'helper', 'introducer', 'recruitment', 'affiliate', 'performance', 'personal-level', 'leadership'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/** Written when an order is paid (and clawed back when it is refunded). */
export const ORDER_COMMISSION_TYPES = ['sale-profit', 'override', 'product-commission', 'helper', 'introducer', 'recruitment', 'affiliate'] as const satisfies readonly CommissionType[];
/** Written by the period run. */
export const PERIOD_COMMISSION_TYPES = ['performance', 'personal-level', 'leadership'] as const satisfies readonly CommissionType[];

/** The per-order types an upline below maintenance forfeits at the close (the override family). */
export const MAINTAINED_TYPES = ['override', 'product-commission'] as const satisfies readonly CommissionType[];

/**
 * earn: the amount a rule produced; clawback: the reversal of a line whose order was refunded or
 * cancelled after payment (in the open period of the refund); forfeit: the reversal, at the close,
 * of an override whose beneficiary missed maintenance; compression: that amount moved to the next
 * upline that met maintenance (company switch).
 */
export const COMMISSION_KINDS = ['earn', 'clawback', 'forfeit', 'compression'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/**
 * What a line comes from: an order line (per-order types and their clawbacks), an order
 * (recruitment: the recruit's first paid order), an agent's period figure (`source_id` = that agent:
 * performance on a downline's commissionable sales, personal-level on the agent's own), or the
 * beneficiary's own period figure (`source_id` 0: leadership on SGS).
 */
export const COMMISSION_SOURCES = ['order_item', 'order', 'agent', 'period'] as const;
export type CommissionSource = (typeof COMMISSION_SOURCES)[number];

export const PERIOD_STATUSES = ['open', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export const PAYOUT_STATUSES = ['requested', 'approved', 'rejected', 'paid', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The colour of each payout status's chip (MUI palette names), the same in both apps. */
export const PAYOUT_STATUS_COLOUR: Record<PayoutStatus, 'warning' | 'info' | 'error' | 'success' | 'default'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  paid: 'success',
  cancelled: 'default',
};
/** Statuses of a request still in progress (an agent has at most one). */
export const OPEN_PAYOUT_STATUSES = ['requested', 'approved'] as const satisfies readonly PayoutStatus[];

/** Ledger entries beside the commission lines. */
export const LEDGER_ENTRY_KINDS = ['payout', 'withholding', 'transfer', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** s107D: 2 % withheld from cash payouts to resident individuals paid more than RM100,000 the year before. */
export const WITHHOLDING_107D = { rateBp: 200, thresholdMinor: 10_000_000 } as const;

/** A period as 'YYYY-MM'. */
export const PERIOD_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The rule's inputs kept with a line: what check calculation shows. Keys depend on the rule. */
export type Figures = Record<string, string | number | boolean | null>;

/** One commission line (GET /commission, /commission/details, check calculation). */
export interface CommissionLineView {
  id: number;
  period: string;
  type: CommissionType;
  kind: CommissionKind;
  beneficiaryId: number;
  beneficiaryName: string;
  sourceType: CommissionSource;
  sourceId: number;
  orderId: number | null;
  orderNo: string | null;
  buyerId: number | null;
  buyerName: string | null;
  /** Signed minor units. */
  amount: number;
  /** False for sale profit: the agent collected it from its buyer; it is not owed by HQ. */
  payable: boolean;
  reversesId: number | null;
  rule: string;
  figures: Figures;
  createdAt: string;
}

/** One row of GET /commission/check-calculation: a line with the arithmetic spelled out. */
export interface CheckLineView extends CommissionLineView {
  /** e.g. "(RM 100.00 − RM 80.00) × 10 = RM 200.00", built by the server in the caller's language. */
  formula: string;
}

/** Totals of one type in a period (income statement, company totals). */
export interface TypeTotal {
  type: CommissionType;
  earned: number;
  clawedBack: number;
  /** Forfeits and compression moves together (negative for the one who lost, positive for the one who gained). */
  adjusted: number;
  net: number;
}

/** GET /commission/income-statement?period=&agentId= */
export interface IncomeStatementView {
  agentId: number;
  agentName: string;
  period: string;
  status: PeriodStatus;
  currency: string;
  types: TypeTotal[];
  /** Sum of the payable nets (sale profit excluded: it is shown, not owed). */
  commissionPayable: number;
  saleProfit: number;
  /** Withheld in this period's payouts (negative). */
  withholding: number;
  /** Paid out in this period (negative). */
  payouts: number;
  transfers: number;
  adjustments: number;
  /** Balance before the period and after it (a negative balance carries forward). */
  openingBalance: number;
  closingBalance: number;
}

/** GET /company-money/balance (an agent: its own; HQ: ?agentId= or the company's totals). */
export interface MoneyBalanceView {
  currency: string;
  /** Sum of payable lines and entries. */
  balance: number;
  /** The part from closed periods (and entries): what may be paid out. */
  available: number;
  /** Lines of open periods, still provisional. */
  pending: number;
  paid: number;
  withheld: number;
  transferred: number;
  /** The open request's amount, held from `available`. */
  requested: number;
  wallet: number;
  minPayout: number;
  withholding107d: boolean;
}

export interface PayoutView {
  id: number;
  agentId: number;
  agentName: string;
  amount: number;
  withholding: number;
  net: number;
  status: PayoutStatus;
  bankCompany: string | null;
  bankNumber: string | null;
  bankName: string | null;
  reason: string | null;
  reference: string | null;
  paidOn: string | null;
  createdAt: string;
  decidedAt: string | null;
  paidAt: string | null;
  /** The self-billed e-invoice of a paid payout (docs/einvoice.md), null when none was issued (e-invoicing off, a company outside Malaysia). */
  einvoice: EinvoiceBrief | null;
  events: { fromStatus: PayoutStatus | null; toStatus: PayoutStatus; by: string | null; note: string | null; createdAt: string }[];
}

/** GET /commission/periods */
export interface PeriodView {
  period: string;
  status: PeriodStatus;
  runAt: string | null;
  runBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  lineCount: number;
  totals: Partial<Record<CommissionType, number>>;
  hash: string | null;
}

/** GET /commission/qualification (an agent's progress this month). */
export interface QualificationView {
  period: string;
  ps: { amount: number; units: number };
  gs: { amount: number; units: number };
  tpgs: { amount: number; units: number };
  sgs: number;
  maintenance: { required: { amount: number; units: number }; met: boolean; byUnits: boolean };
  tier: { id: number; name: string } | null;
  /** `required`: the tier's thresholds; `needs`: what is still missing (0 when met), in units when byUnits. */
  nextTier: { id: number; name: string; required: { ps: number; gs: number; tpgs: number }; needs: { ps: number; gs: number; tpgs: number; byUnits: boolean } } | null;
  rank: { id: number; name: string } | null;
  nextRank: { id: number; name: string; required: { ps: number; tpgs: number; sgs: number }; needs: { ps: number; tpgs: number; sgs: number } } | null;
}

/**
 * The figure keys each rule keeps in a line's `figures` and check calculation reads (the engine
 * writes them: align its keys with these). Money in minor units, rates in basis points, units
 * whole. A line of kind clawback, forfeit or compression carries the figures of the line it
 * answers (or none: check calculation then shows the reversed line). Other keys may be present
 * (tier and rank held, ids); a line missing a key is shown as its `key: value` pairs.
 */
export interface FiguresByType {
  /** salesValue − sellerPrice × quantity: what the buyer paid for the goods less the seller's own tier price. */
  'sale-profit': { salesValue: number; sellerPrice: number; quantity: number };
  /** (priceAccounted − beneficiaryPrice) × units: the price accounted for when it reached this upline, and the upline's tier price. */
  override: { priceAccounted: number; beneficiaryPrice: number; units: number };
  /** perItem × quantity: the product's fixed commission per item (a package: the sum over its products). */
  'product-commission': { perItem: number; quantity: number };
  /** salesValue × rateBp: the helper's tier helperPercen on the line's sales value. */
  helper: { salesValue: number; rateBp: number };
  /** perItem × quantity: the product's introducer bonus per item. */
  introducer: { perItem: number; quantity: number };
  /** The recruit's tier recruitComm, once. */
  recruitment: { recruitComm: number };
  /** perItem × quantity: the product's affiliate commission per item. */
  affiliate: { perItem: number; quantity: number };
  /**
   * salesValue × (rankRateBp − lowerRateBp): X's commissionable PS, A's rank %, the highest % strictly
   * between X and A; `rateBp` is that difference (what a clawback of the bonus's share takes back).
   */
  performance: { salesValue: number; rankRateBp: number; lowerRateBp: number; rateBp: number };
  /** salesValue × rateBp: A's own commissionable PS and its rank's personal_level_commission. */
  'personal-level': { salesValue: number; rateBp: number };
  /** salesValue × rateBp: A's commissionable SGS and its tier's leadership %. */
  leadership: { salesValue: number; rateBp: number };
}

/** The keys of FiguresByType at run time (check calculation's formula builder). */
export const FIGURE_KEYS: { [T in CommissionType]: readonly (keyof FiguresByType[T])[] } = {
  'sale-profit': ['salesValue', 'sellerPrice', 'quantity'],
  override: ['priceAccounted', 'beneficiaryPrice', 'units'],
  'product-commission': ['perItem', 'quantity'],
  helper: ['salesValue', 'rateBp'],
  introducer: ['perItem', 'quantity'],
  recruitment: ['recruitComm'],
  affiliate: ['perItem', 'quantity'],
  performance: ['salesValue', 'rankRateBp', 'lowerRateBp', 'rateBp'],
  'personal-level': ['salesValue', 'rateBp'],
  leadership: ['salesValue', 'rateBp'],
};

/** GET /commission/check-calculation: why an agent got what it got of one type in one period. */
export interface CheckCalculationView {
  agentId: number;
  agentName: string;
  period: string;
  type: CommissionType;
  currency: string;
  /** Net of every line of the type (all pages), and how many lines. */
  total: number;
  count: number;
  /** One page of the lines (list dialect: offset and limit). */
  lines: CheckLineView[];
  offset: number;
}

/** One agent's totals of a type in a period (GET /commission/company?period=&type=). */
export interface AgentTypeTotal {
  agentId: number;
  agentName: string;
  tier: { id: number; name: string } | null;
  earned: number;
  clawedBack: number;
  adjusted: number;
  net: number;
}

/** GET /commission/company: totals per period and type (newest periods first), and per agent for a chosen period. */
export interface CompanyCommissionView {
  currency: string;
  periods: { period: string; status: PeriodStatus; types: TypeTotal[]; net: number }[];
  /** With ?period= (and optionally type): one page of agents, sortable by net. */
  agents: { period: string; type: CommissionType | null; items: AgentTypeTotal[]; total: number; offset: number } | null;
}

/** GET /commission/estimate: the open current month so far. */
export interface EstimateView {
  agentId: number;
  period: string;
  currency: string;
  types: TypeTotal[];
  /** Payable net of the lines so far (sale profit apart). */
  commissionPayable: number;
  saleProfit: number;
  /** Performance, personal-level and leadership are written at the close only: not in this estimate. */
  periodBonusesIncluded: false;
}

/** A first order whose override and product commission were zeroed (GET /zerorise/user-sales, /zerorise/commission/history). */
export interface ZeroriseOrderView {
  orderId: number;
  orderNo: string;
  buyerId: number;
  buyerName: string;
  period: string;
  paidAt: string | null;
  salesValue: number;
  units: number;
  grandTotal: number;
  /** History only: the override and product commission it would have paid. */
  zeroedOverride?: number;
}

/** GET /promote-demote/eligible: an agent who met a higher tier's figures in a closed period, with that period's figures. */
export interface EligibilityView {
  id: number;
  period: string;
  agentId: number;
  agentName: string;
  fromTier: { id: number; levelName: string; rankNumber: number } | null;
  toTier: { id: number; levelName: string; rankNumber: number } | null;
  status: 'eligible' | 'promoted' | 'dismissed';
  /** The tier's requirements and the figures that met them, as the close recorded them. */
  basis: Record<string, unknown>;
  figures: {
    ps: { amount: number; units: number };
    gs: { amount: number; units: number };
    tpgs: { amount: number; units: number };
    sgs: { amount: number; units: number };
    rankId: number | null;
    maintenanceMet: boolean;
  } | null;
  decidedAt: string | null;
}
