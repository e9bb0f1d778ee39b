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

/** A staff member as GET /api/setup/staff lists it (server/modules/staff). */
export interface StaffView {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  permissions: Permission[];
  invitedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string | null;
}

/** A tier as it is shown beside a user. */
export interface TierRef {
  id: number;
  levelName: string;
  rankNumber: number;
}

/**
 * A user as the user routes build it (server/modules/users/present.ts `serializeUser`): profile and
 * contact for every reader; the private fields (identity, company registration, category, birth
 * date, gender, TIN, address, bank, e-mail verification, last login, s107D) only for readers
 * allowed them, and absent, not null, for the others.
 */
export interface UserView {
  id: number;
  name: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  role: Role;
  status: UserStatus;
  tier: TierRef | null;
  uplineId: number | null;
  helperId: number | null;
  avatarUrl: string | null;
  joinedAt: string | null;
  lastPurchaseAt: string | null;
  email: string;
  /** Phone code and number joined. */
  phone: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  social: SocialDetail;
  identityNo?: string | null;
  companyRegistrationNo?: string | null;
  accountCategory?: string | null;
  birthDate?: string | null;
  gender?: string | null;
  tin?: string | null;
  emailVerified?: boolean;
  lastLoginAt?: string | null;
  address?: {
    line1: string | null;
    line2: string | null;
    postcode: string | null;
    city: string | null;
    state: string | null;
    province: string | null;
    regency: string | null;
    district: string | null;
    village: string | null;
    country: string | null;
  };
  bank?: { country: string | null; company: string | null; number: string | null; name: string | null; identity: string | null };
  withholding107d?: boolean;
}

/** A row of GET /api/agent-database: the agent, its upline and helper, and its sales figures of `salesPeriod` (minor units). */
export interface AgentRow extends UserView {
  upline: { id: number; name: string } | null;
  helper: { id: number; name: string } | null;
  salesPeriod: string;
  personalSales: number;
  groupSales: number;
  totalPersonalGroupSales: number;
  sideGroupSales: number;
  recruitCount: number;
}

/** GET /api/agent-details/:id: the row, its group, and the edit form's account and bank details (docs/rules.md). */
export interface AgentDetails extends Omit<AgentRow, 'bank'> {
  accCompany?: string | null;
  group: { size: number; depth: number };
  account: UserDetail['account'];
  bank?: BankDetail;
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

/** A person named beside an agent (its upline or helper, or who changed its level), with its tier. */
export interface PersonRef {
  id: number;
  name: string;
  tier: TierRef | null;
}

/** A row of GET /promote-demote and /promote-demote/upline-list: the agent with its tier, upline and helper (server/modules/agents/promotion.ts). */
export type PromoteRow = Pick<UserView, 'id' | 'name' | 'firstName' | 'lastName' | 'email' | 'username' | 'status' | 'tier' | 'joinedAt' | 'lastPurchaseAt'> & {
  upline: PersonRef | null;
  helper: PersonRef | null;
};

/** GET /promote-demote/summary: the company's agents per status and per level (`tierId: null`: agents without one). */
export interface PromoteSummary {
  total: number;
  statuses: Record<UserStatus, number>;
  levels: { tierId: number | null; levelName: string | null; rankNumber: number | null; count: number }[];
}

/** A row of GET /promote-demote/history: one promotion or demotion, before and after, by whom, when. */
export interface LevelChangeRow {
  id: number;
  agentId: number;
  type: 'promote' | 'demote';
  fromTier: TierRef | null;
  toTier: TierRef | null;
  fromUpline: PersonRef | null;
  toUpline: PersonRef | null;
  fromHelper: PersonRef | null;
  toHelper: PersonRef | null;
  by: PersonRef | null;
  createdAt: string;
}
