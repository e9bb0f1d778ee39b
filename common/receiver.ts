/**
 * What a courier shipment needs of its receiver, shared by the server and both front
 * ends: the fields checked, in the order they are listed, and the shape of a check's problems.
 * The rules themselves are the server's (server/modules/orders/receiver.ts).
 * - name: the receiver's first or last name
 * - phone: the receiver's phone number
 * - address1: the first address line
 * - city: Malaysia: a city of the state; Indonesia: the regency (kabupaten/kota)
 * - postcode: Malaysia: a postcode of the state; Indonesia: five digits
 * - state: Malaysia: one of the states; Indonesia: the province
 * - district, village: Indonesia only, each inside the level above
 */
/**
 * The address fields of a receiver: an order's receiver (the `receiver_*` columns of `orders`) and
 * an entry of an agent's address book (`customer_addresses`) have the same ones. The address-book
 * calls name the postcode `postCode` (docs/glossary.md).
 */
export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  provinceId: string | null;
  regencyId: string | null;
  districtId: string | null;
  villageId: string | null;
}

export const RECEIVER_FIELDS = ['name', 'phone', 'address1', 'city', 'postcode', 'state', 'district', 'village'] as const;
export type ReceiverField = (typeof RECEIVER_FIELDS)[number];

export interface ReceiverProblem {
  field: ReceiverField;
  problem: 'missing' | 'invalid';
}

/**
 * The receiver a checkout would use and what it lacks for a courier: `source` says where its
 * details live (the agent's profile, or the address-book entry `customerId`), so the app can link
 * there; `message` is the translated sentence checkout refuses with (null when complete).
 */
export interface ReceiverCheck {
  source: 'profile' | 'addressBook';
  customerId: number | null;
  name: string;
  complete: boolean;
  problems: ReceiverProblem[];
  message: string | null;
}
