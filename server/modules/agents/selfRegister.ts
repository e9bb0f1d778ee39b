import { Type } from '@sinclair/typebox';
import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { platform } from '../../platform';
import { inTransaction } from '../../platform/tx';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Email, Id } from '../../platform/http/schemas';
import { passwordFailures } from '../../../common/password';
import { hashPassword } from '../users';
import { sendVerificationCode } from '../auth';
import { Term, TermTier } from '../content';
import { Tier } from '../tiers';
import { User } from '../users';
import { normIdentity } from '../account';
import { agentEvents } from './events';
import { attachToTree } from './genealogy';

/**
 * Self-registration through a leader's recruit link
 * (`/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId`).
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Rank 1 is the highest tier (server/modules/tiers/models.ts), so "a tier below the leader's"
 *   means a strictly greater `rankNumber`. A leader without a tier recruits no one.
 * - The leader must be an agent of this company whose e-mail is verified and who is not
 *   suspended; 'new' and 'inactive' agents may still recruit (inactivity is about purchases).
 *   The helper, when given, must be a non-suspended agent of the company.
 * - The terms of a tier are every terms item visible to it (all-tier items and the items of that
 *   tier, the same rule agents read them by); `acceptTerms: true` accepts them all and is
 *   required even when none are set up. Acceptance is not stored (no column for it yet).
 * - Duplicates are checked case-insensitively for e-mail and username, and for the identity
 *   number ignoring spaces and dashes, against every user of the company; all field errors come
 *   back together in one 422. The unique indexes on e-mail and username still guard a race.
 * - Attempts are limited per target e-mail address and per recruit link (RATE_LIMIT_SELF_REGISTER,
 *   see `countAttempt`).
 * - The agent is created with status 'new', unverified, with upline = the leader, and placed in
 *   the genealogy in the same transaction. The 6-digit code is mailed after the commit (a failed
 *   mail never undoes the registration; the person can ask for a resend). On verification the
 *   auth service sends the tier's welcoming e-mail (see `verifyEmail`).
 */

export interface SelfRegisterInput {
  comId: number;
  usrTierId: number;
  familyDirectId: number;
  familyHelperId?: number | null;
  username: string;
  email: string;
  password: string;
  accCategory: 'individual' | 'company';
  accFirstName: string;
  accLastName?: string | null;
  accCompany?: string | null;
  accIdentity: string;
  accCodePhone: string;
  accPhone: string;
  acceptTerms: boolean;
}

const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;
const normEmail = (email: string) => email.trim().toLowerCase();
const blank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The leader of a link: a verified, not suspended agent of the company, with a tier. */
async function leaderOf(ctx: Ctx, leaderId: number) {
  const leader = await User.of(ctx).findById(leaderId);
  if (!leader || leader.role !== 'agent' || leader.status === 'suspended' || !leader.emailVerifiedAt || leader.tierId === null) return null;
  const tier = await Tier.of(ctx).findById(leader.tierId);
  return tier ? { leader, tier } : null;
}

/** The terms an agent of the tier must accept: all-tier items and the tier's own. */
async function termsOf(ctx: Ctx, tierId: number) {
  const terms = await Term.of(ctx)
    .where((w) => {
      w.where('terms.all_tiers', true).orWhereIn('terms.id', TermTier.of(ctx).select('term_id').where('tier_id', tierId));
    })
    .orderBy('id', 'asc');
  return terms.map((t) => ({ id: t.id, tncDetails: t.tncDetails, pdfUrl: platform().storage.url(t.pdfUpload) }));
}

/**
 * What the registration page shows: who invites, into which tier, and the tier's terms. Only
 * public facts; 404 when the leader cannot recruit or the tier is unknown or not below theirs.
 */
export async function registrationInfo(ctx: Ctx, input: { leaderId: number; tierId: number }) {
  const found = await leaderOf(ctx, input.leaderId);
  const tier = await Tier.of(ctx).findById(input.tierId);
  if (!found || !tier || tier.rankNumber <= found.tier.rankNumber) throw new NotFoundError();
  return {
    company: { id: ctx.company.id, name: ctx.company.name, country: ctx.company.country },
    leader: { id: found.leader.id, name: found.leader.fullName, username: found.leader.username, tier: { id: found.tier.id, levelName: found.tier.levelName } },
    tier: { id: tier.id, levelName: tier.levelName },
    terms: await termsOf(ctx, tier.id),
  };
}

/** The link's facts: company, leader, tier (below the leader's) and helper. Throws on the first wrong one. */
async function checkLink(ctx: Ctx, input: SelfRegisterInput) {
  if (input.comId !== ctx.companyId) throw ValidationError.field('comId', 'selfreg.wrongCompany');
  const found = await leaderOf(ctx, input.familyDirectId);
  if (!found) throw ValidationError.field('familyDirectId', 'selfreg.leaderUnknown');
  const tier = await Tier.of(ctx).findById(input.usrTierId);
  if (!tier) throw ValidationError.field('usrTierId', 'selfreg.tierUnknown');
  if (tier.rankNumber <= found.tier.rankNumber) throw ValidationError.field('usrTierId', 'selfreg.tierNotBelow');
  let helperId: number | null = null;
  if (input.familyHelperId !== undefined && input.familyHelperId !== null) {
    const helper = await User.of(ctx).findById(input.familyHelperId);
    if (!helper || helper.role !== 'agent' || helper.status === 'suspended') throw ValidationError.field('familyHelperId', 'selfreg.helperUnknown');
    helperId = helper.id;
  }
  return { leader: found.leader, tier, helperId };
}

/** The person's own fields: format, password, terms and duplicates, all reported together. */
async function checkPerson(ctx: Ctx, input: SelfRegisterInput) {
  const errors: FieldErrors = {};
  const email = normEmail(input.email);
  const username = input.username.trim();
  const identity = input.accIdentity.trim();
  if (!USERNAME.test(username)) errors.username = { key: 'selfreg.usernameFormat' };
  if (!blank(input.accFirstName)) errors.accFirstName = { key: 'validation.required' };
  if (!identity) errors.accIdentity = { key: 'validation.required' };
  if (input.accCategory === 'company' && !blank(input.accCompany)) errors.accCompany = { key: 'validation.required' };
  if (passwordFailures(input.password).length) errors.password = { key: 'password.weak' };
  if (input.acceptTerms !== true) errors.acceptTerms = { key: 'selfreg.termsRequired' };
  if (await User.of(ctx).findOne({ email })) errors.email = { key: 'selfreg.emailTaken' };
  if (!errors.username && (await User.of(ctx).whereRaw('lower(username) = ?', [username.toLowerCase()]).first())) {
    errors.username = { key: 'selfreg.usernameTaken' };
  }
  if (identity) {
    const norm = normIdentity(identity);
    const same = await User.of(ctx).whereRaw("upper(replace(replace(identity_no, ' ', ''), '-', '')) = ?", [norm]).first();
    if (same) errors.accIdentity = { key: 'selfreg.identityTaken' };
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { email, username, identity };
}

/**
 * Each registration mails a code to an address the caller chooses, so attempts are counted per
 * target address (across companies: it is one inbox) and per recruit link, whatever the client's
 * own address; the route's per-client limit comes on top.
 */
async function countAttempt(ctx: Ctx, input: SelfRegisterInput): Promise<void> {
  const { limits } = platform();
  await limits.hit('selfRegister', `email:${normEmail(input.email)}`);
  // By slug: ids start again in a recreated database whose Redis counters live on.
  await limits.hit('selfRegister', `leader:${ctx.company.slug}:${input.familyDirectId}`);
}

export async function selfRegister(ctx: Ctx, input: SelfRegisterInput): Promise<{ id: number; email: string }> {
  await countAttempt(ctx, input);
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx, async (tx) => {
    const link = await checkLink(tx, input);
    const person = await checkPerson(tx, input);
    const company = input.accCategory === 'company';
    const created = await User.of(tx).insertAndFetch({
      role: 'agent',
      email: person.email,
      username: person.username,
      passwordHash,
      status: 'new',
      emailVerifiedAt: null,
      tokenVersion: 0,
      lang: ctx.lang,
      tierId: link.tier.id,
      uplineId: link.leader.id,
      recruiterId: link.leader.id,
      helperId: link.helperId,
      accountCategory: input.accCategory,
      firstName: input.accFirstName.trim(),
      lastName: blank(input.accLastName),
      accountCompany: company ? blank(input.accCompany) : null,
      identityNo: person.identity,
      phoneCode: input.accCodePhone.trim(),
      phone: input.accPhone.trim(),
    });
    await attachToTree(tx, created.id, link.leader.id);
    await agentEvents.joined.publish(tx, { agentId: created.id });
    return created;
  });
  await sendVerificationCode(ctx, user);
  return { id: user.id, email: user.email };
}

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const OptText = (max: number) => Type.Optional(Type.Union([Text(max), Type.Null()]));

/** The routes of self-registration; appended to the agents module's route table. */
export const selfRegisterRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/user/self-register/info',
    access: 'public',
    summary: "What the recruit link's registration page shows: leader, tier and the tier's terms",
    tags: ['agents'],
    query: Type.Object({ leaderId: Id, tierId: Id }),
    handler: async ({ ctx, query }) => registrationInfo(ctx, query),
  }),
  route({
    method: 'post',
    path: '/user/self-register',
    access: 'public',
    rateLimit: 'verification',
    summary: "Register as an agent through a leader's recruit link; a 6-digit code is mailed",
    tags: ['agents'],
    body: Type.Object({
      comId: Id,
      usrTierId: Id,
      familyDirectId: Id,
      familyHelperId: Type.Optional(Type.Union([Id, Type.Null()])),
      username: Text(64, 1),
      email: Email,
      password: Text(200, 1),
      accCategory: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
      accFirstName: Text(100, 1),
      accLastName: OptText(100),
      accCompany: OptText(191),
      accIdentity: Text(32, 1),
      accCodePhone: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }),
      accPhone: Type.String({ pattern: '^[0-9 -]{6,20}$' }),
      acceptTerms: Type.Boolean(),
    }),
    handler: async ({ ctx, body }) => new Reply(await selfRegister(ctx, body), 'selfreg.registered', 201),
  }),
];
