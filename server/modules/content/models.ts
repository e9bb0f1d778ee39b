import { TenantModel } from '../../platform/model';

/**
 * Content shown to agents by tier (docs/rules.md: "Tier-based visibility"): terms, greetings (the
 * welcoming e-mail) and FAQ. `allTiers` true: every agent sees it; otherwise only the agents of
 * the tiers linked in the item's visibility table (HQ and staff see everything).
 */
export class Term extends TenantModel {
  static override tableName = 'terms';
  static override booleans = ['allTiers'];

  tncDetails!: string;
  /** Storage key of the PDF, served under /uploads. */
  pdfUpload!: string | null;
  allTiers!: boolean | number;
}

export class Greeting extends TenantModel {
  static override tableName = 'greetings';
  static override booleans = ['allTiers'];

  greetSubject!: string;
  greetDetail!: string;
  allTiers!: boolean | number;
}

export class Faq extends TenantModel {
  static override tableName = 'faqs';
  static override booleans = ['allTiers'];

  question!: string;
  answer!: string;
  allTiers!: boolean | number;
}

export class TermTier extends TenantModel {
  static override tableName = 'term_tiers';
  termId!: number;
  tierId!: number;
}

export class GreetingTier extends TenantModel {
  static override tableName = 'greeting_tiers';
  greetingId!: number;
  tierId!: number;
}

export class FaqTier extends TenantModel {
  static override tableName = 'faq_tiers';
  faqId!: number;
  tierId!: number;
}
