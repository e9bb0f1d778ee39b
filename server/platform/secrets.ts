import crypto from 'node:crypto';
import { platform } from './index';

/**
 * Secrets at rest (integration credentials): JSON encrypted with AES-256-GCM.
 *
 * Stored text: `v1:<iv>.<tag>.<ciphertext>` (each base64url): a random 12-byte IV per value, the
 * 16-byte GCM authentication tag, and the ciphertext of the JSON. `v1` is the key version: the key
 * is SHA-256 of the configured SECRETS_KEY (server/config.ts; production refuses to start without
 * one of 32+ characters, development keeps a generated key in the data folder, tests use a random
 * key per process). A later key rotation adds `v2` with the new key and keeps reading `v1`.
 * Anything altered — IV, tag, ciphertext, version — or a wrong key fails with SecretsError; a
 * decryption never returns garbage.
 */
export const SECRETS_VERSION = 'v1';

export class SecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsError';
  }
}

/** The 32-byte AES key of a configured secret. */
export function deriveKey(secret: string): Buffer {
  if (!secret) throw new SecretsError('No secrets key configured');
  return crypto.createHash('sha256').update(secret, 'utf8').digest();
}

const configuredKey = () => deriveKey(platform().config.secretsKey);

export function encryptJson(value: unknown, key: Buffer = configuredKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${SECRETS_VERSION}:${iv.toString('base64url')}.${tag.toString('base64url')}.${data.toString('base64url')}`;
}

export function decryptJson<T = unknown>(text: string, key: Buffer = configuredKey()): T {
  const match = /^v1:([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)$/.exec(text ?? '');
  if (!match) throw new SecretsError('Not an encrypted value of a known version');
  const iv = Buffer.from(match[1], 'base64url');
  const tag = Buffer.from(match[2], 'base64url');
  if (iv.length !== 12 || tag.length !== 16) throw new SecretsError('Malformed encrypted value');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(match[3], 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    throw new SecretsError('The encrypted value was altered or the key is wrong');
  }
}
