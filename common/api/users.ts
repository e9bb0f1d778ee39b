import type { Country, Currency, Lang, Permission, Role, UserStatus } from '../constants';

/**
 * The current user as GET /api/user/detail and POST /api/login return it to the user itself
 * (server/modules/account/service.ts `userDetail`), in the payload names of docs/rules.md.
 */
export interface AccountDetail {
  companyCountry: Country | null;
  accFirstName: string | null;
  accLastName: string | null;
  accIdentity: string | null;
  accBirthDate: string | null;
  accGender: 'male' | 'female' | null;
  accCodePhone: string | null;
  accPhone: string | null;
  accAddressLine1: string | null;
  accAddressLine2: string | null;
  accAddressPostcode: string | null;
  accAddressCity: string | null;
  accAddressState: string | null;
  accAddressCountry: Country | null;
  accAddressProvince: string | null;
  accAddressRegency: string | null;
  accAddressDistrict: string | null;
  accAddressVillage: string | null;
  accTIN: string | null;
}

export interface BankDetail {
  accBankCountry: Country | null;
  accBankCompany: string | null;
  accBankNumber: string | null;
  accBankName: string | null;
  accBankIdentity: string | null;
}

export interface SocialDetail {
  socmedUrlFacebook: string | null;
  socmedUrlInstagram: string | null;
  socmedUrlTiktok: string | null;
  socmedUrlTwitter: string | null;
}

/** An upline or helper shown with a user: name and level, and its e-mail and phone for readers allowed their contact. */
export interface LeaderRef {
  id: number;
  name: string;
  level: { id: number; levelName: string; rankNumber: number } | null;
  email?: string;
  phone?: string | null;
}

export interface CurrentUser {
  id: number;
  email: string;
  username: string | null;
  name: string;
  role: Role;
  status: UserStatus;
  lang: Lang | null;
  emailVerified: boolean;
  permissions: Permission[];
  tier: { id: number; levelName: string; rankNumber: number } | null;
  uplineId: number | null;
  helperId: number | null;
  upline: LeaderRef | null;
  helper: LeaderRef | null;
  avatarUrl: string | null;
  account: AccountDetail;
  bank: BankDetail;
  social: SocialDetail;
  company: { id: number; name: string; currency: Currency; country: Country };
  first_order_package: boolean;
  go_affiliate_status: boolean;
  ejen_store_status: boolean;
  e_koop_status: boolean;
  /** The company's CP58 statements are on (console /hqCP58, agent app /cp58). */
  cp58_feature: boolean;
  subscription: { disallow_login: boolean };
}

/**
 * GET /api/user/detail of any user the caller may read (server/modules/users/present.ts decides
 * the audience): the current user's own detail is a CurrentUser; readers not allowed the private
 * fields get the account's names and phone only, and no bank details or e-mail verification.
 */
export interface UserDetail extends Omit<CurrentUser, 'account' | 'bank' | 'emailVerified'> {
  account: Pick<AccountDetail, 'accFirstName' | 'accLastName' | 'accCodePhone' | 'accPhone'> & Partial<AccountDetail>;
  bank?: BankDetail;
  emailVerified?: boolean;
}

export interface LoginResult {
  token: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: CurrentUser;
}
