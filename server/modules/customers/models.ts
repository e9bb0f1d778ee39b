import { TenantModel } from '../../platform/model';
import type { AddressFields } from '../../../common/receiver';

/** An entry of an agent's address book: one of its customers or one of its own addresses. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its address columns are AddressFields (below)
export class CustomerAddress extends TenantModel {
  static override tableName = 'customer_addresses';
  static override booleans = ['isPrimary'];
  agentId!: number;
  addrTitle!: string | null;
  isPrimary!: boolean | number;
}
// The address columns, declared once for the server and both apps in common/receiver.ts.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- adds AddressFields to the model
export interface CustomerAddress extends AddressFields {}
