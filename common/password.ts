/**
 * The password rule (docs/rules.md, Validation): at least 8 characters with an uppercase letter, a lowercase
 * letter, a number and a special character. The server enforces it; the forms show each check live.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_CHECKS = [
  { key: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'number', test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordCheck = (typeof PASSWORD_CHECKS)[number]['key'];

/** The checks a password fails; empty when it passes. */
export function passwordFailures(password: string): PasswordCheck[] {
  return PASSWORD_CHECKS.filter((c) => !c.test(password)).map((c) => c.key);
}
