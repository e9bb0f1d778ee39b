import { Type, type TSchema } from '@sinclair/typebox';
import type { Ctx } from '../../platform/context';
import type { ListParams } from '../../platform/http/list';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps, Nullable, Str } from '../../platform/http/schemas';
import * as categories from './categories';
import * as products from './products';
import * as catalogue from './catalogue';
import * as bundles from './bundles';

/** Money in integer minor units; the columns are 32-bit integers, so negative and huge amounts are refused. */
const Money = () => Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
const Count = () => Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Qty = () => Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const WRITE = { permission: 'create_product' } as const;
const READERS = { roles: ['hq', 'staff', 'agent'] } as const;
/** Packages and combos are read by product staff and by staff taking orders for agents. */
const BUNDLE_READERS = { permission: ['create_product', 'manage_orders'] } as const;

const ProductFields = {
  name: Str(191, 1),
  sku: Str(64, 1),
  categoryId: Id,
  branchId: Type.Optional(Nullable(Id)),
  description: Type.Optional(Nullable(Str(5000))),
  weight: Type.Optional(Count()),
  length: Type.Optional(Count()),
  width: Type.Optional(Count()),
  height: Type.Optional(Count()),
  retailPrice: Type.Optional(Money()),
  storePrice: Type.Optional(Money()),
  points: Type.Optional(Count()),
  commission: Type.Optional(Money()),
  affiliateCommission: Type.Optional(Money()),
  introducerBonus: Type.Optional(Money()),
  rankDiscount: Type.Optional(Money()),
  stock: Type.Optional(Count()),
  preorder: Type.Optional(Type.Boolean()),
  preorderLimit: Type.Optional(Nullable(Qty())),
  ratingEnabled: Type.Optional(Type.Boolean()),
  firstOrderOnly: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('published'), Type.Literal('scheduled')])),
  publishAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  tierPrices: Type.Optional(Type.Array(Type.Object({ tierId: Id, price: Type.Optional(Nullable(Money())) }), { maxItems: 200 })),
  priceRanges: Type.Optional(Type.Array(Type.Object({ tierId: Type.Optional(Nullable(Id)), minQty: Qty(), maxQty: Qty(), price: Money() }), { maxItems: 100 })),
  variants: Type.Optional(
    Nullable(
      Type.Object({
        groups: Type.Array(Type.Object({ name: Str(100, 1), options: Type.Array(Str(100, 1), { minItems: 1, maxItems: 50 }) }), {
          minItems: 1,
          maxItems: products.MAX_VARIANT_GROUPS,
        }),
        combinations: Type.Array(
          Type.Object({
            options: Type.Array(Str(100, 1), { minItems: 1, maxItems: products.MAX_VARIANT_GROUPS }),
            stock: Type.Optional(Count()),
            sku: Type.Optional(Nullable(Str(64))),
          }),
          { maxItems: 1000 },
        ),
      }),
    ),
  ),
};

const ProductListQuery = Type.Object(ListQueryProps);
const Day = Type.String({ format: 'date' });

const PackageFields = {
  name: Str(191, 1),
  code: Str(64, 1),
  price: Money(),
  validFrom: Type.Optional(Nullable(Day)),
  validUntil: Type.Optional(Nullable(Day)),
  firstOrder: Type.Optional(Type.Boolean()),
  items: Type.Array(Type.Object({ productId: Id, variantId: Type.Optional(Nullable(Id)), quantity: Qty() }), { minItems: 1, maxItems: 100 }),
};

const ComboFields = {
  name: Str(191, 1),
  code: Str(64, 1),
  price: Money(),
  requiredQty: Qty(),
  firstOrder: Type.Optional(Type.Boolean()),
  productIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
};

/** List, one, store, update, suspend, unsuspend and delete of packages or combos, under one base path. */
function bundleRoutes<I>(
  kind: 'package' | 'combo',
  fields: Record<string, TSchema>,
  service: {
    list: (ctx: Ctx, q: ListParams) => Promise<unknown>;
    get: (ctx: Ctx, id: number) => Promise<unknown>;
    create: (ctx: Ctx, input: I) => Promise<unknown>;
    update: (ctx: Ctx, id: number, input: Partial<I>) => Promise<unknown>;
    suspend: (ctx: Ctx, id: number, suspended: boolean) => Promise<unknown>;
    remove: (ctx: Ctx, id: number) => Promise<void>;
  },
): RouteDef[] {
  const base = `/products/${kind}`;
  const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)]));
  return [
    route({
      method: 'get',
      path: base,
      access: BUNDLE_READERS,
      summary: `${kind === 'package' ? 'Packages (filter validity ongoing|upcoming|expired, suspended' : 'Combos (filter suspended'}; q on name and code)`,
      tags: ['catalog'],
      query: Type.Object(ListQueryProps),
      handler: async ({ ctx, query }) => service.list(ctx, query),
    }),
    route({
      method: 'get',
      path: `${base}/:id`,
      access: BUNDLE_READERS,
      summary: `One ${kind}`,
      tags: ['catalog'],
      params: IdParams,
      handler: async ({ ctx, params }) => service.get(ctx, params.id),
    }),
    route({
      method: 'post',
      path: `${base}/store`,
      access: WRITE,
      summary: `Create a ${kind} (code unique in the company → 409; unknown products → 422)`,
      tags: ['catalog'],
      body: Type.Object(fields),
      handler: async ({ ctx, body }) => new Reply(await service.create(ctx, body as I), `${kind}.created`, 201),
    }),
    route({
      method: 'post',
      path: `${base}/update`,
      access: WRITE,
      summary: `Change a ${kind}: \`id\` and the fields to change`,
      tags: ['catalog'],
      body: Type.Object({ id: Id, ...optional }),
      message: `${kind}.saved`,
      handler: async ({ ctx, body }) => {
        const { id, ...input } = body as { id: number } & Partial<I>;
        return service.update(ctx, id, input as Partial<I>);
      },
    }),
    route({
      method: 'post',
      path: `${base}/suspend`,
      access: WRITE,
      summary: `Suspend a ${kind} (409 with the suspend-failure message when already suspended)`,
      tags: ['catalog'],
      body: Type.Object({ id: Id }),
      message: `${kind}.suspended`,
      handler: async ({ ctx, body }) => service.suspend(ctx, body.id, true),
    }),
    route({
      method: 'post',
      path: `${base}/unsuspend`,
      access: WRITE,
      summary: `Unsuspend a ${kind} (409 with the unsuspend-failure message when not suspended)`,
      tags: ['catalog'],
      body: Type.Object({ id: Id }),
      message: `${kind}.unsuspended`,
      handler: async ({ ctx, body }) => service.suspend(ctx, body.id, false),
    }),
    route({
      method: 'delete',
      path: `${base}/delete`,
      access: WRITE,
      summary: `Delete a ${kind}`,
      tags: ['catalog'],
      query: Type.Object({ id: Id }),
      message: `${kind}.deleted`,
      handler: async ({ ctx, query }) => {
        await service.remove(ctx, query.id);
        return { id: query.id };
      },
    }),
  ];
}
const CatalogueQuery = Type.Object({ ...ListQueryProps, quantity: Type.Optional(Qty()) });

export const catalogRoutes: RouteDef[] = [
  // ------------------------------------------------------------ categories
  route({
    method: 'get',
    path: '/setup/product/category',
    access: READERS,
    summary: 'Product categories with their item count (list dialect, 10 per page unless asked; sort name, itemCount)',
    tags: ['catalog'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => categories.listCategories(ctx, query),
  }),
  route({
    method: 'get',
    path: '/setup/product/category/:id',
    access: READERS,
    summary: 'One product category',
    tags: ['catalog'],
    params: IdParams,
    handler: async ({ ctx, params }) => categories.getCategory(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/setup/product/category/store',
    access: WRITE,
    summary: 'Create a category (name unique in the company, 409 otherwise)',
    tags: ['catalog'],
    body: Type.Object({ name: Str(191, 1) }),
    handler: async ({ ctx, body }) => new Reply(await categories.createCategory(ctx, body), 'category.created', 201),
  }),
  route({
    method: 'post',
    path: '/setup/product/category/update',
    access: WRITE,
    summary: 'Rename a category',
    tags: ['catalog'],
    body: Type.Object({ id: Id, name: Str(191, 1) }),
    message: 'category.saved',
    handler: async ({ ctx, body }) => categories.updateCategory(ctx, body.id, body),
  }),
  route({
    method: 'post',
    path: '/setup/product/category/image',
    access: WRITE,
    summary: 'Upload the category image (multipart `image`, JPEG or PNG by content; field `id`)',
    tags: ['catalog'],
    upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'] },
    body: Type.Object({ id: Id }),
    message: 'category.imageSaved',
    handler: async ({ ctx, body, file }) => categories.saveCategoryImage(ctx, body.id, file!),
  }),
  route({
    method: 'post',
    path: '/setup/product/category/transfer',
    access: WRITE,
    summary: 'Move every product of category `fromId` into category `toId`',
    tags: ['catalog'],
    body: Type.Object({ fromId: Id, toId: Id }),
    message: 'category.transferred',
    handler: async ({ ctx, body }) => categories.transferProducts(ctx, body.fromId, body.toId),
  }),
  route({
    method: 'delete',
    path: '/setup/product/category/delete',
    access: WRITE,
    summary: 'Delete a category without products (409 category.hasProducts otherwise: transfer them first)',
    tags: ['catalog'],
    query: Type.Object({ id: Id }),
    message: 'category.deleted',
    handler: async ({ ctx, query }) => {
      await categories.deleteCategory(ctx, query.id);
      return { id: query.id };
    },
  }),

  // Before /products/:id, which would otherwise take /products/package and /products/combo.
  // ------------------------------------------------------------ packages and combos
  ...bundleRoutes<bundles.PackageInput>('package', PackageFields, {
    list: bundles.listPackages,
    get: bundles.getPackage,
    create: bundles.createPackage,
    update: bundles.updatePackage,
    suspend: bundles.suspendPackage,
    remove: bundles.deletePackage,
  }),
  ...bundleRoutes<bundles.ComboInput>('combo', ComboFields, {
    list: bundles.listCombos,
    get: bundles.getCombo,
    create: bundles.createCombo,
    update: bundles.updateCombo,
    suspend: bundles.suspendCombo,
    remove: bundles.deleteCombo,
  }),
  route({
    method: 'post',
    path: '/products/combo/image',
    access: WRITE,
    summary: 'Upload the combo cover image (multipart `image`, JPEG/PNG by content; field `id`)',
    tags: ['catalog'],
    upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'] },
    body: Type.Object({ id: Id }),
    message: 'combo.imageSaved',
    handler: async ({ ctx, body, file }) => bundles.saveComboImage(ctx, body.id, file!),
  }),
  route({
    method: 'post',
    path: '/combo/check',
    access: { roles: ['hq', 'staff', 'agent'] },
    summary: 'Check a combo choice against the rules of docs/rules.md (exact quantity, stock, no product or variant set twice)',
    tags: ['catalog'],
    body: Type.Object({
      comboId: Id,
      items: Type.Array(Type.Object({ productId: Id, variantId: Type.Optional(Nullable(Id)), quantity: Qty() }), { minItems: 1, maxItems: 200 }),
    }),
    message: 'combo.valid',
    handler: async ({ ctx, body }) => bundles.validateComboChoice(ctx, body.comboId, body.items),
  }),

  // ------------------------------------------------------------ products (HQ)
  route({
    method: 'get',
    path: '/products',
    access: WRITE,
    summary: 'Products (list dialect; filter categoryId, status, branchId, preorder, firstOrderOnly, q on name and SKU; sort name, sku, retailPrice, storePrice, status, stock, createdAt)',
    tags: ['catalog'],
    query: ProductListQuery,
    handler: async ({ ctx, query }) => products.listProducts(ctx, query),
  }),
  route({
    method: 'get',
    path: '/products/preview-store',
    access: WRITE,
    summary: 'The catalogue as an agent of tier `tierId` sees it (published, priced for the tier; price for `quantity`)',
    tags: ['catalog'],
    query: Type.Object({ ...ListQueryProps, tierId: Id, quantity: Type.Optional(Qty()) }),
    handler: async ({ ctx, query }) => {
      const { tierId, quantity, ...list } = query;
      return catalogue.listCatalogue(ctx, await catalogue.previewTier(ctx, tierId), list, quantity);
    },
  }),
  route({
    method: 'get',
    path: '/products/preview-product/:id',
    access: WRITE,
    summary: 'One product as an agent of tier `tierId` sees it (404 when that agent would not see it)',
    tags: ['catalog'],
    params: IdParams,
    query: Type.Object({ tierId: Id, quantity: Type.Optional(Qty()) }),
    handler: async ({ ctx, params, query }) => catalogue.catalogueProduct(ctx, await catalogue.previewTier(ctx, query.tierId), params.id, query.quantity),
  }),
  route({
    method: 'get',
    path: '/products/:id',
    access: WRITE,
    summary: 'One product with tier prices, price ranges, variants and images',
    tags: ['catalog'],
    params: IdParams,
    handler: async ({ ctx, params }) => products.getProduct(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/products/store',
    access: WRITE,
    summary: 'Create a product (SKU unique in the company → 409; unknown category, branch or tier → 422)',
    tags: ['catalog'],
    body: Type.Object(ProductFields),
    handler: async ({ ctx, body }) => new Reply(await products.createProduct(ctx, body as products.ProductInput), 'product.created', 201),
  }),
  route({
    method: 'post',
    path: '/products/update',
    access: WRITE,
    summary: 'Change a product: `id` and the fields to change; tierPrices, priceRanges and variants given are replaced as a whole',
    tags: ['catalog'],
    body: Type.Object({
      id: Id,
      ...ProductFields,
      name: Type.Optional(ProductFields.name),
      sku: Type.Optional(ProductFields.sku),
      categoryId: Type.Optional(ProductFields.categoryId),
    }),
    message: 'product.saved',
    handler: async ({ ctx, body }) => {
      const { id, ...input } = body;
      return products.updateProduct(ctx, id, input as Partial<products.ProductInput>);
    },
  }),
  route({
    method: 'post',
    path: '/products/suspend',
    access: WRITE,
    summary: 'Suspend a product: hidden from agents until unsuspended',
    tags: ['catalog'],
    body: Type.Object({ id: Id }),
    message: 'product.suspended',
    handler: async ({ ctx, body }) => products.suspendProduct(ctx, body.id),
  }),
  route({
    method: 'post',
    path: '/products/unsuspend',
    access: WRITE,
    summary: 'Unsuspend a product: back to the status it had before',
    tags: ['catalog'],
    body: Type.Object({ id: Id }),
    message: 'product.unsuspended',
    handler: async ({ ctx, body }) => products.unsuspendProduct(ctx, body.id),
  }),
  route({
    method: 'delete',
    path: '/products/delete',
    access: WRITE,
    summary: 'Delete a product with its prices, variants and images',
    tags: ['catalog'],
    query: Type.Object({ id: Id }),
    message: 'product.deleted',
    handler: async ({ ctx, query }) => {
      await products.deleteProduct(ctx, query.id);
      return { id: query.id };
    },
  }),
  route({
    method: 'post',
    path: '/products/image',
    access: WRITE,
    summary: 'Upload a product image (multipart `image`, JPEG/PNG by content; `productId`, `kind` cover (replaces) or extra (at most 3, 422 beyond))',
    tags: ['catalog'],
    upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'] },
    body: Type.Object({ productId: Id, kind: Type.Union([Type.Literal('cover'), Type.Literal('extra')]) }),
    message: 'product.imageSaved',
    handler: async ({ ctx, body, file }) => products.addProductImage(ctx, body.productId, body.kind, file!),
  }),
  route({
    method: 'delete',
    path: '/products/image',
    access: WRITE,
    summary: 'Remove an extra product image by its id',
    tags: ['catalog'],
    query: Type.Object({ id: Id }),
    message: 'product.imageDeleted',
    handler: async ({ ctx, query }) => products.removeProductImage(ctx, query.id),
  }),
  route({
    method: 'post',
    path: '/products/variant-option/image',
    access: WRITE,
    summary: 'Upload the image of a variant option (multipart `image`, JPEG/PNG; `optionId`)',
    tags: ['catalog'],
    upload: { field: 'image', maxBytes: IMAGE_MAX_BYTES, types: ['jpeg', 'png'] },
    body: Type.Object({ optionId: Id }),
    message: 'product.imageSaved',
    handler: async ({ ctx, body, file }) => products.saveOptionImage(ctx, body.optionId, file!),
  }),

  // ------------------------------------------------------------ agent catalogue
  route({
    method: 'get',
    path: '/shop/products',
    access: { roles: ['agent'] },
    summary: "The catalogue at the agent's tier price: published products only; `quantity` applies the price bands",
    tags: ['catalog'],
    query: CatalogueQuery,
    handler: async ({ ctx, query }) => {
      const { quantity, ...list } = query;
      return catalogue.listCatalogue(ctx, ctx.user.tierId, list, quantity);
    },
  }),
  route({
    method: 'get',
    path: '/shop/products/:id',
    access: { roles: ['agent'] },
    summary: "One catalogue product at the agent's tier price (404 when suspended, unpublished or without a price for the tier)",
    tags: ['catalog'],
    params: IdParams,
    query: Type.Object({ quantity: Type.Optional(Qty()) }),
    handler: async ({ ctx, params, query }) => catalogue.catalogueProduct(ctx, ctx.user.tierId, params.id, query.quantity),
  }),
  route({
    method: 'get',
    path: '/shop/packages',
    access: { roles: ['agent'] },
    summary: 'Packages the agent may buy now (ongoing, not suspended; first-order ones for a first order, or for all when the company shows them to every level), with their products',
    tags: ['catalog'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => bundles.listShopPackages(ctx, await bundles.firstOrder.get()(ctx, ctx.user.id), query),
  }),
  route({
    method: 'get',
    path: '/shop/combos',
    access: { roles: ['agent'] },
    summary: 'Combos the agent may buy now (not suspended; first-order ones as for packages)',
    tags: ['catalog'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => bundles.listShopCombos(ctx, await bundles.firstOrder.get()(ctx, ctx.user.id), query),
  }),
  route({
    method: 'get',
    path: '/shop/combos/:id',
    access: { roles: ['agent'] },
    summary: 'One combo the agent may buy, with the products of its catalogue it may choose from',
    tags: ['catalog'],
    params: IdParams,
    handler: async ({ ctx, params }) => bundles.getShopCombo(ctx, await bundles.firstOrder.get()(ctx, ctx.user.id), params.id),
  }),
];
