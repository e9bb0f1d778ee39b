import { Type } from '@sinclair/typebox';
import { Reply, route, type RouteDef } from '../../platform/http/route';
import { Id, Nullable, Str } from '../../platform/http/schemas';
import {
  STORE_ABOUT_MAX,
  STORE_CART_MAX_LINES,
  STORE_FULFILMENTS,
  STORE_KINDS,
  STORE_NAME_MAX,
  STORE_PAGE_MAX,
  STORE_STATUSES,
  type GuestCheckoutInput,
  type StoreQuoteInput,
  type StoreSetupInput,
} from '../../../common/api/store';
import * as setup from './setup';
import * as catalogue from './catalogue';
import * as checkout from './checkout';
import * as account from './account';
import { listStores } from './hq';
import { affiliateRoutes } from './affiliate-routes';
import { coopRoutes } from './coop-routes';
import { readCookie } from './affiliate-attribution';

/** The `/s` pages (server-rendered heads, sitemap, robots.txt), mounted by server/app.ts. */
export { storePages } from './pages';

/**
 * The stores' calls (docs/stores.md; contract common/api/store.ts): the agent's own store (agents,
 * with the company's ejenstoreStatus switch: checked in setup.ts), HQ's overview, and the public
 * store (no login, on the host's company, rate limited per address; checkout per address and e-mail).
 */
const tags = ['stores'];
const AGENT = { roles: ['agent'] } as const;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const literal = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

const SetupBody = Type.Object({
  name: Str(STORE_NAME_MAX, 1),
  slug: Str(60, 1),
  whatsapp: Type.Optional(Nullable(Str(30))),
  about: Type.Optional(Nullable(Str(STORE_ABOUT_MAX))),
  fulfilment: literal(STORE_FULFILMENTS),
  status: Type.Optional(literal(STORE_STATUSES)),
});
const SlugParams = Type.Object({ slug: Str(60, 1) });
const TokenParams = Type.Object({ token: Str(100, 1) });
const Line = Type.Object({ productId: Id, variantId: Type.Optional(Nullable(Id)), quantity: Type.Integer({ minimum: 1, maximum: 1000 }) });
const Lines = Type.Array(Line, { minItems: 1, maxItems: STORE_CART_MAX_LINES * 2 });
const Address = Type.Object({
  address1: Str(191),
  address2: Type.Optional(Nullable(Str(191))),
  postcode: Str(10),
  city: Str(100),
  state: Str(100),
  provinceId: Type.Optional(Nullable(Str(20))),
  regencyId: Type.Optional(Nullable(Str(20))),
  districtId: Type.Optional(Nullable(Str(20))),
  villageId: Type.Optional(Nullable(Str(20))),
});
const Shipment = literal(['courier', 'pickup'] as const);

export const storeRoutes: RouteDef[] = [
  ...affiliateRoutes,
  ...coopRoutes,
  // ---------------------------------------------------------------- the agent's store
  route({
    method: 'post',
    path: '/store/register',
    access: AGENT,
    summary: 'Register the agent’s storefront: name, slug (3–40 lowercase letters, digits, hyphens; unique in the company), WhatsApp, about, fulfilment own|dropship',
    tags,
    body: SetupBody,
    handler: async ({ ctx, body }) => new Reply(await setup.register(ctx, body as StoreSetupInput), 'stores.registered', 201),
  }),
  route({
    method: 'get',
    path: '/store/slug-available',
    access: AGENT,
    summary: 'Whether a store link is free in the company: available, taken or invalid, with the normalised slug (saving checks again)',
    tags,
    query: Type.Object({ slug: Str(60, 1) }),
    handler: async ({ ctx, query }) => setup.slugAvailable(ctx, query.slug),
  }),
  route({ method: 'get', path: '/store/setup', access: AGENT, summary: 'The agent’s store setup (404 before registering)', tags, handler: async ({ ctx }) => setup.getSetup(ctx) }),
  route({
    method: 'put',
    path: '/store/setup',
    access: AGENT,
    summary: 'Change the store: name, slug, WhatsApp, about, fulfilment, status active|inactive',
    tags,
    body: SetupBody,
    message: 'stores.saved',
    handler: async ({ ctx, body }) => setup.updateSetup(ctx, body as StoreSetupInput),
  }),
  ...(['logo', 'banner'] as const).map((which) =>
    route({
      method: 'post',
      path: `/store/${which}`,
      access: AGENT,
      summary: `Upload the store’s ${which} (multipart field image: JPEG or PNG, at most 5 MB)`,
      tags,
      upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'], required: true },
      message: 'stores.saved',
      handler: async ({ ctx, file }) => setup.uploadImage(ctx, which, file!),
    }),
  ),
  route({
    method: 'get',
    path: '/store/products',
    access: AGENT,
    summary: 'The products the agent may sell, each with its allowed price range and the current choice',
    tags,
    handler: async ({ ctx }) => setup.listChoices(ctx),
  }),
  route({
    method: 'put',
    path: '/store/products',
    access: AGENT,
    summary: 'Replace the products the store sells, each at a price within its range (422 otherwise)',
    tags,
    body: Type.Object({ products: Type.Array(Type.Object({ productId: Id, price: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }) }), { maxItems: 1000 }) }),
    message: 'stores.productsSaved',
    handler: async ({ ctx, body }) => setup.saveProducts(ctx, body.products),
  }),
  route({
    method: 'get',
    path: '/store/summary',
    access: AGENT,
    summary: 'Visits, orders, sales and conversion by month of a year, and its top products',
    tags,
    query: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 9999 })) }),
    handler: async ({ ctx, query }) => setup.summary(ctx, query.year),
  }),
  // ---------------------------------------------------------------- HQ
  route({
    method: 'get',
    path: '/stores',
    access: { permission: 'add_user' },
    summary: 'The company’s stores, owner and one month’s figures (month=YYYY-MM, KL; default this month) with the month’s totals',
    tags,
    query: Type.Object({
      kind: Type.Optional(literal(STORE_KINDS)),
      search: Type.Optional(Str(100)),
      month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7 })),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    }),
    handler: async ({ ctx, query }) => listStores(ctx, query),
  }),
  // ---------------------------------------------------------------- public
  route({
    method: 'get',
    path: '/public/stores/:slug',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'A store’s home data',
    tags,
    params: SlugParams,
    handler: async ({ ctx, params }) => catalogue.homeOf(ctx, params.slug),
  }),
  route({
    method: 'get',
    path: '/public/stores/:slug/categories',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'The categories holding the store’s products',
    tags,
    params: SlugParams,
    handler: async ({ ctx, params }) => catalogue.categoriesOf(ctx, params.slug),
  }),
  route({
    method: 'get',
    path: '/public/stores/:slug/products',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'The store’s products: search q (name or SKU), categoryId, page, limit (≤ 48)',
    tags,
    params: SlugParams,
    query: Type.Object({
      q: Type.Optional(Str(100)),
      categoryId: Type.Optional(Id),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STORE_PAGE_MAX })),
    }),
    handler: async ({ ctx, params, query }) => catalogue.productsOf(ctx, params.slug, query),
  }),
  route({
    method: 'get',
    path: '/public/stores/:slug/products/:id',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'One product of the store: images, variants, price, stock when the company shows it',
    tags,
    params: Type.Object({ slug: Str(60, 1), id: Id }),
    handler: async ({ ctx, params }) => (await catalogue.productOf(ctx, params.slug, params.id)).product,
  }),
  route({
    method: 'post',
    path: '/public/stores/:slug/visit',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'Counts one visit of the store (the page calls it once per browser session)',
    tags,
    params: SlugParams,
    handler: async ({ ctx, params }) => {
      await catalogue.visit(ctx, params.slug);
      return null;
    },
  }),
  route({
    method: 'post',
    path: '/public/stores/:slug/quote',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'Prices a cart for an address (courier) or pickup without placing it',
    tags,
    params: SlugParams,
    body: Type.Object({ items: Lines, shipmentType: Shipment, address: Type.Optional(Nullable(Address)), paymentMethod: Type.Optional(Nullable(literal(['gateway', 'transfer'] as const))) }),
    handler: async ({ ctx, params, body }) => checkout.quote(ctx, params.slug, body as StoreQuoteInput),
  }),
  route({
    method: 'post',
    path: '/public/stores/:slug/checkout',
    access: 'public',
    rateLimit: 'storeCheckout',
    summary: 'Guest checkout: items, name, e-mail, phone, courier address or pickup, payment gateway|transfer, totalPaid, sessionId',
    tags,
    params: SlugParams,
    body: Type.Object({
      items: Lines,
      name: Str(100, 1),
      email: Str(191, 3),
      phoneCode: Str(5, 1),
      phoneNumber: Str(20, 1),
      shipmentType: Shipment,
      address: Type.Optional(Nullable(Address)),
      branchId: Type.Optional(Nullable(Id)),
      paymentMethod: literal(['gateway', 'transfer'] as const),
      notes: Type.Optional(Nullable(Str(500))),
      totalPaid: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
      sessionId: Str(64, 8),
      lang: Type.Optional(Str(2)),
      coop: Type.Optional(Nullable(Type.Object({ studentName: Str(200), parentName: Str(200), className: Str(100) }))),
      pickupAt: Type.Optional(Nullable(Str(40))),
    }),
    handler: async ({ ctx, params, body, req }) =>
      new Reply(await checkout.checkout(ctx, params.slug, body as GuestCheckoutInput, { cookie: readCookie(req.headers.cookie) }), 'stores.orderPlaced', 201),
  }),
  // ---------------------------------------------------------------- public: the customer's orders by e-mail link
  route({
    method: 'post',
    path: '/public/stores/:slug/account/link',
    access: 'public',
    rateLimit: 'storeCheckout',
    summary: 'Mails a sign-in link (30 minutes) to the e-mail when it has orders here; the same answer either way',
    tags,
    params: SlugParams,
    body: Type.Object({ email: Str(191, 3), lang: Type.Optional(Str(2)) }),
    handler: async ({ ctx, params, body }) => {
      await account.sendLink(ctx, params.slug, body);
      return new Reply(null, 'stores.accountLinkSent', 202);
    },
  }),
  route({
    method: 'post',
    path: '/public/account/session',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'Trades a sign-in link token for the HttpOnly session cookie (30 days)',
    tags,
    body: Type.Object({ token: Str(600, 1) }),
    handler: async ({ ctx, body, res }) => {
      const session = account.openSession(ctx, body.token);
      res.setHeader('Set-Cookie', account.sessionCookieHeader(session.cookie));
      return { email: session.email };
    },
  }),
  route({
    method: 'get',
    path: '/public/account/orders',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'The signed-in customer’s orders at this company’s stores, newest first (401 without the session cookie)',
    tags,
    handler: async ({ ctx, req }) => account.myOrders(ctx, req.headers.cookie),
  }),
  route({
    method: 'post',
    path: '/public/account/sign-out',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'Clears the customer’s session cookie',
    tags,
    handler: async ({ res }) => {
      res.setHeader('Set-Cookie', account.sessionCookieHeader('', 0));
      return null;
    },
  }),
  route({
    method: 'get',
    path: '/public/orders/:token',
    access: 'public',
    rateLimit: 'storePublic',
    summary: 'A store order’s status page, by its signed token',
    tags,
    params: TokenParams,
    handler: async ({ ctx, params }) => checkout.orderView(ctx, params.token),
  }),
  route({
    method: 'post',
    path: '/public/orders/:token/pay',
    access: 'public',
    rateLimit: 'storeCheckout',
    summary: 'A gateway bill for the unpaid store order',
    tags,
    params: TokenParams,
    handler: async ({ ctx, params }) => checkout.pay(ctx, params.token),
  }),
  route({
    method: 'post',
    path: '/public/orders/:token/receipt',
    access: 'public',
    rateLimit: 'storeCheckout',
    summary: 'The guest uploads the bank-transfer receipt of its unpaid order (multipart field receipt: JPEG or PNG, at most 10 MB)',
    tags,
    params: TokenParams,
    upload: { field: 'receipt', maxBytes: RECEIPT_MAX_BYTES, types: ['jpeg', 'png'], required: true },
    handler: async ({ ctx, params, file }) => checkout.receipt(ctx, params.token, file!),
  }),
];
