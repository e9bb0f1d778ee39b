import { AGENT_PERMISSIONS, COUNTRIES } from '../../../common/constants';
import type { BankDetail, LeaderRef, UserDetail, UserView } from '../../../common/api/users';
import type { Ctx } from '../../platform/context';
import { platform } from '../../platform';
import { businessTime, dbTimeToIso } from '../../platform/time';
import type { User } from './models';

/**
 * How a user row leaves the server: the one serializer every route that returns users (agent
 * database and its CSV export, agent details, `/user/detail`, `/list-agent`, promote/demote lists)
 * builds its payload from, so that no route reads a private column for an audience that may not
 * see it. Routes shape the view (payload names of docs/rules.md) but take every value from it.
 *
 * Audiences (the reader relative to the user read):
 * - `self`: the user itself (also the login answer, read without a signed-in user);
 * - `hq`: the company admin;
 * - `agentStaff`: staff holding a permission that works on agents (AGENT_PERMISSIONS: they register
 *   agents, edit their details, promote, demote and suspend them), reading an agent;
 * - `staff`: other staff (pickers of orders and stock), and staff reading HQ or staff;
 * - `group`: an agent reading a member of its own group (its downlines).
 * The first three read everything; `staff` and `group` read the profile (names, level, status,
 * network, dates) and the contact (e-mail, phone, social links), never the private fields
 * (identity and company registration numbers, account category, birth date, gender, address,
 * TIN, bank account, e-mail verification, last login, the s107D withholding flag). `group` also never reads the contact of a
 * user's upline and helper (the helper may sit outside the reader's group).
 */
export type Audience = 'self' | 'hq' | 'agentStaff' | 'staff' | 'group';

const RULES: Record<Audience, { private: boolean; leaderContact: boolean }> = {
  self: { private: true, leaderContact: true },
  hq: { private: true, leaderContact: true },
  agentStaff: { private: true, leaderContact: true },
  staff: { private: false, leaderContact: true },
  group: { private: false, leaderContact: false },
};

/** Whether staff hold a permission that works on agents. */
export const managesAgents = (ctx: Ctx) => ctx.user?.role === 'staff' && AGENT_PERMISSIONS.some((p) => ctx.user!.permissions.has(p));

/**
 * The caller's audience for the user `target`, or for the agents of a list or file whose columns
 * are the same for every row (null). Staff managing agents read the private fields of agents only,
 * not those of HQ or other staff. Visibility itself is the caller's check (404 or 403 first).
 */
export function audienceOf(ctx: Ctx, target: Pick<User, 'id' | 'role'> | null): Audience {
  const user = ctx.user;
  if (!user || user.id === target?.id) return 'self';
  if (user.role === 'hq') return 'hq';
  if (user.role === 'staff') return managesAgents(ctx) && (target === null || target.role === 'agent') ? 'agentStaff' : 'staff';
  return 'group';
}

/** Whether the audience reads the private fields. */
export const seesPrivate = (audience: Audience) => RULES[audience].private;
/** Whether the audience reads the e-mail and phone of the user's upline and helper. */
export const seesLeaderContact = (audience: Audience) => RULES[audience].leaderContact;

const tierRef = (u: User) => (u.tier ? { id: u.tier.id, levelName: u.tier.levelName, rankNumber: u.tier.rankNumber } : null);
const joinedPhone = (u: Pick<User, 'phoneCode' | 'phone'>) => (u.phone ? `${u.phoneCode ?? ''}${u.phone}` : null);

function privateFields(u: User) {
  return {
    identityNo: u.identityNo,
    companyRegistrationNo: u.accountCompany,
    accountCategory: u.accountCategory,
    birthDate: u.birthDate,
    gender: u.gender,
    tin: u.tin,
    emailVerified: Boolean(u.emailVerifiedAt),
    lastLoginAt: dbTimeToIso(u.lastLoginAt),
    address: {
      line1: u.address1,
      line2: u.address2,
      postcode: u.postcode,
      city: u.city,
      state: u.state,
      province: u.province,
      regency: u.regency,
      district: u.district,
      village: u.village,
      country: u.country,
    },
    bank: { country: u.bankCountry, company: u.bankCompany, number: u.bankNumber, name: u.bankName, identity: u.bankIdentity },
    // s107D: payouts this year withhold 2 % (the flag is set each January for its year).
    withholding107d: Boolean(u.withholding107d) && u.withholdingYear === businessTime().year(),
  };
}

export type PrivateFields = ReturnType<typeof privateFields>;

/**
 * The user as `audience` may see it. The private keys are absent (not null) for the audiences
 * that may not read them. `tier` is filled when the row was read with its tier.
 */
export function serializeUser(u: User, audience: Audience): UserView {
  const view = {
    id: u.id,
    name: u.fullName,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    role: u.role,
    status: u.status,
    tier: tierRef(u),
    uplineId: u.uplineId,
    helperId: u.helperId,
    avatarUrl: platform().storage.url(u.avatar),
    joinedAt: dbTimeToIso(u.createdAt),
    lastPurchaseAt: dbTimeToIso(u.lastPurchaseAt),
    // contact
    email: u.email,
    phone: joinedPhone(u),
    phoneCode: u.phoneCode,
    phoneNumber: u.phone,
    social: {
      socmedUrlFacebook: u.socmedFacebook,
      socmedUrlInstagram: u.socmedInstagram,
      socmedUrlTiktok: u.socmedTiktok,
      socmedUrlTwitter: u.socmedTwitter,
    },
  };
  return seesPrivate(audience) ? { ...view, ...privateFields(u) } : view;
}

export type { UserView };

/** An upline or helper shown with a user: name and level, and its e-mail and phone when `withContact`. */
export function leaderRef(u: User, withContact: boolean): LeaderRef {
  return {
    id: u.id,
    name: u.fullName,
    level: tierRef(u),
    ...(withContact ? { email: u.email, phone: joinedPhone(u) } : {}),
  };
}

/** Country and gender as the API names them: the forms accept only these, so a stored value is one of them. */
const countryOf = (value: string | null | undefined) => COUNTRIES.find((c) => c === value) ?? null;
const genderOf = (value: string | null | undefined) => (value === 'male' || value === 'female' ? value : null);

/** The view's account details under the profile form's payload names (docs/rules.md: Account detail). */
export function accountForm(v: UserView): UserDetail['account'] {
  return {
    accFirstName: v.firstName,
    accLastName: v.lastName,
    accCodePhone: v.phoneCode,
    accPhone: v.phoneNumber,
    ...(v.address
      ? {
          companyCountry: countryOf(v.address.country),
          accIdentity: v.identityNo,
          accBirthDate: v.birthDate,
          accGender: genderOf(v.gender),
          accAddressLine1: v.address.line1,
          accAddressLine2: v.address.line2,
          accAddressPostcode: v.address.postcode,
          accAddressCity: v.address.city,
          accAddressState: v.address.state,
          accAddressCountry: countryOf(v.address.country),
          accAddressProvince: v.address.province,
          accAddressRegency: v.address.regency,
          accAddressDistrict: v.address.district,
          accAddressVillage: v.address.village,
          accTIN: v.tin,
        }
      : {}),
  };
}

/** The view's bank details under the bank form's payload names (docs/rules.md: Bank detail); absent when private. */
export function bankForm(v: UserView): BankDetail | undefined {
  if (!v.bank) return undefined;
  return {
    accBankCountry: countryOf(v.bank.country),
    accBankCompany: v.bank.company,
    accBankNumber: v.bank.number,
    accBankName: v.bank.name,
    accBankIdentity: v.bank.identity,
  };
}
