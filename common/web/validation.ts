import type { MessageKey } from '../messages';
import { passwordFailures } from '../password';

/**
 * Client-side checks that mirror the server's schemas, answering with the server's own message
 * keys (common/messages.ts), so a field shows the same text whether the browser or the server
 * caught the mistake. Checks the server has no counterpart for use keys of the browser
 * catalogue (`common.…`).
 */
export interface Problem {
  key: MessageKey | `common.${string}`;
  params?: Record<string, unknown>;
}
export type Check = (value: string) => Problem | null;
export type Rules<T> = Partial<Record<keyof T, Check[]>>;

export const required: Check = (v) => (v.trim() ? null : { key: 'validation.required' });

export const maxLength =
  (limit: number): Check =>
  (v) =>
    v.length > limit ? { key: 'validation.maxLength', params: { limit } } : null;

/** Blank passes; otherwise the whole value must match. */
export const matches =
  (pattern: RegExp): Check =>
  (v) =>
    !v || pattern.test(v) ? null : { key: 'validation.invalid' };

export const email: Check = (v) => (!v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : { key: 'validation.email' });

export const strongPassword: Check = (v) => (passwordFailures(v).length ? { key: 'password.weak' } : null);

/** Host names each social network's links may use, as the server accepts them. */
export const SOCIAL_HOSTS = {
  socmedUrlFacebook: ['facebook.com', 'fb.com'],
  socmedUrlInstagram: ['instagram.com'],
  socmedUrlTiktok: ['tiktok.com'],
  socmedUrlTwitter: ['twitter.com', 'x.com'],
} as const;

/** A social link is a username or a full link to a profile on that network (docs/rules.md). */
export const socialLink =
  (hosts: readonly string[]): Check =>
  (value) => {
    const text = value.trim();
    if (!text || /^@?[A-Za-z0-9._-]{1,64}$/.test(text)) return null;
    try {
      const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
      const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|vm\.)/, '');
      if (hosts.includes(host) && url.pathname.length > 1) return null;
    } catch {
      // not a URL either
    }
    return { key: 'validation.socialLink' };
  };

/** The first problem of each field that has one. */
export function validate<T extends Record<string, string>>(values: T, rules: Rules<T>): Partial<Record<keyof T, Problem>> {
  const problems: Partial<Record<keyof T, Problem>> = {};
  for (const field of Object.keys(rules) as (keyof T)[]) {
    for (const check of rules[field] ?? []) {
      const problem = check(values[field] ?? '');
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}
