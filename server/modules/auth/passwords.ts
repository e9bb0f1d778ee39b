import bcrypt from 'bcrypt';
import { passwordFailures } from '../../../common/password';
import { ValidationError } from '../../platform/errors';
import { platform } from '../../platform';

/** A hash to compare against when the user does not exist, so timing does not reveal it. */
const DUMMY_HASH = '$2b$04$CwTycUXWue0Thq9StjUM0uJ8e3aG1yY5b6oH2ZlJjz0t7lP6oYt1e';

export function assertStrongPassword(password: string, field = 'password'): void {
  if (passwordFailures(password).length) throw ValidationError.field(field, 'password.weak');
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, platform().config.bcryptRounds);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== null;
}
