import { TenantModel } from '../../platform/model';

export { Company, CompanyDomain, CompanyFeatures } from '../../platform/companies';

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
  province!: string | null;
  regency!: string | null;
  district!: string | null;
  village!: string | null;
  isPickup!: boolean | number;
}

/** An address that receives HQ notification e-mails. */
export class NotificationRecipient extends TenantModel {
  static override tableName = 'notification_recipients';

  email!: string;
}

/** On/off of one HQ notification type; a type without a row is on. */
export class NotificationSetting extends TenantModel {
  static override tableName = 'notification_settings';
  static override booleans = ['state'];

  type!: string;
  state!: boolean | number;
}
