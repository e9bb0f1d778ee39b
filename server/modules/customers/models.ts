import { TenantModel } from '../../platform/model';
import type { AddressFields } from '../../../common/receiver';

/** An entry of an agent's address book: one of its customers or one of its own addresses. */
export class CustomerAddress extends TenantModel {
  static override tableName = 'customer_addresses';
  static override booleans = ['isPrimary'];
  agentId!: number;
  addrTitle!: string | null;
  isPrimary!: boolean | number;
}
export interface CustomerAddress extends AddressFields {}
