import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Environment → typed configuration. Every variable is documented in README.md with its
 * default; development defaults are safe, production refuses to start without a real secret.
 */
export interface RateRule {
  points: number;
  seconds: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  uploadDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  jwtRememberTtlSeconds: number;
  bcryptRounds: number;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  trustProxy: boolean;
  logLevel: string;
  jobsEnabled: boolean;
  rateLimits: { login: RateRule; verification: RateRule; forgotPassword: RateRule; general: RateRule };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number, got "${value}"`);
  return n;
}

function rule(value: string | undefined, fallback: RateRule): RateRule {
  // "points/seconds", e.g. "10/300"
  if (!value) return fallback;
  const [points, seconds] = value.split('/').map(Number);
  if (!(points > 0 && seconds > 0)) throw new Error(`Rate limit must look like 10/300, got "${value}"`);
  return { points, seconds };
}

/** Development keeps a generated secret in the data folder so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as Config['env'];
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  let jwtSecret = env.JWT_SECRET || '';
  if (!jwtSecret) {
    if (mode === 'production') throw new Error('JWT_SECRET must be set in production');
    jwtSecret = mode === 'test' ? crypto.randomBytes(32).toString('hex') : developmentSecret(dataDir);
  }
  return {
    env: mode,
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'app.db')}`,
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    jwtSecret,
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 12 * 3600),
    jwtRememberTtlSeconds: int(env.JWT_REMEMBER_TTL_SECONDS, 30 * 24 * 3600),
    bcryptRounds: int(env.BCRYPT_ROUNDS, mode === 'test' ? 4 : 10),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'AgentHub <no-reply@agenthub.local>',
    redisUrl: env.REDIS_URL || null,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    jobsEnabled: env.JOBS !== 'off',
    rateLimits: {
      login: rule(env.RATE_LIMIT_LOGIN, { points: 10, seconds: 300 }),
      verification: rule(env.RATE_LIMIT_VERIFICATION, { points: 10, seconds: 300 }),
      forgotPassword: rule(env.RATE_LIMIT_FORGOT_PASSWORD, { points: 5, seconds: 300 }),
      general: rule(env.RATE_LIMIT_GENERAL, { points: 600, seconds: 60 }),
    },
  };
}
