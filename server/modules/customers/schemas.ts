import { Type } from '@sinclair/typebox';
import { Email, Id, Str } from '../../platform/http/schemas';
import { accountFields, CountryCode } from '../account';

/**
 * An address-book entry as the agent app sends it (docs/rules.md: "Customer address"). Phone code and
 * number take the account form's rules; the e-mail is optional.
 */
const Opt = (max: number) => Type.Optional(Type.Union([Str(max), Type.Null()]));

export const customerFields = {
  addrTitle: Opt(100),
  firstName: Str(100, 1),
  lastName: Opt(100),
  email: Type.Optional(Type.Union([Email, Type.Literal(''), Type.Null()])),
  phoneCode: accountFields.accCodePhone,
  phoneNumber: accountFields.accPhone,
  address1: Str(255, 1),
  address2: Opt(255),
  postCode: Opt(10),
  city: Opt(100),
  state: Opt(100),
  country: Type.Optional(CountryCode),
  provinceId: Opt(20),
  regencyId: Opt(20),
  districtId: Opt(20),
  villageId: Opt(20),
};

export const CustomerBody = Type.Object({ id: Type.Optional(Id), ...customerFields });
