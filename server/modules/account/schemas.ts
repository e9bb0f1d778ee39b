import { Type } from '@sinclair/typebox';
import { Str } from '../../platform/http/schemas';

/**
 * The Account, Bank and Social detail fields of docs/rules.md as request schemas: the profile
 * routes, HQ's agent registration and the agent-details edit all take these shapes.
 */
const Opt = (max = 191) => Type.Optional(Type.Union([Str(max), Type.Null()]));
export const CountryCode = Type.Union([Type.Literal('MY'), Type.Literal('ID')]);
const Social = Type.Optional(Type.Union([Str(255), Type.Null()]));

export const accountFields = {
  companyCountry: CountryCode,
  accFirstName: Str(100, 1),
  accLastName: Opt(100),
  accIdentity: Opt(32),
  accBirthDate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()])),
  accGender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal(''), Type.Null()])),
  accCodePhone: Type.Optional(Type.Union([Type.String({ pattern: '^\\+?[0-9]{1,4}$' }), Type.Literal(''), Type.Null()])),
  accPhone: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9 -]{6,20}$' }), Type.Literal(''), Type.Null()])),
  accAddressLine1: Opt(255),
  accAddressLine2: Opt(255),
  accAddressPostcode: Opt(10),
  accAddressCity: Opt(100),
  accAddressState: Opt(100),
  accAddressCountry: Type.Optional(CountryCode),
  accAddressProvince: Opt(32),
  accAddressRegency: Opt(32),
  accAddressDistrict: Opt(32),
  accAddressVillage: Opt(32),
  accTIN: Opt(32),
};

/** An identity number required (registration, HQ edits). */
export const requiredIdentity = { accIdentity: Str(32, 1) };

const BankNumber = Type.String({ pattern: '^[0-9]{5,20}$' });

export const bankFields = {
  accBankCountry: CountryCode,
  accBankCompany: Str(100, 1),
  accBankNumber: BankNumber,
  accBankName: Str(191, 1),
  accBankIdentity: Opt(32),
};

/** Bank fields where the whole group may be left out (the service then requires it complete). */
export const optionalBankFields = {
  accBankCountry: Type.Optional(CountryCode),
  accBankCompany: Opt(100),
  accBankNumber: Type.Optional(Type.Union([BankNumber, Type.Literal(''), Type.Null()])),
  accBankName: Opt(191),
  accBankIdentity: Opt(32),
};

export const socialFields = {
  socmedUrlFacebook: Social,
  socmedUrlInstagram: Social,
  socmedUrlTiktok: Social,
  socmedUrlTwitter: Social,
};

/** Identity numbers compare without spaces, dashes and case. */
export const normIdentity = (id: string) => id.replace(/[\s-]/g, '').toUpperCase();
