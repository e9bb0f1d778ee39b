import { Type } from '@sinclair/typebox';
import type { UserCtx } from '../../platform/context';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { inTransaction } from '../../platform/tx';
import { Str, Email, Id } from '../../platform/http/schemas';
import { saveAccount, saveBank, type AccountInput } from '../account';
import { accountFields, normIdentity, optionalBankFields, requiredIdentity } from '../account';
import { sendPasswordLink } from '../auth';
import { sendWelcomeGreeting } from '../content';
import { Tier } from '../tiers';
import { User } from '../users';
import { agentEvents } from './events';
import { attachToTree } from './genealogy';

/**
 * HQ registers an agent (`POST /agent-registration`, HQ or staff with 'add_user'): every Account
 * detail and Bank detail field of docs/rules.md, tier, upline (familyDirectId) and helper
 * (familyHelperId), e-mail and username.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - The address and the bank are validated and stored by the account module's own
 *   `saveAccount`/`saveBank` (run for the new agent inside the registration's transaction), so
 *   HQ and the agent's profile page accept exactly the same details. The bank group is optional,
 *   but all of company, number and holder name once any bank field is given.
 * - The identity number is required (it identifies the agent in the agent database and is
 *   checked for duplicates ignoring spaces, dashes and case); e-mail and username are checked
 *   case-insensitively. Every duplicate comes back in one 422 on its field.
 * - The upline, when given, must be an agent of the company whose tier ranks strictly higher
 *   (smaller rank number) than the new agent's tier — the rule of recruit links; without an upline
 *   the agent is a root of the network. The helper must be an agent of the company.
 * - The agent starts as 'new' and unverified; the password link (invite) proves the e-mail and
 *   makes it 'active'. The invite and the tier's welcoming e-mail are sent after the commit, so
 *   a mail failure never undoes the registration (HQ can send a password link again).
 */
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;

export const AgentRegistrationBody = Type.Object({
  email: Email,
  username: Str(50, 3),
  usrTierId: Id,
  familyDirectId: Type.Optional(Type.Union([Id, Type.Null()])),
  familyHelperId: Type.Optional(Type.Union([Id, Type.Null()])),
  /** Accepted from older clients and ignored: the password link always opens the company's /reset-password. */
  url: Type.Optional(Str(500)),
  ...accountFields,
  ...requiredIdentity,
  ...optionalBankFields,
});

export type AgentRegistrationInput = typeof AgentRegistrationBody.static;

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

async function check(ctx: UserCtx, input: AgentRegistrationInput) {
  const errors: FieldErrors = {};
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  if (!USERNAME.test(username)) errors.username = { key: 'agents.usernameFormat' };
  else if (await User.of(ctx).whereRaw('lower(username) = ?', [username.toLowerCase()]).first()) errors.username = { key: 'agents.usernameTaken' };
  if (await User.of(ctx).whereRaw('lower(email) = ?', [email]).first()) errors.email = { key: 'agents.emailTaken' };
  const identity = normIdentity(input.accIdentity);
  if (!identity) errors.accIdentity = { key: 'validation.required' };
  else if (await User.of(ctx).whereRaw("upper(replace(replace(identity_no, ' ', ''), '-', '')) = ?", [identity]).first()) {
    errors.accIdentity = { key: 'agents.identityTaken' };
  }
  const tier = await Tier.of(ctx).findById(input.usrTierId);
  if (!tier) errors.usrTierId = { key: 'agents.tierNotFound' };
  if (input.familyDirectId) {
    const upline = await User.of(ctx).findById(input.familyDirectId).where('role', 'agent').withGraphFetched('tier');
    if (!upline) errors.familyDirectId = { key: 'agents.uplineNotFound' };
    else if (tier && (!upline.tier || upline.tier.rankNumber >= tier.rankNumber)) errors.familyDirectId = { key: 'agents.uplineRank' };
  }
  if (input.familyHelperId && !(await User.of(ctx).findById(input.familyHelperId).where('role', 'agent'))) {
    errors.familyHelperId = { key: 'agents.helperNotFound' };
  }
  const bankGiven = [input.accBankCompany, input.accBankNumber, input.accBankName, input.accBankIdentity].some(filled);
  if (bankGiven) {
    for (const field of ['accBankCompany', 'accBankNumber', 'accBankName'] as const) {
      if (!filled(input[field])) errors[field] = { key: 'validation.required' };
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { email, username, identity: input.accIdentity.trim(), bankGiven };
}

export async function registerAgent(ctx: UserCtx, input: AgentRegistrationInput): Promise<{ id: number; email: string; username: string }> {
  const user = await inTransaction(ctx, async (tx) => {
    const ok = await check(tx, input);
    const created = await User.of(tx).insertAndFetch({
      role: 'agent',
      email: ok.email,
      username: ok.username,
      passwordHash: null,
      status: 'new',
      emailVerifiedAt: null,
      tokenVersion: 0,
      tierId: input.usrTierId,
      uplineId: input.familyDirectId ?? null,
      recruiterId: input.familyDirectId ?? null,
      helperId: input.familyHelperId ?? null,
      firstName: input.accFirstName.trim(),
    });
    // The account module validates and stores the details exactly as on the agent's own profile.
    const asAgent = { ...tx, user: { ...tx.user, id: created.id } };
    const { email: _e, username: _u, usrTierId: _t, familyDirectId: _d, familyHelperId: _h, url: _url, ...details } = input;
    await saveAccount(asAgent, { ...(details as AccountInput), accIdentity: ok.identity });
    if (ok.bankGiven) {
      await saveBank(asAgent, {
        accBankCountry: input.accBankCountry ?? input.companyCountry,
        accBankCompany: input.accBankCompany!.trim(),
        accBankNumber: input.accBankNumber!.trim(),
        accBankName: input.accBankName!,
        accBankIdentity: input.accBankIdentity ?? undefined,
      });
    }
    await attachToTree(tx, created.id, created.uplineId);
    await agentEvents.joined.publish(tx, { agentId: created.id });
    return (await User.of(tx).findById(created.id))!;
  });
  await sendPasswordLink(ctx, user, 'invite');
  await sendWelcomeGreeting(ctx, user);
  return { id: user.id, email: user.email, username: user.username! };
}
