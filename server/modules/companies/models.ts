import { BaseModel, TenantModel } from '../../platform/model';
import type { Lang } from '../../../common/constants';

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
}

export class CompanyDomain extends BaseModel {
  static override tableName = 'company_domains';
  static override timestamps = false;

  id!: number;
  companyId!: number;
  domain!: string;
}

export class Branch extends TenantModel {
  static override tableName = 'branches';
  static override booleans = ['isPickup'];

  name!: string;
  address1!: string | null;
  address2!: string | null;
  postcode!: string | null;
  city!: string | null;
  state!: string | null;
  country!: string | null;
  isPickup!: boolean | number;
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
  ];

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
  inactiveLimitDays!: number;
  bookingTimeMinutes!: number;
}
