import { raw } from 'objection';
import type { Ctx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import { platform } from '../../platform';
import { inTransaction } from '../../platform/tx';
import { Category, Product } from './models';
import type { CategoryView } from '../../../common/api/catalog';

/**
 * Product categories: name, image and the number of products in them. A category that still has
 * products cannot be deleted; `transferProducts` moves them to another category first.
 */

/** docs/rules.md: the category list shows 10 rows unless asked otherwise. */
export const CATEGORY_PAGE_SIZE = 10;

const spec: ListSpec<Category> = {
  sort: { id: 'id', name: 'name', itemCount: 'item_count', createdAt: 'created_at' },
  defaultSort: ['name', 'ASC'],
  search: ['product_categories.name'],
};

function present(category: Category): CategoryView {
  return {
    id: category.id,
    name: category.name,
    imageUrl: platform().storage.url(category.image),
    itemCount: Number(category.itemCount ?? 0),
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

function withCount(ctx: Ctx) {
  // products.category_id points at a category of the same company, so the count needs no extra company filter.
  return Category.of(ctx).select(
    'product_categories.*',
    raw('(SELECT COUNT(*) FROM products WHERE products.category_id = product_categories.id AND products.company_id = product_categories.company_id) AS item_count'),
  );
}

export async function listCategories(ctx: Ctx, params: ListParams) {
  const limited = params.range || params.perPage || params.limit ? params : { ...params, perPage: CATEGORY_PAGE_SIZE };
  const page = await runList(withCount(ctx), spec, limited);
  return new ListPage(page.items.map(present), page.total, page.offset);
}

async function find(ctx: Ctx, id: number): Promise<Category> {
  const category = await withCount(ctx).findById(id);
  if (!category) throw new NotFoundError();
  return category;
}

export async function getCategory(ctx: Ctx, id: number) {
  return present(await find(ctx, id));
}

async function assertNameFree(ctx: Ctx, name: string, exceptId?: number) {
  // Case-insensitive on both databases (MariaDB's collation already is; SQLite's '=' is not).
  const q = Category.of(ctx).whereRaw('LOWER(name) = ?', [name.toLowerCase()]);
  if (exceptId) q.whereNot('id', exceptId);
  if (await q.first()) throw new ConflictError('category.nameTaken', { name: { key: 'category.nameTaken' } });
}

export async function createCategory(ctx: Ctx, input: { name: string }) {
  const name = input.name.trim();
  if (!name) throw ValidationError.field('name', 'validation.required');
  await assertNameFree(ctx, name);
  const category = await Category.of(ctx).insertAndFetch({ name });
  return getCategory(ctx, category.id);
}

export async function updateCategory(ctx: Ctx, id: number, input: { name: string }) {
  await find(ctx, id);
  const name = input.name.trim();
  if (!name) throw ValidationError.field('name', 'validation.required');
  await assertNameFree(ctx, name, id);
  await Category.of(ctx).findById(id).patch({ name });
  return getCategory(ctx, id);
}

export async function saveCategoryImage(ctx: Ctx, id: number, file: UploadedFile) {
  const category = await find(ctx, id);
  const { storage } = platform();
  const key = await storage.save(ctx.companyId, 'categories', file.kind, file.buffer);
  await Category.of(ctx).findById(id).patch({ image: key });
  if (category.image) await storage.remove(category.image);
  return getCategory(ctx, id);
}

export async function deleteCategory(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const category = await find(tx, id);
    const count = Number(category.itemCount ?? 0);
    if (count > 0) {
      const error = new ConflictError('category.hasProducts');
      Object.assign(error.params, { count });
      throw error;
    }
    await Category.of(tx).deleteById(id);
    if (category.image) await platform().storage.remove(category.image);
  });
}

/** Moves every product of one category into another of the same company. */
export async function transferProducts(ctx: Ctx, fromId: number, toId: number) {
  if (fromId === toId) throw ValidationError.field('toId', 'category.transferSame');
  return inTransaction(ctx, async (tx) => {
    await find(tx, fromId);
    if (!(await Category.of(tx).findById(toId))) throw ValidationError.field('toId', 'category.unknown');
    const moved = await Product.of(tx).where('categoryId', fromId).patch({ categoryId: toId });
    return { fromId, toId, moved };
  });
}
