import type { Country } from '../../../../common/constants';

/** An address-book entry as GET /api/sales/customer returns it (server/modules/customers). */
export interface Customer {
  id: number;
  addrTitle: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  address1: string | null;
  address2: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  country: Country | null;
  provinceId: string | null;
  regencyId: string | null;
  districtId: string | null;
  villageId: string | null;
  isPrimary: boolean;
}

export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter(Boolean).join(' ');

/** One line of an address: street, then postcode, city and state (Malaysia) or postcode (Indonesia). */
export function addressLines(c: Pick<Customer, 'address1' | 'address2' | 'postCode' | 'city' | 'state'>): string[] {
  return [c.address1, c.address2, [c.postCode, c.city].filter(Boolean).join(' '), c.state].filter((part): part is string => Boolean(part));
}
