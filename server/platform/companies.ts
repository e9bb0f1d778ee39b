import { BaseModel, TenantModel } from './model';
import type { Lang } from '../../common/constants';

/*
 * The tenant's own tables: the company, its domains and its feature switches. They live in the
 * platform because tenancy (tenancy.ts) resolves requests to them; the companies module
 * (server/modules/companies) re-exports them and owns everything else about a company.
 */

/** The tenant. Not tenant-scoped itself: it is the scope. */
export class Company extends BaseModel {
  static override tableName = 'companies';
  static override booleans = ['isDefault', 'disallowLogin'];

  id!: number;
  name!: string;
  slug!: string;
  country!: string;
  currency!: string;
  defaultLang!: Lang;
  isDefault!: boolean | number;
  disallowLogin!: boolean | number;
  webDesc!: string | null;
  colorPrimary!: string | null;
  colorSecondary!: string | null;
  logo!: string | null;
  logoDark!: string | null;
  loginImage!: string | null;
  // Profile (docs/rules.md: Company)
  orgId!: string | null;
  companyRoc!: string | null;
  addr1!: string | null;
  addr2!: string | null;
  postcode!: string | null;
  city!: string | null;
  state!: string | null;
  phoneCode!: string | null;
  phone!: string | null;
  email!: string | null;
  bankCompany!: string | null;
  bankNumber!: string | null;
  bankName!: string | null;
  bankIdentity!: string | null;
  prefixName!: string | null;
  province!: string | null;
  regency!: string | null;
  district!: string | null;
  village!: string | null;
  tin!: string | null;
  msicCode!: string | null;
  msicDescription!: string | null;
  /** Basis points: 650 = 6.5 %. */
  taxRateBp!: number;
  // Network (docs/rules.md: Network)
  socmedFb!: string | null;
  socmedIg!: string | null;
  socmedTiktok!: string | null;
  socmedTwitter!: string | null;
  ecommShopee!: string | null;
  ecommLazada!: string | null;
  ecommCarousell!: string | null;
  ecommMudah!: string | null;
}

export class CompanyDomain extends BaseModel {
  static override tableName = 'company_domains';
  static override timestamps = false;

  id!: number;
  companyId!: number;
  domain!: string;
}

/** One row per company; keyed by company_id, so it is read through `CompanyFeatures.of(scope)`. */
export class CompanyFeatures extends TenantModel {
  static override tableName = 'company_features';
  static override idColumn = 'companyId';
  static override booleans = [
    'showHidePreorder',
    'manualReceipt',
    'selfPickup',
    'firstOrder',
    'firstOrderPackage',
    'ejenstoreStatus',
    'eKoopStatus',
    'goAffiliateStatus',
    'moq',
    'zeroriseOverriding',
    'cp58Feature',
    'showAmountSnr',
    'orderCompany',
    'allLevel',
    'allLevelStatus',
    'showStockMyShop',
    'agentIncomeStatement',
    'commissionCompression',
    'autoPromotion',
    'withholding107d',
  ];
  static override columns = { withholding107d: 'withholding_107d' };

  showHidePreorder!: boolean | number;
  manualReceipt!: boolean | number;
  selfPickup!: boolean | number;
  firstOrder!: boolean | number;
  firstOrderPackage!: boolean | number;
  ejenstoreStatus!: boolean | number;
  eKoopStatus!: boolean | number;
  goAffiliateStatus!: boolean | number;
  moq!: boolean | number;
  zeroriseOverriding!: boolean | number;
  cp58Feature!: boolean | number;
  showAmountSnr!: boolean | number;
  orderCompany!: boolean | number;
  allLevel!: boolean | number;
  allLevelStatus!: boolean | number;
  showStockMyShop!: boolean | number;
  agentIncomeStatement!: boolean | number;
  /** The lowest-ranked tier that may order when `allLevel` is off. */
  orderLevelTierId!: number | null;
  inactiveLimitDays!: number;
  bookingTimeMinutes!: number;
  /** An unpaid order is cancelled after this many minutes. */
  orderExpiryMinutes!: number;
  /** Minor units charged per order. */
  orderAdminFee!: number;
  /** Basis points on goods and shipping. */
  serviceChargeBp!: number;
  // Commissions: see db/migrations/20261124001000_commissions.ts.
  commissionCompression!: boolean | number;
  autoPromotion!: boolean | number;
  /** Day of the month (1–28) and hour (0–23, Kuala Lumpur) the previous month closes. */
  commissionCloseDay!: number;
  commissionCloseHour!: number;
  /** Minor units: the smallest payout an agent may request. */
  minPayout!: number;
  /** The s107D withholding applies to this company's payouts. */
  withholding107d!: boolean | number;
  /** Days an affiliate link's click is remembered (1–365; db/migrations/20261130010000_affiliate.ts). */
  affiliateWindowDays!: number;
}
