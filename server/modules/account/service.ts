import { PERMISSIONS, type Lang } from '../../../common/constants';
import type { Ctx, UserCtx } from '../../platform/context';
import { NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { platform } from '../../platform';
import type { UploadedFile } from '../../platform/http/route';
import type { UserDetail } from '../../../common/api/users';
import { User, UserPermission } from '../users';
import { accountForm, audienceOf, bankForm, leaderRef, seesLeaderContact, serializeUser } from '../users';
import { addressProblems, isBank, type AddressField, type AddressInput } from '../reference';
import { definePort } from '../../platform/events';
import type { TenantScope } from '../../platform/model';
import { authenticatedRow } from '../users';

/**
 * The signed-in user's own record: the detail every front end loads first, and the profile
 * forms (account, bank, social media, picture, language). Payload names follow docs/rules.md.
 */

/** Whether agent `agentId` is in the group (downline) of `rootId`: the agents module provides it at start-up (server/wiring.ts). */
export const inGroup = definePort<(scope: TenantScope, rootId: number, agentId: number) => Promise<boolean>>('account.inGroup');

/**
 * A user's detail as the caller may see it (users/present.ts: the user itself, HQ and staff who
 * manage agents read everything; other staff and an agent reading its group no private field).
 */
export async function userDetail(ctx: Ctx, userId: number): Promise<UserDetail> {
  // The caller's own row as authenticated for this request (at most a second old, dropped by any change to users).
  const own = ctx.user?.id === userId ? authenticatedRow(ctx.user) : undefined;
  const user = own ?? (await User.of(ctx).findById(userId).withGraphFetched('tier'));
  if (!user) throw new NotFoundError();
  const audience = audienceOf(ctx, user);
  const permissions =
    user.role === 'hq'
      ? [...PERMISSIONS]
      : audience === 'self' && ctx.user && user.role === 'staff'
        ? [...ctx.user.permissions]
        : (await UserPermission.of(ctx).where({ userId })).map((p) => p.permission);
  const { features } = ctx.company;
  const view = serializeUser(user, audience);
  // The upline's and helper's contact goes to the user itself, HQ and staff; an agent reading a
  // downline's detail gets their names and levels only (the helper may sit outside its group).
  const leaders = await leadersOf(ctx, [user.uplineId, user.helperId], seesLeaderContact(audience));
  const bank = bankForm(view);
  return {
    id: view.id,
    email: view.email,
    username: view.username,
    name: view.name,
    role: view.role,
    status: view.status,
    lang: user.lang,
    ...(view.emailVerified !== undefined ? { emailVerified: view.emailVerified } : {}),
    permissions,
    tier: view.tier,
    uplineId: view.uplineId,
    helperId: view.helperId,
    upline: user.uplineId === null ? null : (leaders.get(user.uplineId) ?? null),
    helper: user.helperId === null ? null : (leaders.get(user.helperId) ?? null),
    avatarUrl: view.avatarUrl,
    account: accountForm(view),
    ...(bank ? { bank } : {}),
    social: view.social,
    company: { id: ctx.company.id, name: ctx.company.name, currency: ctx.company.currency, country: ctx.company.country },
    first_order_package: Boolean(features.firstOrderPackage),
    go_affiliate_status: Boolean(features.goAffiliateStatus),
    ejen_store_status: Boolean(features.ejenstoreStatus),
    e_koop_status: Boolean(features.eKoopStatus),
    cp58_feature: Boolean(features.cp58Feature),
    subscription: { disallow_login: ctx.company.disallowLogin },
  };
}

/** The upline and helper of a user detail: name and level, with e-mail and phone when `withContact`. */
async function leadersOf(ctx: Ctx, ids: (number | null)[], withContact: boolean) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await User.of(ctx).whereIn('id', wanted).withGraphFetched('tier') : [];
  return new Map(rows.map((u) => [u.id, leaderRef(u, withContact)]));
}

/** Who may read whose detail: everyone their own, HQ and staff anyone of the company. The
 * agents module widens this to an agent's own group. */
export async function visibleUserDetail(ctx: UserCtx, id?: number) {
  const target = id ?? ctx.user.id;
  // HQ and staff see everyone of the company; an agent sees itself and its whole group
  // (closure table of the agents module); anyone else is "not found" rather than "forbidden".
  if (target !== ctx.user.id && ctx.user.role !== 'hq' && ctx.user.role !== 'staff') {
    if (ctx.user.role !== 'agent' || !(await inGroup.get()(ctx, ctx.user.id, target))) throw new NotFoundError();
  }
  return userDetail(ctx, target);
}

/** Trimmed text, or null when absent or blank. */
export const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

export interface AccountInput {
  companyCountry: 'MY' | 'ID';
  accFirstName: string;
  accLastName?: string;
  accIdentity?: string;
  accBirthDate?: string;
  accGender?: string;
  accCodePhone?: string;
  accPhone?: string;
  accAddressLine1?: string;
  accAddressLine2?: string;
  accAddressPostcode?: string;
  accAddressCity?: string;
  accAddressState?: string;
  accAddressCountry?: string;
  accAddressProvince?: string;
  accAddressRegency?: string;
  accAddressDistrict?: string;
  accAddressVillage?: string;
  accTIN?: string;
}

const ADDRESS_FIELD: Record<AddressField, keyof AccountInput> = {
  state: 'accAddressState',
  city: 'accAddressCity',
  postcode: 'accAddressPostcode',
  province: 'accAddressProvince',
  regency: 'accAddressRegency',
  district: 'accAddressDistrict',
  village: 'accAddressVillage',
};

/** Refuses an address (reference/service addressProblems) with its problems under the form's own field names. */
export function checkAddress(address: AddressInput, fieldNames: Record<AddressField, string>): void {
  const fields: FieldErrors = {};
  for (const [part, key] of Object.entries(addressProblems(address))) fields[fieldNames[part as AddressField]] = { key };
  if (Object.keys(fields).length) throw new ValidationError(fields);
}

export async function saveAccount(ctx: UserCtx, input: AccountInput): Promise<void> {
  const country = input.accAddressCountry || input.companyCountry;
  const patch = {
    firstName: input.accFirstName.trim(),
    lastName: blank(input.accLastName),
    identityNo: blank(input.accIdentity),
    birthDate: blank(input.accBirthDate),
    gender: blank(input.accGender),
    phoneCode: blank(input.accCodePhone),
    phone: blank(input.accPhone),
    address1: blank(input.accAddressLine1),
    address2: blank(input.accAddressLine2),
    postcode: blank(input.accAddressPostcode),
    city: blank(input.accAddressCity),
    state: blank(input.accAddressState),
    country,
    province: country === 'ID' ? blank(input.accAddressProvince) : null,
    regency: country === 'ID' ? blank(input.accAddressRegency) : null,
    district: country === 'ID' ? blank(input.accAddressDistrict) : null,
    village: country === 'ID' ? blank(input.accAddressVillage) : null,
    tin: blank(input.accTIN),
  };
  if (!patch.firstName) throw ValidationError.field('accFirstName', 'validation.required');
  if (patch.address1) checkAddress(patch, ADDRESS_FIELD);
  await User.of(ctx).findById(ctx.user.id).patch(patch);
}

export interface BankInput {
  accBankCountry: 'MY' | 'ID';
  accBankCompany: string;
  accBankNumber: string;
  accBankName: string;
  accBankIdentity?: string;
}

export async function saveBank(ctx: UserCtx, input: BankInput): Promise<void> {
  if (!isBank(input.accBankCountry, input.accBankCompany)) throw ValidationError.field('accBankCompany', 'validation.invalid');
  await User.of(ctx)
    .findById(ctx.user.id)
    .patch({
      bankCountry: input.accBankCountry,
      bankCompany: input.accBankCompany,
      bankNumber: input.accBankNumber,
      bankName: input.accBankName.trim(),
      bankIdentity: blank(input.accBankIdentity),
    });
}

/** Social links are stored as full https URLs; a bare username becomes the network's profile URL. */
const NETWORKS = {
  socmedUrlFacebook: { column: 'socmedFacebook', hosts: ['facebook.com', 'fb.com'], profile: (u: string) => `https://www.facebook.com/${u}` },
  socmedUrlInstagram: { column: 'socmedInstagram', hosts: ['instagram.com'], profile: (u: string) => `https://www.instagram.com/${u}` },
  socmedUrlTiktok: { column: 'socmedTiktok', hosts: ['tiktok.com'], profile: (u: string) => `https://www.tiktok.com/@${u}` },
  socmedUrlTwitter: { column: 'socmedTwitter', hosts: ['twitter.com', 'x.com'], profile: (u: string) => `https://x.com/${u}` },
} as const;
export type SocialInput = Partial<Record<keyof typeof NETWORKS, string | null>>;

export function normaliseSocial(field: keyof typeof NETWORKS, value: string | null | undefined): string | null {
  const text = blank(value);
  if (!text) return null;
  const network = NETWORKS[field];
  const username = /^@?([A-Za-z0-9._-]{1,64})$/.exec(text);
  if (username) return network.profile(username[1]);
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw ValidationError.field(field, 'validation.socialLink');
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|vm\.)/, '');
  if (!network.hosts.some((h) => host === h) || url.pathname.length <= 1) throw ValidationError.field(field, 'validation.socialLink');
  url.protocol = 'https:';
  return url.toString().replace(/\/$/, '');
}

export async function saveSocial(ctx: UserCtx, input: SocialInput) {
  const patch: Record<string, string | null> = {};
  for (const field of Object.keys(input) as (keyof typeof NETWORKS)[]) {
    patch[NETWORKS[field].column] = normaliseSocial(field, input[field]);
  }
  if (Object.keys(patch).length) await User.of(ctx).findById(ctx.user.id).patch(patch);
  return (await userDetail(ctx, ctx.user.id)).social;
}

export async function saveAvatar(ctx: UserCtx, file: UploadedFile) {
  const { storage } = platform();
  const user = await User.of(ctx).findById(ctx.user.id);
  const key = await storage.save(ctx.companyId, 'avatars', file.kind, file.buffer);
  await User.of(ctx).findById(ctx.user.id).patch({ avatar: key });
  if (user?.avatar) await storage.remove(user.avatar);
  return { avatarUrl: storage.url(key) };
}

export async function saveLanguage(ctx: UserCtx, lang: Lang): Promise<void> {
  await User.of(ctx).findById(ctx.user.id).patch({ lang });
  ctx.lang = lang;
}
