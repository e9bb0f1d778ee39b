import { DEFAULT_COLOR, PRODUCT_NAME } from '../../../common/constants';
import { NETWORK_FIELDS, type NetworkField, type ThemeImage } from '../../../common/company';
import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import type { FileKind } from '../../platform/storage';
import { invalidateTenants } from '../../platform/tenancy';
import { Company } from './models';

/**
 * Theme (logos, login image, colours, site description) and network (social media and
 * marketplace shop links). The theme is what GET /attribute/data-company serves to every
 * front end before sign-in.
 */

async function company(ctx: Ctx): Promise<Company> {
  const row = await Company.query(ctx.trx).findById(ctx.companyId);
  if (!row) throw new NotFoundError();
  return row;
}

export function themeOf(c: Company) {
  const { storage } = platform();
  return {
    dColorPrimary: c.colorPrimary || DEFAULT_COLOR,
    dColorSecondary: c.colorSecondary || DEFAULT_COLOR,
    webDesc: c.webDesc ?? '',
    logo: storage.url(c.logo),
    logoDark: storage.url(c.logoDark),
    loginImage: storage.url(c.loginImage),
  };
}

export async function getTheme(ctx: Ctx) {
  return themeOf(await company(ctx));
}

/** Site settings as the front ends read them before anyone signs in (docs/rules.md: Theme). */
export async function siteSettingsOf(companyId: number) {
  const c = await Company.query().findById(companyId);
  const { storage } = platform();
  return {
    com_name: c?.name || PRODUCT_NAME,
    web_desc: c?.webDesc || '',
    dcolor_primary: c?.colorPrimary || DEFAULT_COLOR,
    dcolor_secondary: c?.colorSecondary || DEFAULT_COLOR,
    logo_d_l: storage.url(c?.logo ?? null),
    logo_dark: storage.url(c?.logoDark ?? null),
    login_image: storage.url(c?.loginImage ?? null),
  };
}

export interface ThemeInput {
  dColorPrimary: string;
  dColorSecondary: string;
  webDesc?: string | null;
}

export async function saveTheme(ctx: Ctx, input: ThemeInput) {
  const patch: Partial<Company> = { colorPrimary: input.dColorPrimary.toLowerCase(), colorSecondary: input.dColorSecondary.toLowerCase() };
  if (input.webDesc !== undefined) patch.webDesc = input.webDesc?.trim() || null;
  await Company.query(ctx.trx).findById(ctx.companyId).patch(patch);
  invalidateTenants();
  return getTheme(ctx);
}

const COLUMN: Record<ThemeImage, 'logo' | 'logoDark' | 'loginImage'> = { logo: 'logo', logoDark: 'logoDark', loginImage: 'loginImage' };

export type ThemeFiles = Partial<Record<ThemeImage, { buffer: Buffer; kind: FileKind }>>;

/** Stores the images given (one, two or all three), replacing and removing the previous files. */
export async function saveThemeImages(ctx: Ctx, files: ThemeFiles) {
  const given = Object.entries(files) as [ThemeImage, { buffer: Buffer; kind: FileKind }][];
  if (!given.length) throw ValidationError.field('logo', 'upload.required');
  const { storage } = platform();
  const current = await company(ctx);
  const patch: Partial<Company> = {};
  for (const [field, file] of given) patch[COLUMN[field]] = await storage.save(ctx.companyId, 'theme', file.kind, file.buffer);
  await Company.query(ctx.trx).findById(ctx.companyId).patch(patch);
  for (const [field] of given) {
    const old = current[COLUMN[field]];
    if (old) await storage.remove(old);
  }
  invalidateTenants();
  return getTheme(ctx);
}

/** Link rules per network field: the accepted hosts, and the profile URL of a bare username (social media only). */
const NETWORKS: Record<NetworkField, { column: keyof Company; hosts: string[]; profile?: (u: string) => string }> = {
  socmedFb: { column: 'socmedFb', hosts: ['facebook.com', 'fb.com'], profile: (u) => `https://www.facebook.com/${u}` },
  socmedIg: { column: 'socmedIg', hosts: ['instagram.com'], profile: (u) => `https://www.instagram.com/${u}` },
  socmedTiktok: { column: 'socmedTiktok', hosts: ['tiktok.com'], profile: (u) => `https://www.tiktok.com/@${u}` },
  socmedTwitter: { column: 'socmedTwitter', hosts: ['twitter.com', 'x.com'], profile: (u) => `https://x.com/${u}` },
  ecommShopee: { column: 'ecommShopee', hosts: ['shopee.com.my', 'shopee.co.id', 'shopee.sg', 'shopee.com'] },
  ecommLazada: { column: 'ecommLazada', hosts: ['lazada.com.my', 'lazada.co.id', 'lazada.sg', 'lazada.com'] },
  ecommCarousell: { column: 'ecommCarousell', hosts: ['carousell.com.my', 'carousell.com', 'carousell.sg', 'carousell.co.id'] },
  ecommMudah: { column: 'ecommMudah', hosts: ['mudah.my'] },
};

/** The network columns are varchar(255); MariaDB refuses longer text, SQLite would keep it. */
export const NETWORK_LINK_MAX = 255;

/**
 * A full https URL on the network's host, or (social media) a bare username; null when blank.
 * The length is checked on the result: `https://` and percent-encoding make it longer than the input.
 */
export function normaliseLink(field: NetworkField, value: string | null | undefined): string | null {
  const link = normalise(field, value);
  if (link !== null && link.length > NETWORK_LINK_MAX) throw ValidationError.field(field, 'validation.maxLength', { limit: NETWORK_LINK_MAX });
  return link;
}

function normalise(field: NetworkField, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const network = NETWORKS[field];
  const username = /^@?([A-Za-z0-9._-]{1,64})$/.exec(text);
  if (username && network.profile && !text.includes('.')) return network.profile(username[1]);
  if (username && network.profile && /^@/.test(text)) return network.profile(username[1]);
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw ValidationError.field(field, 'network.badLink');
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|vm\.|s\.)/, '');
  if (!network.hosts.includes(host) || url.pathname.length <= 1) {
    // A dotted username (e.g. "shop.name") is a username where the network allows one.
    if (username && network.profile) return network.profile(username[1]);
    throw ValidationError.field(field, 'network.badLink');
  }
  url.protocol = 'https:';
  return url.toString().replace(/\/$/, '');
}

export function networkOf(c: Company) {
  return Object.fromEntries(NETWORK_FIELDS.map((f) => [f, (c[NETWORKS[f].column] as string | null) ?? null])) as Record<NetworkField, string | null>;
}

export async function getNetwork(ctx: Ctx) {
  return networkOf(await company(ctx));
}

export async function saveNetwork(ctx: Ctx, input: Partial<Record<NetworkField, string | null>>) {
  const patch: Record<string, string | null> = {};
  const errors: ValidationError[] = [];
  for (const field of Object.keys(input) as NetworkField[]) {
    try {
      patch[NETWORKS[field].column] = normaliseLink(field, input[field]);
    } catch (err) {
      if (err instanceof ValidationError) errors.push(err);
      else throw err;
    }
  }
  if (errors.length) throw new ValidationError(Object.assign({}, ...errors.map((e) => e.fields)));
  if (Object.keys(patch).length) await Company.query(ctx.trx).findById(ctx.companyId).patch(patch);
  return getNetwork(ctx);
}
