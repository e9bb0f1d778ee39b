import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';

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
  /** Express's `trust proxy`: how many proxy hops, or which proxy addresses, may set X-Forwarded-For. */
  trustProxy: false | number | string[];
  /** Scheme of the links the server mails (https in production). */
  publicScheme: 'http' | 'https';
  /** Port of those links; null for the scheme's own port. 0 until a listener on port 0 learns its port. */
  publicPort: number | null;
  logLevel: string;
  jobsEnabled: boolean;
  rateLimits: { login: RateRule; verification: RateRule; forgotPassword: RateRule; general: RateRule; selfRegister: RateRule; storePublic: RateRule; storeCheckout: RateRule };
  /** Encrypts stored secrets (server/platform/secrets.ts). */
  secretsKey: string;
  /** The product's own Billplz account (the default gateway account) or the local simulator. */
  gateway: GatewayConfig;
  /** LHDN MyInvois hosts (server/modules/einvoice), or the local simulator. */
  einvoice: EinvoiceConfig;
}

export interface EinvoiceConfig {
  /** Identity service (POST /connect/token), API and invoicing portal (validation links); the simulator's once it runs. */
  identityUrl: string;
  apiUrl: string;
  portalUrl: string;
  /** Start the local MyInvois simulator in-process and use it (development, demo and tests). */
  simulator: boolean;
}

/** LHDN's hosts (docs/einvoice.md): the identity service shares the API host in both environments. */
export const MYINVOIS_HOSTS = {
  production: { identityUrl: 'https://api.myinvois.hasil.gov.my', apiUrl: 'https://api.myinvois.hasil.gov.my', portalUrl: 'https://myinvois.hasil.gov.my' },
  sandbox: { identityUrl: 'https://preprod-api.myinvois.hasil.gov.my', apiUrl: 'https://preprod-api.myinvois.hasil.gov.my', portalUrl: 'https://preprod.myinvois.hasil.gov.my' },
} as const;

function einvoiceConfig(env: NodeJS.ProcessEnv, mode: Config['env']): EinvoiceConfig {
  const setting = (env.MYINVOIS_SIMULATOR || '').toLowerCase();
  if (setting && !['on', 'off'].includes(setting)) throw new Error(`MYINVOIS_SIMULATOR must be on or off, got "${env.MYINVOIS_SIMULATOR}"`);
  const target = (env.MYINVOIS_ENV || '').toLowerCase();
  if (target && target !== 'production' && target !== 'sandbox') throw new Error(`MYINVOIS_ENV must be production or sandbox, got "${env.MYINVOIS_ENV}"`);
  const simulator = setting ? setting === 'on' : mode !== 'production' && !target && !env.MYINVOIS_API_URL;
  if (simulator && mode === 'production') throw new Error('MYINVOIS_SIMULATOR cannot be on in production');
  if (simulator) return { identityUrl: '', apiUrl: '', portalUrl: '', simulator };
  const hosts = MYINVOIS_HOSTS[target === 'sandbox' ? 'sandbox' : 'production'];
  const url = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');
  const apiUrl = url(env.MYINVOIS_API_URL, hosts.apiUrl);
  return { identityUrl: url(env.MYINVOIS_IDENTITY_URL, env.MYINVOIS_API_URL || hosts.identityUrl), apiUrl, portalUrl: url(env.MYINVOIS_PORTAL_URL, hosts.portalUrl), simulator };
}

export interface GatewayConfig {
  /** Billplz API base, e.g. https://www.billplz.com/api; the simulator's once it runs. */
  baseUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /** Admin fee in minor units, charged to the payer on top of the amount. */
  adminFee: number;
  /** Start the local simulator in-process and use it as the default account (development and tests). */
  simulator: boolean;
}

const BILLPLZ_PRODUCTION_URL = 'https://www.billplz.com/api';

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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a hop count ("1", "2") or proxy addresses/CIDRs ("10.0.0.1, 10.1.0.0/16",
 * "loopback"). Trusting every hop would let any client name its own address in
 * X-Forwarded-For and step around the rate limits, so "true" means one hop.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, range, extra] = entry.split('/');
    const valid = PROXY_NAMES.has(entry) || (extra === undefined && net.isIP(address) !== 0 && (range === undefined || /^\d{1,3}$/.test(range) || net.isIP(range) !== 0));
    if (!valid) throw new Error(`TRUST_PROXY must be a hop count or proxy addresses/CIDRs separated by commas, got "${value}"`);
  }
  return entries;
}

function publicScheme(value: string | undefined, mode: Config['env']): Config['publicScheme'] {
  if (!value) return mode === 'production' ? 'https' : 'http';
  if (value !== 'http' && value !== 'https') throw new Error(`PUBLIC_SCHEME must be http or https, got "${value}"`);
  return value;
}

function publicPort(value: string | undefined, mode: Config['env'], listening: number): number | null {
  if (value === undefined || value === '') return mode === 'production' ? null : listening;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PUBLIC_PORT must be a port number, got "${value}"`);
  return port;
}

/** Development keeps a generated secret in the data folder so tokens (and encrypted secrets) survive restarts. */
function developmentSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
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
  let secretsKey = env.SECRETS_KEY || '';
  if (secretsKey && secretsKey.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters');
  if (!secretsKey) {
    if (mode === 'production') throw new Error('SECRETS_KEY must be set in production (32+ characters)');
    secretsKey = mode === 'test' ? crypto.randomBytes(32).toString('hex') : developmentSecret(dataDir, 'secrets-key');
  }
  const apiKey = env.BILLPLZ_API_KEY || '';
  const simulatorSetting = (env.BILLPLZ_SIMULATOR || '').toLowerCase();
  if (simulatorSetting && !['on', 'off'].includes(simulatorSetting)) throw new Error(`BILLPLZ_SIMULATOR must be on or off, got "${env.BILLPLZ_SIMULATOR}"`);
  const simulator = simulatorSetting ? simulatorSetting === 'on' : mode !== 'production' && !apiKey;
  if (simulator && mode === 'production') throw new Error('BILLPLZ_SIMULATOR cannot be on in production');
  const adminFee = int(env.BILLPLZ_ADMIN_FEE, 100);
  if (!Number.isSafeInteger(adminFee) || adminFee < 0) throw new Error(`BILLPLZ_ADMIN_FEE must be a whole number of minor units ≥ 0, got "${env.BILLPLZ_ADMIN_FEE}"`);
  const generated = () => crypto.randomBytes(12).toString('hex');
  const gateway: GatewayConfig = simulator
    ? // Credentials the in-process simulator is started with; baseUrl is set once it listens.
      { baseUrl: '', apiKey: `sim-${generated()}`, collectionId: `simcoll-${generated().slice(0, 8)}`, xSignatureKey: `simx-${generated()}`, adminFee, simulator }
    : {
        baseUrl: (env.BILLPLZ_BASE_URL || BILLPLZ_PRODUCTION_URL).replace(/\/+$/, ''),
        apiKey,
        collectionId: env.BILLPLZ_COLLECTION_ID || '',
        xSignatureKey: env.BILLPLZ_X_SIGNATURE_KEY || '',
        adminFee,
        simulator,
      };
  const port = int(env.PORT, 3000);
  return {
    env: mode,
    port,
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicScheme: publicScheme(env.PUBLIC_SCHEME, mode),
    publicPort: publicPort(env.PUBLIC_PORT, mode, port),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    jobsEnabled: env.JOBS !== 'off',
    rateLimits: {
      login: rule(env.RATE_LIMIT_LOGIN, { points: 10, seconds: 300 }),
      verification: rule(env.RATE_LIMIT_VERIFICATION, { points: 10, seconds: 300 }),
      forgotPassword: rule(env.RATE_LIMIT_FORGOT_PASSWORD, { points: 5, seconds: 300 }),
      general: rule(env.RATE_LIMIT_GENERAL, { points: 600, seconds: 60 }),
      // Per target e-mail address and per recruit link (leader), whatever the client's address.
      selfRegister: rule(env.RATE_LIMIT_SELF_REGISTER, { points: 10, seconds: 3600 }),
      // The public stores (docs/stores.md): reads per address, and checkouts per address and e-mail.
      storePublic: rule(env.RATE_LIMIT_STORE_PUBLIC, { points: 300, seconds: 60 }),
      storeCheckout: rule(env.RATE_LIMIT_STORE_CHECKOUT, { points: 10, seconds: 300 }),
    },
    secretsKey,
    gateway,
    einvoice: einvoiceConfig(env, mode),
  };
}
