import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import { passwordFailures } from '../../../common/password';
import { ValidationError } from '../../platform/errors';
import { platform } from '../../platform';

/**
 * A hash of the configured cost to compare against when the user does not exist, so that an
 * unknown e-mail takes as long as a wrong password. Made on first need, again if the cost changes.
 */
let dummy: { rounds: number; hash: Promise<string> } | null = null;
function dummyHash(): Promise<string> {
  const rounds = platform().config.bcryptRounds;
  if (dummy?.rounds !== rounds) dummy = { rounds, hash: bcrypt.hash(crypto.randomBytes(16).toString('hex'), rounds) };
  return dummy.hash;
}

export function assertStrongPassword(password: string, field = 'password'): void {
  if (passwordFailures(password).length) throw ValidationError.field(field, 'password.weak');
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, platform().config.bcryptRounds);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? (await dummyHash()));
  return ok && hash !== null;
}
