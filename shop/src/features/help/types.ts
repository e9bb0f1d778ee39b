/** Content by tier as GET /api/faq and /api/tnc return it (server/modules/content/service.ts). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface TermsItem {
  id: number;
  tncDetails: string;
  pdfUrl: string | null;
  updatedAt: string;
}

/** How to reach HQ, as GET /api/helpline returns it (profile names of docs/rules.md: Company). */
export interface CompanyContact {
  id: number;
  name: string;
  comEmail: string | null;
  comCodePhone: string | null;
  comPhone: string | null;
  comAddr1: string | null;
  comAddr2: string | null;
  comPostcode: string | null;
  comCity: string | null;
  comState: string | null;
}

/** Lists are read in one page: content lists of a company are short. */
export const ALL = { perPage: 100 };
