import type { CustomerView } from '../../../../common/api/orders';

/** An address-book entry as GET /api/sales/customer returns it. */
export type Customer = CustomerView;

export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter(Boolean).join(' ');

/** One line of an address: street, then postcode, city and state (Malaysia) or postcode (Indonesia). */
export function addressLines(c: Pick<Customer, 'address1' | 'address2' | 'postCode' | 'city' | 'state'>): string[] {
  return [c.address1, c.address2, [c.postCode, c.city].filter(Boolean).join(' '), c.state].filter((part): part is string => Boolean(part));
}
