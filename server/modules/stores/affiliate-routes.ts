import { Type } from '@sinclair/typebox';
import { Reply, route, type RouteDef } from '../../platform/http/route';
import { Nullable, Str, Id } from '../../platform/http/schemas';
import { STORE_ABOUT_MAX, STORE_NAME_MAX } from '../../../common/api/store';
import type { AffiliateInput, HqStoreInput } from '../../../common/api/store-affiliate';
import * as affiliate from './affiliate';
import * as hq from './hq-store';

/**
 * HQ's own store (console: HQ and staff with create_product) and the agent's affiliate add-on
 * (agents; the company's goAffiliateStatus switch, checked in affiliate.ts). Contract:
 * common/api/store-affiliate.ts; docs/stores.md. The public side is HQ's store under the stores'
 * public calls, and the links /s/a/<code> (pages.ts).
 */
const tags = ['stores'];
const AGENT = { roles: ['agent'] } as const;
const HQ = { permission: 'create_product' } as const;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const Status = Type.Union([Type.Literal('active'), Type.Literal('inactive')]);
const Year = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999 })) });
const AffiliateBody = Type.Object({ code: Str(60, 1), status: Type.Optional(Status) });

export const affiliateRoutes: RouteDef[] = [
  // ---------------------------------------------------------------- HQ's store
  route({ method: 'get', path: '/hq-store', access: HQ, summary: 'HQ’s own store (null before it is set up)', tags, handler: async ({ ctx }) => hq.getHqStore(ctx) }),
  route({
    method: 'put',
    path: '/hq-store',
    access: HQ,
    summary: 'Create (first save) or change HQ’s store: name, slug (unique among the company’s stores), WhatsApp, about, status',
    tags,
    body: Type.Object({
      name: Str(STORE_NAME_MAX, 1),
      slug: Str(60, 1),
      whatsapp: Type.Optional(Nullable(Str(30))),
      about: Type.Optional(Nullable(Str(STORE_ABOUT_MAX))),
      status: Type.Optional(Status),
    }),
    message: 'stores.hqStoreSaved',
    handler: async ({ ctx, body }) => hq.saveHqStore(ctx, body as HqStoreInput),
  }),
  ...(['logo', 'banner'] as const).map((which) =>
    route({
      method: 'post',
      path: `/hq-store/${which}`,
      access: HQ,
      summary: `Upload HQ’s store ${which} (multipart field image: JPEG or PNG, at most 5 MB)`,
      tags,
      upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'], required: true },
      message: 'stores.hqStoreSaved',
      handler: async ({ ctx, file }) => hq.uploadHqImage(ctx, which, file!),
    }),
  ),
  route({
    method: 'get',
    path: '/hq-store/products',
    access: HQ,
    summary: 'Every published product with its allowed price range, HQ’s stock and whether HQ’s store sells it',
    tags,
    handler: async ({ ctx }) => hq.listHqChoices(ctx),
  }),
  route({
    method: 'put',
    path: '/hq-store/products',
    access: HQ,
    summary: 'Replace the products HQ’s store sells, each at a price within its range (422 otherwise)',
    tags,
    body: Type.Object({ products: Type.Array(Type.Object({ productId: Id, price: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }) }), { maxItems: 1000 }) }),
    message: 'stores.productsSaved',
    handler: async ({ ctx, body }) => hq.saveHqProducts(ctx, body.products),
  }),
  route({
    method: 'get',
    path: '/hq-store/summary',
    access: HQ,
    summary: 'HQ’s store: visits, orders, sales and conversion by month of a year, and its top products',
    tags,
    query: Year,
    handler: async ({ ctx, query }) => hq.hqSummary(ctx, query.year),
  }),
  // ---------------------------------------------------------------- the agent's affiliate add-on
  route({
    method: 'post',
    path: '/affiliate/register',
    access: AGENT,
    summary: 'Register for the affiliate add-on with a code (3–30 lowercase letters, digits, hyphens; unique in the company): the link /s/a/<code>',
    tags,
    body: AffiliateBody,
    handler: async ({ ctx, body }) => new Reply(await affiliate.registerAffiliate(ctx, body as AffiliateInput), 'stores.affiliateRegistered', 201),
  }),
  route({
    method: 'get',
    path: '/affiliate/account',
    access: AGENT,
    summary: 'The agent’s affiliate link and status (404 before registering)',
    tags,
    handler: async ({ ctx }) => affiliate.getAffiliate(ctx),
  }),
  route({
    method: 'put',
    path: '/affiliate/account',
    access: AGENT,
    summary: 'Change the affiliate code (the old links stop working) or status active|inactive',
    tags,
    body: AffiliateBody,
    message: 'stores.affiliateSaved',
    handler: async ({ ctx, body }) => affiliate.updateAffiliate(ctx, body as AffiliateInput),
  }),
  route({
    method: 'get',
    path: '/affiliate/products',
    access: AGENT,
    summary: 'HQ’s store’s products, each with its price, affiliate commission per unit and the agent’s link',
    tags,
    handler: async ({ ctx }) => affiliate.affiliateProducts(ctx),
  }),
  route({
    method: 'get',
    path: '/affiliate/summary',
    access: AGENT,
    summary: 'Clicks, orders, paid orders, conversion and affiliate commission (net of clawbacks) by month of a year',
    tags,
    query: Year,
    handler: async ({ ctx, query }) => affiliate.affiliateSummary(ctx, query.year),
  }),
];
