import { BaseModel, TenantModel } from '../../platform/model';

export const INVOICE_STATUSES = ['pending', 'paid', 'partially_paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A plan of the platform (not tenant-owned): what a company subscribes to. */
export class SubscriptionPlan extends BaseModel {
  static override tableName = 'subscription_plans';
  static override booleans = ['isActive'];

  id!: number;
  code!: string;
  name!: string;
  currency!: string;
  /** minor units per period */
  price!: number;
  periodMonths!: number;
  description!: string | null;
  /** JSON array of strings */
  features!: string | null;
  isActive!: boolean | number;

  featureList(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.features ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
    } catch {
      return [];
    }
  }
}

/** A bill of the platform to a company for one period of its plan. */
export class SubscriptionInvoice extends TenantModel {
  static override tableName = 'subscription_invoices';

  planId!: number | null;
  number!: string;
  currency!: string;
  issueDate!: string;
  periodStart!: string;
  periodEnd!: string;
  dueDate!: string;
  total!: number;
  paid!: number;
  balance!: number;
  status!: InvoiceStatus;
  description!: string | null;
  voidedAt!: string | null;

  plan?: SubscriptionPlan | null;
  payments?: SubscriptionPayment[];

  static override relationMappings = () => ({
    plan: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: SubscriptionPlan,
      join: { from: 'subscription_invoices.planId', to: 'subscription_plans.id' },
    },
    payments: {
      relation: TenantModel.HasManyRelation,
      modelClass: SubscriptionPayment,
      join: { from: 'subscription_invoices.id', to: 'subscription_payments.invoiceId' },
    },
  });
}

export class SubscriptionPayment extends TenantModel {
  static override tableName = 'subscription_payments';

  invoiceId!: number;
  amount!: number;
  paidOn!: string;
  method!: string;
  reference!: string | null;
}
