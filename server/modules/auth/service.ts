import { translate } from '../../../common/messages';
import type { Ctx, UserCtx } from '../../platform/context';
import type { AppError } from '../../platform/errors';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import { inTransaction } from '../../platform/tx';
import { addSeconds, clock, dbTimeToDate, nowDb, toDbTime } from '../../platform/time';
import { User, UserToken, type TokenPurpose } from '../users';
import { userDetail } from '../account';
import { sendWelcomeGreeting } from '../content';
import { assertStrongPassword, hashPassword, passwordMatches } from '../users';
import { hashCode, hashSecret, randomCode, randomSecret, signToken } from './tokens';

/**
 * Sign-in and everything around passwords and e-mail verification.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Wrong e-mail and wrong password give the same 401 message; unknown e-mails on forgot-password
 *   and resend-verification get the same success message as known ones (no account discovery).
 * - `type` ('hq' | 'member') is accepted for the login form's sake; the role comes from the user.
 * - Verification codes live 15 minutes and allow 5 wrong tries; password links live 60 minutes
 *   and work once; staff invitations (same mechanism) live 7 days.
 * - A password link always opens `/reset-password` on the company's site (`ctx.origin`, from its
 *   primary domain); the `url` and `domain` older clients send are accepted and ignored.
 */
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_TTL_SECONDS = 60 * 60;
export const INVITE_TTL_SECONDS = 7 * 24 * 3600;

const normEmail = (email: string) => email.trim().toLowerCase();

function findByEmail(ctx: Ctx, email: string) {
  return User.of(ctx).findOne({ email: normEmail(email) });
}

export async function login(ctx: Ctx, input: { email: string; password: string; comId?: number; remember?: boolean }) {
  if (input.comId !== undefined && input.comId !== ctx.companyId) throw new ForbiddenError('auth.wrongCompany');
  const user = await findByEmail(ctx, input.email);
  const matches = await passwordMatches(input.password, user?.passwordHash ?? null);
  if (!user || !matches || user.role === 'customer') throw new UnauthenticatedError('auth.invalidCredentials');
  if (user.status === 'suspended') throw new ForbiddenError('auth.suspended');
  if (!user.emailVerifiedAt) throw new ForbiddenError('auth.unverified');
  // A locked company: HQ still signs in, to reach the subscription pages (the pipeline lets it
  // call only the routes marked allowLocked); staff and agents are refused.
  const locked = Boolean(ctx.company.disallowLogin);
  if (locked && user.role !== 'hq') throw new ForbiddenError('auth.companyLockedAgent');
  await User.of(ctx).findById(user.id).patch({ lastLoginAt: nowDb() });
  const { token, expiresIn } = signToken(user, input.remember);
  return { locked, session: { token, tokenType: 'Bearer', expiresIn, user: await userDetail(ctx, user.id) } };
}

/** Issues a new one-time token of a purpose, retiring the user's earlier ones. */
async function issueToken(ctx: Ctx, user: User, purpose: TokenPurpose, hash: string, ttlSeconds: number) {
  await UserToken.of(ctx).where({ userId: user.id, purpose }).whereNull('usedAt').patch({ usedAt: nowDb() });
  await UserToken.of(ctx).insert({
    userId: user.id,
    purpose,
    tokenHash: hash,
    attempts: 0,
    expiresAt: toDbTime(addSeconds(clock.now(), ttlSeconds)),
  });
}

function mailLang(ctx: Ctx, user: User) {
  return user.lang ?? ctx.lang;
}

/** Sends a fresh 6-digit code to the user's e-mail. Used by registration and resend. */
export async function sendVerificationCode(ctx: Ctx, user: User): Promise<void> {
  const code = randomCode();
  await issueToken(ctx, user, 'verify', hashCode(user.id, code), CODE_TTL_SECONDS);
  const lang = mailLang(ctx, user);
  const params = { name: user.fullName, code, minutes: CODE_TTL_SECONDS / 60, company: ctx.company.name };
  await platform().mailer.send({
    companyId: ctx.companyId,
    to: user.email,
    subject: translate('mail.verify.subject', lang, params),
    body: translate('mail.verify.body', lang, params),
  });
}

export async function verifyEmail(ctx: Ctx, input: { email: string; code: string }) {
  // A wrong code must still count as an attempt, so the transaction commits and the refusal is
  // thrown after it.
  const outcome = await inTransaction(ctx, async (tx): Promise<{ already: boolean; user?: User } | { refusal: AppError }> => {
    const user = await findByEmail(tx, input.email);
    if (!user) return { refusal: ValidationError.field('code', 'verify.invalidCode') };
    if (user.emailVerifiedAt) return { already: true };
    const token = await UserToken.of(tx).where({ userId: user.id, purpose: 'verify' }).whereNull('usedAt').orderBy('id', 'desc').first();
    if (!token) return { refusal: ValidationError.field('code', 'verify.expired') };
    if (token.attempts >= CODE_MAX_ATTEMPTS) return { refusal: ValidationError.field('code', 'verify.tooManyAttempts') };
    if (dbTimeToDate(token.expiresAt) <= clock.now()) return { refusal: ValidationError.field('code', 'verify.expired') };
    if (token.tokenHash !== hashCode(user.id, input.code)) {
      await UserToken.of(tx)
        .findById(token.id)
        .patch({ attempts: token.attempts + 1 });
      const key = token.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'verify.tooManyAttempts' : 'verify.invalidCode';
      return { refusal: ValidationError.field('code', key) };
    }
    const now = nowDb();
    await UserToken.of(tx).findById(token.id).patch({ usedAt: now });
    await User.of(tx).findById(user.id).patch({ emailVerifiedAt: now });
    return { already: false, user };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  // An agent who registered itself (recruit link) gets its tier's welcoming e-mail once verified.
  if (outcome.user?.role === 'agent') await sendWelcomeGreeting(ctx, outcome.user);
  return { verified: true, already: outcome.already };
}

export async function resendVerification(ctx: Ctx, input: { email: string }): Promise<void> {
  const user = await findByEmail(ctx, input.email);
  if (user && !user.emailVerifiedAt && user.status !== 'suspended') await sendVerificationCode(ctx, user);
}

/** Mails a one-time link for setting a password (forgot password, staff and agent invitations). */
export async function sendPasswordLink(ctx: Ctx, user: User, purpose: 'reset' | 'invite'): Promise<void> {
  const { secret, hash } = randomSecret();
  const ttl = purpose === 'invite' ? INVITE_TTL_SECONDS : RESET_TTL_SECONDS;
  await issueToken(ctx, user, purpose, hash, ttl);
  const link = `${ctx.origin}/reset-password?token=${encodeURIComponent(secret)}`;
  const lang = mailLang(ctx, user);
  const params = { name: user.fullName, link, minutes: ttl / 60, company: ctx.company.name };
  await platform().mailer.send({
    companyId: ctx.companyId,
    to: user.email,
    subject: translate(purpose === 'invite' ? 'mail.invite.subject' : 'mail.reset.subject', lang, params),
    body: translate(purpose === 'invite' ? 'mail.invite.body' : 'mail.reset.body', lang, params),
  });
}

export async function forgotPassword(ctx: Ctx, input: { email: string }): Promise<void> {
  const user = await findByEmail(ctx, input.email);
  if (user && user.status !== 'suspended' && user.role !== 'customer') await sendPasswordLink(ctx, user, 'reset');
}

export async function createPassword(ctx: Ctx, input: { token: string; password: string }): Promise<void> {
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    const token = await UserToken.of(tx)
      .findOne({ tokenHash: hashSecret(input.token) })
      .whereIn('purpose', ['reset', 'invite']);
    if (!token || token.usedAt || dbTimeToDate(token.expiresAt) <= clock.now()) {
      throw ValidationError.field('token', 'password.tokenInvalid');
    }
    const user = await User.of(tx).findById(token.userId);
    if (!user || user.status === 'suspended') throw ValidationError.field('token', 'password.tokenInvalid');
    const now = nowDb();
    await UserToken.of(tx).findById(token.id).patch({ usedAt: now });
    await User.of(tx)
      .findById(user.id)
      .patch({
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        status: token.purpose === 'invite' && user.status === 'new' ? 'active' : user.status,
      });
  });
}

export async function changePassword(ctx: UserCtx, input: { password: string; old_password: string }) {
  const user = await User.of(ctx).findById(ctx.user.id);
  if (!user || !(await passwordMatches(input.old_password, user.passwordHash))) {
    throw ValidationError.field('old_password', 'password.oldWrong');
  }
  assertStrongPassword(input.password);
  if (await passwordMatches(input.password, user.passwordHash)) throw ValidationError.field('password', 'password.sameAsOld');
  const tokenVersion = user.tokenVersion + 1;
  await User.of(ctx)
    .findById(user.id)
    .patch({ passwordHash: await hashPassword(input.password), tokenVersion });
  // Every earlier token is now void; this session continues with a new one.
  return signToken({ ...user, tokenVersion });
}
