import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Ctx, TenantInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { companyBaseUrl } from '../../platform/tenancy';
import { platform } from '../../platform';
import { majorText } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import { STORE_SLUG, type StoreProductView, type StoreView } from '../../../common/api/store';
import { productOf, sitemapProducts, storeView } from './catalogue';
import { publicStore, storeUrl, urlName } from './shared';
import { affiliateRedirect } from './affiliate-pages';

/**
 * The store's pages as the server answers them (docs/stores.md, "Pages served by the server"): the
 * store app's index.html (dist/store, built from store/) with the head a link preview and a search
 * engine read — title, description, canonical link, Open Graph, Twitter card, and on a product page
 * schema.org Product JSON-LD — plus the store's data for the app's first paint; per store a
 * sitemap.xml and robots.txt. Every value is HTML-escaped in attributes and text, and JSON in a
 * script is written with `<`, `>`, `&` and the line separators escaped, so a product named
 * `</script><script>…` stays text. Absolute URLs are built from the company's registered domain
 * (companyBaseUrl), never the request's Host. A store of another company, an unknown slug or a
 * product the store does not sell is a 404 page.
 */

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** JSON safe inside a <script> element. */
export const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Store</title>
</head>
<body>
<div id="root"></div>
</body>
</html>`;

let template: { file: string; mtimeMs: number; html: string; version: number } | null = null;
let templates = 0;

/** dist/store/index.html, read again when it changes (a new version then); the minimal shell when the app is not built. */
function shellHtml(distDir: string): { html: string; version: number } {
  const file = path.join(distDir, 'index.html');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return { html: SHELL, version: 0 };
  }
  if (!template || template.file !== file || template.mtimeMs !== stat.mtimeMs) template = { file, mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8'), version: ++templates };
  return template;
}

const absolute = (origin: string, url: string | null) => (!url ? null : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

const plain = (text: string | null, max = 160) => {
  const t = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

interface Head {
  /** The picture the page shows largest (the store's banner, the product's cover): fetched with the HTML, before the app asks for it. */
  preload: string | null;
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'website' | 'product';
  siteName: string;
  lang: string;
  extra: string[];
  data: unknown;
}

export function render(html: string, head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | null) => (value ? `<meta ${attr}="${key}" content="${esc(value)}">` : '');
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${esc(head.url)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.extra,
    `<script id="store-data" type="application/json">${scriptJson(head.data)}</script>`,
  ].filter(Boolean);
  // The largest picture is asked for right after the title, ahead of the app's script and style.
  const title = `<title>${esc(head.title)}</title>${head.preload ? `\n<link rel="preload" as="image" href="${esc(head.preload)}" fetchpriority="high">` : ''}`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}</head>`);
  out = out.replace(/<\/head>/i, () => `${tags.join('\n')}\n</head>`);
  return out.replace(/<html([^>]*)\blang="[^"]*"/i, (_m, before: string) => `<html${before}lang="${esc(head.lang)}"`);
}

function productHead(ctx: Ctx, store: StoreView, p: StoreProductView): Head {
  const currency = ctx.company.currency as Currency;
  const url = `${storeUrl(ctx, store.slug)}/p/${p.id}-${p.urlName}`;
  const images = [p.coverImageUrl, ...p.images].map((i) => absolute(ctx.origin, i)).filter((i): i is string => Boolean(i));
  const price = majorText(p.price, currency);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    image: images,
    description: plain(p.description, 500) || undefined,
    category: p.categoryName ?? undefined,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: currency,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: store.name },
    },
  };
  return {
    preload: p.coverImageUrl ?? p.images[0] ?? null,
    title: `${p.name} | ${store.name}`,
    description: plain(p.description) || `${p.name} · ${currency} ${price} · ${store.name}`,
    url,
    image: images[0] ?? absolute(ctx.origin, store.logoUrl),
    type: 'product',
    siteName: store.name,
    lang: ctx.lang,
    extra: [
      `<meta property="product:price:amount" content="${esc(price)}">`,
      `<meta property="product:price:currency" content="${esc(currency)}">`,
      `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    ],
    data: { store, product: p },
  };
}

function storeHead(ctx: Ctx, store: StoreView, home: boolean): Head {
  return {
    preload: home ? store.bannerUrl : null,
    title: store.name,
    description: plain(store.about) || `${store.name} · ${ctx.company.name}`,
    url: storeUrl(ctx, store.slug),
    image: absolute(ctx.origin, store.bannerUrl ?? store.logoUrl),
    type: 'website',
    siteName: store.name,
    lang: ctx.lang,
    extra: [],
    data: { store },
  };
}

const NOT_FOUND_HTML = (lang: string) =>
  `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>404</title></head><body><h1>404</h1><p>${
    lang === 'ms' ? 'Kedai atau produk ini tidak dijumpai.' : lang === 'id' ? 'Toko atau produk ini tidak ditemukan.' : 'This store or product was not found.'
  }</p></body></html>`;

type ResolveTenant = (host: string) => Promise<TenantInfo | null>;

// ------------------------------------------------------------------ page cache

/** A rendered page with its gzip form and entity tag. */
interface RenderedPage {
  html: string;
  gzip: Buffer;
  etag: string;
}

/**
 * A page is rendered at most once a second per company, language, store and product (a phone
 * shared in a group chat brings many visitors at once): a page younger than PAGE_FRESH_MS is
 * answered from memory; an older one, up to PAGE_STALE_MS, is answered while one new render runs
 * for the next visitors; older than that, or never rendered, the visitor waits for the render
 * (parallel visitors share it). So what a page shows is at most a second or two old (the data the
 * app paints first; its later calls are live, and checkout checks prices and stock again). Only
 * pages that rendered are kept (an unknown slug or product is never), at most PAGE_CACHE_MAX of
 * them, the oldest dropped first; each process keeps its own. A page is shared by every visitor:
 * nothing of the visitor (a cookie, a session, a customer's orders) may go into its HTML.
 */
const PAGE_FRESH_MS = 1_000;
const PAGE_STALE_MS = 10_000;
const PAGE_CACHE_MAX = 2_000;

interface CacheEntry {
  page: RenderedPage | null;
  renderedAt: number;
  pending: Promise<RenderedPage> | null;
}
const pageCache = new Map<string, CacheEntry>();

/** Forgets every rendered page (tests that change a store and read its page at once). */
export function clearStorePageCache(): void {
  pageCache.clear();
}

function rendered(html: string): RenderedPage {
  return { html, gzip: zlib.gzipSync(html), etag: `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"` };
}

function cachedPage(key: string, render: () => Promise<string>): Promise<RenderedPage> {
  const now = Date.now();
  let entry = pageCache.get(key);
  if (entry?.page && now - entry.renderedAt < PAGE_FRESH_MS) return Promise.resolve(entry.page);
  if (!entry) {
    if (pageCache.size >= PAGE_CACHE_MAX) pageCache.delete(pageCache.keys().next().value!);
    entry = { page: null, renderedAt: 0, pending: null };
    pageCache.set(key, entry);
  }
  const e = entry;
  if (!e.pending) {
    const pending = render().then(
      (html) => {
        e.page = rendered(html);
        e.renderedAt = Date.now();
        e.pending = null;
        return e.page;
      },
      (error: unknown) => {
        // Gone (a store closed, a product no longer sold) or failing: nothing is kept.
        if (pageCache.get(key) === e) pageCache.delete(key);
        throw error;
      },
    );
    e.pending = pending;
    pending.catch(() => undefined);
  }
  return e.page && now - e.renderedAt < PAGE_STALE_MS ? Promise.resolve(e.page) : e.pending!;
}

/** Sends a rendered page: 304 to a browser that has it, gzip to one that takes it. */
function sendPage(req: Request, res: Response, page: RenderedPage): void {
  res.status(200).type('html').setHeader('Cache-Control', 'no-cache').setHeader('Vary', 'Accept-Encoding, Accept-Language').setHeader('ETag', page.etag);
  if (req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip').send(page.gzip);
    return;
  }
  res.send(page.html);
}

// ------------------------------------------------------------------ built assets

const ASSET_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The store app's scripts and styles in the compressed copies the build writes beside them
 * (store/vite.config.mts: Brotli, gzip), to browsers that take them; anything else (no copy, an
 * older build, a browser that takes neither) falls through to the plain file. Both cached for a
 * year: their names change with their content.
 */
function precompressedAssets(dir: string): RequestHandler {
  const present = new Map<string, boolean>();
  return (req, res, next) => {
    const ext = path.extname(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !Object.hasOwn(ASSET_TYPES, ext) || !/^\/[\w.-]{1,200}$/.test(req.path)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix] of ENCODINGS) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      const file = path.join(dir, `${req.path}${suffix}`);
      let has = present.get(file);
      if (has === undefined) {
        has = fs.existsSync(file);
        if (present.size < 1_000) present.set(file, has);
      }
      if (!has) continue;
      res.setHeader('Content-Type', ASSET_TYPES[ext]!);
      res.setHeader('Content-Encoding', encoding);
      res.sendFile(file, { maxAge: '365d', immutable: true }, (error) => {
        if (!error || res.headersSent) return;
        // Removed by a new build meanwhile: the plain file (or its 404).
        present.delete(file);
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next();
      });
      return;
    }
    next();
  };
}

function ctxOf(req: Request, company: TenantInfo): Ctx {
  const accept = req.headers['accept-language'];
  const first = typeof accept === 'string' ? accept.split(',')[0]!.trim().slice(0, 2).toLowerCase() : '';
  const lang = first === 'ms' || first === 'id' || first === 'en' ? first : company.defaultLang;
  return { companyId: company.id, company, user: null, lang, origin: companyBaseUrl(company), requestId: req.id ?? 'page', ip: req.ip ?? '' };
}

/** The router of `/s`: the store app's assets, and its pages, sitemap and robots.txt per store. */
export function storePages(deps: { resolveTenant: ResolveTenant; distDir: string }): express.Router {
  const router = express.Router();
  const assets = path.join(deps.distDir, 'assets');
  router.use('/assets', precompressedAssets(assets), express.static(assets, { index: false, maxAge: '365d', immutable: true, fallthrough: false }));

  const page = (handler: (ctx: Ctx, req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    const company = await deps.resolveTenant(req.hostname ?? '');
    const lang = company?.defaultLang ?? 'en';
    try {
      if (!company) throw new AppError(404, 'error.companyNotFound');
      await handler(ctxOf(req, company), req, res);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        res.status(404).type('html').setHeader('Cache-Control', 'no-cache').send(NOT_FOUND_HTML(lang));
        return;
      }
      platform().logger.error({ err: error, path: req.path }, 'stores: page failed');
      res.status(500).type('html').send(NOT_FOUND_HTML(lang).replace('404', '500'));
    }
  };

  // Affiliate links (affiliate-pages.ts): count the click, set the attribution cookie, go to HQ's store.
  router.get(['/a/:code', '/a/:code/p/:product'], page(affiliateRedirect));
  router.get(
    '/:slug/robots.txt',
    page(async (ctx, req, res) => {
      const store = await publicStore(ctx, String(req.params.slug));
      const base = `/s/${store.slug}`;
      res
        .type('text/plain')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(
          `User-agent: *\nAllow: ${base}/\nDisallow: ${base}/cart\nDisallow: ${base}/checkout\nDisallow: ${base}/order/\nDisallow: ${base}/account\nSitemap: ${storeUrl(ctx, store.slug)}/sitemap.xml\n`,
        );
    }),
  );
  router.get(
    '/:slug/sitemap.xml',
    page(async (ctx, req, res) => {
      const store = await publicStore(ctx, String(req.params.slug));
      const home = storeUrl(ctx, store.slug);
      const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
      const products = await sitemapProducts(ctx, store);
      const urls = [
        `<url><loc>${xml(home)}</loc></url>`,
        ...products.map((p) => `<url><loc>${xml(`${home}/p/${p.id}-${urlName(p.name)}`)}</loc><lastmod>${xml(p.updatedAt.slice(0, 10))}</lastmod></url>`),
      ];
      res
        .type('application/xml')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    }),
  );
  // Pages by company, language, template, store and product (the only inputs of a page's HTML).
  const keyOf = (ctx: Ctx, slug: string, what: string) => `${ctx.companyId}|${ctx.lang}|${deps.distDir}|${slug.toLowerCase()}|${what}`;
  router.get(
    '/:slug/p/:product',
    page(async (ctx, req, res) => {
      const m = /^(\d{1,10})(?:-[^/]*)?$/.exec(String(req.params.product));
      const slug = String(req.params.slug);
      if (!m || slug.length > STORE_SLUG.max) throw new AppError(404, 'stores.notFound');
      const id = Number(m[1]);
      const template = shellHtml(deps.distDir);
      const page = await cachedPage(keyOf(ctx, slug, `p${id}|${template.version}`), async () => {
        const { store, product } = await productOf(ctx, slug, id);
        return render(template.html, productHead(ctx, await storeView(ctx, store), product));
      });
      sendPage(req, res, page);
    }),
  );
  router.get(
    ['/:slug', '/:slug/*rest'],
    page(async (ctx, req, res) => {
      const slug = String(req.params.slug);
      if (slug.length > STORE_SLUG.max) throw new AppError(404, 'stores.notFound');
      // The home shows the banner largest: its page asks for it at once; the cart, checkout and order pages share one page.
      const home = !req.params.rest;
      const template = shellHtml(deps.distDir);
      const page = await cachedPage(keyOf(ctx, slug, `${home ? 'home' : 'app'}|${template.version}`), async () => {
        const store = await publicStore(ctx, slug);
        return render(template.html, storeHead(ctx, await storeView(ctx, store), home));
      });
      sendPage(req, res, page);
    }),
  );
  return router;
}
