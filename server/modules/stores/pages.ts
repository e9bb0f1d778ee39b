import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import type { Ctx, TenantInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { companyBaseUrl } from '../../platform/tenancy';
import { platform } from '../../platform';
import { majorText } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import type { StoreProductView, StoreView } from '../../../common/api/store';
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

let template: { file: string; mtimeMs: number; html: string } | null = null;

/** dist/store/index.html, read again when it changes; the minimal shell when the app is not built. */
function shellHtml(distDir: string): string {
  const file = path.join(distDir, 'index.html');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return SHELL;
  }
  if (!template || template.file !== file || template.mtimeMs !== stat.mtimeMs) template = { file, mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return template.html;
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
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${esc(head.title)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${esc(head.title)}</title></head>`);
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

function storeHead(ctx: Ctx, store: StoreView): Head {
  return {
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

function ctxOf(req: Request, company: TenantInfo): Ctx {
  const accept = req.headers['accept-language'];
  const first = typeof accept === 'string' ? accept.split(',')[0]!.trim().slice(0, 2).toLowerCase() : '';
  const lang = first === 'ms' || first === 'id' || first === 'en' ? first : company.defaultLang;
  return { companyId: company.id, company, user: null, lang, origin: companyBaseUrl(company), requestId: req.id ?? 'page', ip: req.ip ?? '' };
}

/** The router of `/s`: the store app's assets, and its pages, sitemap and robots.txt per store. */
export function storePages(deps: { resolveTenant: ResolveTenant; distDir: string }): express.Router {
  const router = express.Router();
  router.use('/assets', express.static(path.join(deps.distDir, 'assets'), { index: false, maxAge: '365d', immutable: true, fallthrough: false }));

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
        .send(`User-agent: *\nAllow: ${base}/\nDisallow: ${base}/cart\nDisallow: ${base}/checkout\nDisallow: ${base}/order/\nSitemap: ${storeUrl(ctx, store.slug)}/sitemap.xml\n`);
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
  const html = (res: Response, body: string) => res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(body);
  router.get(
    '/:slug/p/:product',
    page(async (ctx, req, res) => {
      const m = /^(\d{1,10})(?:-[^/]*)?$/.exec(String(req.params.product));
      if (!m) throw new AppError(404, 'stores.notFound');
      const { store, product } = await productOf(ctx, String(req.params.slug), Number(m[1]));
      html(res, render(shellHtml(deps.distDir), productHead(ctx, await storeView(ctx, store), product)));
    }),
  );
  router.get(
    ['/:slug', '/:slug/*rest'],
    page(async (ctx, req, res) => {
      const store = await publicStore(ctx, String(req.params.slug));
      html(res, render(shellHtml(deps.distDir), storeHead(ctx, await storeView(ctx, store))));
    }),
  );
  return router;
}
