import type { Ctx } from '../../platform/context';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { translate, type MessageKey } from '../../../common/messages';
import type { Lang } from '../../../common/constants';
import { RECEIVER_FIELDS, type AddressFields, type ReceiverCheck, type ReceiverField, type ReceiverProblem } from '../../../common/receiver';
import { addressProblems, type AddressField } from '../reference';
import type { Order } from './models';

/**
 * The receiver a courier shipment needs: name, phone, first address line, city,
 * postcode and state, the postcode (and city) valid for the state — what the shipping label
 * prints. Checkout refuses a courier order whose receiver lacks any of them (self-pickup needs
 * none); the shipping-methods call reports the same problems beforehand; the order views flag
 * orders placed before the rule. Malaysian and Indonesian areas are judged by the reference
 * data's own check (reference/service `addressProblems`); other countries need the fields present.
 */

type ReceiverLike = Pick<AddressFields, 'firstName' | 'lastName' | 'phoneNumber' | 'address1' | 'postcode' | 'city' | 'state' | 'country' | 'provinceId' | 'regencyId' | 'districtId' | 'villageId'>;

const present = (value: string | null | undefined) => Boolean(value?.trim());

/** Which receiver field an area problem of the reference check belongs to. */
const AREA_FIELD: Record<AddressField, ReceiverField> = {
  state: 'state',
  city: 'city',
  postcode: 'postcode',
  province: 'state',
  regency: 'city',
  district: 'district',
  village: 'village',
};

/** The receiver's problems for a courier, in RECEIVER_FIELDS order; empty when it is complete. */
export function receiverProblems(r: ReceiverLike): ReceiverProblem[] {
  const found = new Map<ReceiverField, ReceiverProblem['problem']>();
  if (!present(r.firstName) && !present(r.lastName)) found.set('name', 'missing');
  if (!present(r.phoneNumber)) found.set('phone', 'missing');
  else if (!/^\d{6,20}$/.test(r.phoneNumber!.replace(/[\s-]/g, ''))) found.set('phone', 'invalid');
  if (!present(r.address1)) found.set('address1', 'missing');
  const country = (r.country ?? '').trim().toUpperCase();
  const areas = addressProblems({
    country: country || 'MY',
    state: r.state,
    city: r.city,
    postcode: r.postcode,
    province: r.provinceId,
    regency: r.regencyId,
    district: r.districtId,
    village: r.villageId,
  });
  for (const [area, key] of Object.entries(areas) as [AddressField, string][]) {
    const field = AREA_FIELD[area];
    if (!found.has(field)) found.set(field, key === 'validation.required' ? 'missing' : 'invalid');
  }
  if (country === 'ID') {
    if (!present(r.postcode)) found.set('postcode', 'missing');
    else if (!/^\d{5}$/.test(r.postcode!.trim())) found.set('postcode', 'invalid');
  } else {
    // The reference check takes a Malaysian city as optional; the label needs one.
    if (!present(r.city) && !found.has('city')) found.set('city', 'missing');
    if (country !== 'MY') for (const field of ['postcode', 'state'] as const) if (!present(r[field]) && !found.has(field)) found.set(field, 'missing');
  }
  return RECEIVER_FIELDS.flatMap((field) => (found.has(field) ? [{ field, problem: found.get(field)! }] : []));
}

/** "phone, postcode (not valid)" in the language. */
export function describeProblems(problems: ReceiverProblem[], lang: Lang): string {
  return problems
    .map((p) => {
      const label = translate(`receiver.field.${p.field}` as MessageKey, lang);
      return p.problem === 'missing' ? label : translate('receiver.invalid', lang, { field: label });
    })
    .join(', ');
}

/** The receiver's check as the app shows it before checkout. */
export function checkReceiver(ctx: Ctx, r: ReceiverLike & { customerId: number | null }): ReceiverCheck {
  const problems = receiverProblems(r);
  const source = r.customerId === null ? 'profile' : 'addressBook';
  const name = [r.firstName, r.lastName].filter(present).join(' ');
  const message = problems.length
    ? translate(source === 'profile' ? 'receiver.incomplete.profile' : 'receiver.incomplete.addressBook', ctx.lang, { fields: describeProblems(problems, ctx.lang), name })
    : null;
  return { source, customerId: r.customerId, name, complete: !problems.length, problems, message };
}

/** Refuses (422) a courier order to this receiver when it lacks anything the label needs; each field also under `receiver.<field>`. */
export function requireCourierReceiver(ctx: Ctx, r: ReceiverLike & { customerId: number | null }): void {
  const check = checkReceiver(ctx, r);
  if (check.complete) return;
  const fields: FieldErrors = {};
  for (const p of check.problems) fields[`receiver.${p.field}`] = { key: p.problem === 'missing' ? 'validation.required' : 'validation.invalid' };
  const error = new ValidationError(fields, check.source === 'profile' ? 'receiver.incomplete.profile' : 'receiver.incomplete.addressBook');
  Object.assign(error.params, { fields: describeProblems(check.problems, ctx.lang), name: check.name });
  throw error;
}

/** The receiver an order copied at checkout (the Order object's `receiver`). */
export function orderReceiver(o: Order): AddressFields {
  return {
    firstName: o.receiverFirstName,
    lastName: o.receiverLastName,
    email: o.receiverEmail,
    phoneCode: o.receiverPhoneCode,
    phoneNumber: o.receiverPhoneNumber,
    address1: o.receiverAddress1,
    address2: o.receiverAddress2,
    postcode: o.receiverPostcode,
    city: o.receiverCity,
    state: o.receiverState,
    country: o.receiverCountry,
    provinceId: o.receiverProvinceId,
    regencyId: o.receiverRegencyId,
    districtId: o.receiverDistrictId,
    villageId: o.receiverVillageId,
  };
}

/** The problems of an order's copied receiver when it ships by courier (empty otherwise): the console's "receiver details incomplete" flag. */
export function orderReceiverProblems(o: Order): ReceiverProblem[] {
  return o.shipmentType === 'courier' ? receiverProblems(orderReceiver(o)) : [];
}
