import type { Country } from '../../../../common/constants';
import type { CurrentUser } from '../../../../common/api/users';
import { matches, maxLength, required, SOCIAL_HOSTS, socialLink, strongPassword, type Rules } from '../../../../common/web/validation';
import { sameAs } from '../../forms/sameAs';

/**
 * The profile forms' values and checks, mirroring server/modules/account/routes.ts and the
 * address rules of server/modules/reference/service.ts.
 */
export interface AccountValues extends Record<string, string> {
  accFirstName: string;
  accLastName: string;
  accIdentity: string;
  accBirthDate: string;
  accGender: string;
  accCodePhone: string;
  accPhone: string;
  accAddressLine1: string;
  accAddressLine2: string;
  accAddressCountry: Country;
  accAddressPostcode: string;
  accAddressCity: string;
  accAddressState: string;
  accAddressProvince: string;
  accAddressRegency: string;
  accAddressDistrict: string;
  accAddressVillage: string;
  accTIN: string;
}

export function accountValues(user: CurrentUser): AccountValues {
  const a = user.account;
  const text = (v: string | null) => v ?? '';
  return {
    accFirstName: text(a.accFirstName),
    accLastName: text(a.accLastName),
    accIdentity: text(a.accIdentity),
    accBirthDate: text(a.accBirthDate),
    accGender: text(a.accGender),
    accCodePhone: a.accCodePhone ?? (user.company.country === 'ID' ? '+62' : '+60'),
    accPhone: text(a.accPhone),
    accAddressLine1: text(a.accAddressLine1),
    accAddressLine2: text(a.accAddressLine2),
    accAddressCountry: a.accAddressCountry ?? user.company.country,
    accAddressPostcode: text(a.accAddressPostcode),
    accAddressCity: text(a.accAddressCity),
    accAddressState: text(a.accAddressState),
    accAddressProvince: text(a.accAddressProvince),
    accAddressRegency: text(a.accAddressRegency),
    accAddressDistrict: text(a.accAddressDistrict),
    accAddressVillage: text(a.accAddressVillage),
    accTIN: text(a.accTIN),
  };
}

export function accountRules(values: AccountValues): Rules<AccountValues> {
  const withAddress = values.accAddressLine1.trim() !== '';
  const malaysian = values.accAddressCountry === 'MY';
  const needed = (when: boolean) => (when ? [required] : []);
  return {
    accFirstName: [required, maxLength(100)],
    accLastName: [maxLength(100)],
    accIdentity: [maxLength(32)],
    accBirthDate: [matches(/^\d{4}-\d{2}-\d{2}$/)],
    accCodePhone: [matches(/^\+?[0-9]{1,4}$/)],
    accPhone: [matches(/^[0-9 -]{6,20}$/)],
    accAddressLine1: [maxLength(255)],
    accAddressLine2: [maxLength(255)],
    accAddressPostcode: [...needed(withAddress && malaysian), malaysian ? matches(/^[0-9]{5}$/) : maxLength(10)],
    accAddressState: needed(withAddress && malaysian),
    accAddressProvince: needed(withAddress && !malaysian),
    accAddressRegency: needed(withAddress && !malaysian),
    accAddressDistrict: needed(withAddress && !malaysian),
    accAddressVillage: needed(withAddress && !malaysian),
    accTIN: [maxLength(32)],
  };
}

export interface BankValues extends Record<string, string> {
  accBankCompany: string;
  accBankNumber: string;
  accBankName: string;
  accBankIdentity: string;
}

export const bankRules = (): Rules<BankValues> => ({
  accBankCompany: [required],
  accBankNumber: [required, matches(/^[0-9]{5,20}$/)],
  accBankName: [required, maxLength(191)],
  accBankIdentity: [maxLength(32)],
});

export type SocialValues = Record<keyof typeof SOCIAL_HOSTS, string>;

export const socialRules = (): Rules<SocialValues> => ({
  socmedUrlFacebook: [maxLength(255), socialLink(SOCIAL_HOSTS.socmedUrlFacebook)],
  socmedUrlInstagram: [maxLength(255), socialLink(SOCIAL_HOSTS.socmedUrlInstagram)],
  socmedUrlTiktok: [maxLength(255), socialLink(SOCIAL_HOSTS.socmedUrlTiktok)],
  socmedUrlTwitter: [maxLength(255), socialLink(SOCIAL_HOSTS.socmedUrlTwitter)],
});

export interface PasswordValues extends Record<string, string> {
  old_password: string;
  password: string;
  confirm: string;
}

export const passwordRules = (values: PasswordValues): Rules<PasswordValues> => ({
  old_password: [required],
  password: [required, strongPassword],
  confirm: [required, sameAs(values.password)],
});
