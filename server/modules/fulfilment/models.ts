import { TenantModel } from '../../platform/model';
import type { LabelField, Paper } from '../../../common/fulfilment';

/** What a shipping label shows (db/migrations/20261122001100_payments_fulfilment.ts): `fields` is a JSON array of LABEL_FIELDS. */
export class ShippingTemplateRow extends TenantModel {
  static override tableName = 'shipping_templates';
  static override booleans = ['isDefault'];
  static override get jsonAttributes() {
    return ['fields'];
  }
  name!: string;
  paper!: Paper;
  fields!: LabelField[];
  isDefault!: boolean | number;
}
