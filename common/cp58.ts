/**
 * CP58 statements: the names and API shapes the server, the console and the agent app share.
 * Rules in server/modules/cp58 and docs/tax.md. Money in minor units of the company's currency.
 */

export const CP58_STATUSES = ['draft', 'issued'] as const;
export type Cp58Status = (typeof CP58_STATUSES)[number];

/** RM5,000 (docs/decisions.md, "CP58 threshold"): a statement is generated for a yearly total above it. */
export const CP58_DEFAULT_THRESHOLD = 500_000;
/** The first year a CP58 exists for (s83A in force from 1 January 2012). */
export const CP58_FIRST_YEAR = 2012;
/** Statements one ZIP holds at most (a larger year is downloaded by status or in parts of the list). */
export const CP58_ZIP_MAX = 2000;

export interface Cp58Party {
  name: string;
  /** Company: registration no. (ROC); agent: NRIC or passport no. */
  idNo: string | null;
  tin: string | null;
  address: string[];
  phone: string | null;
  email: string | null;
}

/** What a statement's figures are made of (for the PDF and the console's detail). */
export interface Cp58Detail {
  /** Payout requests paid in the year (gross, before any s107D withholding) and their sum. */
  payouts: number;
  payoutsAmount: number;
  /** Withheld under s107D from those payouts (part of payoutsAmount). */
  withheld: number;
  /** Commission moved to the credit wallet in the year. */
  transfersAmount: number;
  /** Cash rewards handed over in the year. */
  cashRewards: number;
  /** Non-money rewards handed over in the year at cost, per reward type. */
  gift: number;
  voucher: number;
  trip: number;
  /** Rewards handed over whose campaign has no cost yet (counted as 0). */
  rewardsWithoutCost: number;
}

export interface Cp58Particulars {
  company: Cp58Party;
  agent: Cp58Party & { code: string };
  currency: string;
  detail: Cp58Detail;
}

/** A statement as the API sends it (docs/rules.md's CP58 names: comId, usrOrgId, agentId, agentName, documentData). */
export interface Cp58View {
  id: number;
  /** The company. */
  comId: number;
  /** Who generated the statement last (HQ or staff). Sent to HQ and staff only. */
  usrOrgId?: number | null;
  year: number;
  agentId: number;
  agentName: string;
  agentEmail: string;
  status: Cp58Status;
  commissions: number;
  bonuses: number;
  nonMonetary: number;
  total: number;
  /** The particulars of both parties and the figures' detail, as snapshotted at generation. */
  documentData: Cp58Particulars;
  /** A signed link to the PDF (short-lived). */
  pdfUrl: string | null;
  generatedAt: string;
  issuedAt: string | null;
}

/** POST /report/cp58's answer. */
export interface Cp58GenerateResult {
  year: number;
  /** Drafts written (new or regenerated). */
  generated: number;
  /** Drafts removed because the agent's total no longer passes the threshold. */
  removed: number;
  /** Issued statements left as they were. */
  keptIssued: number;
  threshold: number;
}

export interface Cp58Settings {
  threshold: number;
  /** The company's currency (the threshold's minor units). */
  currency: string;
}
