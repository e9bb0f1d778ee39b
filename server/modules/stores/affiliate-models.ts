import { TenantModel } from '../../platform/model';

/** An agent registered for the affiliate add-on (db/migrations/20261130010000_affiliate.ts). */
export class Affiliate extends TenantModel {
  static override tableName = 'affiliates';
  agentId!: number;
  /** The link's code: /s/a/<code>. */
  code!: string;
  status!: 'active' | 'inactive';
}

/** An affiliate's day (Kuala Lumpur): clicks of its links, orders placed and paid that its links brought. */
export class AffiliateDaily extends TenantModel {
  static override tableName = 'affiliate_daily';
  static override timestamps = false;
  static override idColumn = ['companyId', 'agentId', 'day'];
  agentId!: number;
  day!: string;
  clicks!: number;
  orders!: number;
  paidOrders!: number;
}
