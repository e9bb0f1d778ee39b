import { Variant, VariantGroup, VariantOption } from '../../server/modules/catalog/models';
import { StockLevel, StockMovement } from '../../server/modules/inventory/models';
import type { TestCompany } from '../harness';
import { hqSession, newCategory, newProduct } from '../catalog/factories';

/** HQ signed in, a category, a plain product and a product with two variants (Size S / L). */
export async function inventoryWorld() {
  const s = await hqSession();
  const category = await newCategory(s.c);
  const plain = await newProduct(s.c, { categoryId: category.id, name: 'Plain soap', sku: `PL-${Math.random().toString(36).slice(2, 8)}` });
  const shirt = await newProduct(s.c, { categoryId: category.id, name: 'Shirt', sku: `SH-${Math.random().toString(36).slice(2, 8)}` });
  const g = await VariantGroup.of(s.c.ctx).insertAndFetch({ productId: shirt.id, position: 1, name: 'Size' });
  const small = await VariantOption.of(s.c.ctx).insertAndFetch({ productId: shirt.id, groupId: g.id, position: 1, value: 'S' });
  const large = await VariantOption.of(s.c.ctx).insertAndFetch({ productId: shirt.id, groupId: g.id, position: 2, value: 'L' });
  const vs = await Variant.of(s.c.ctx).insertAndFetch({ productId: shirt.id, option1Id: small.id });
  const vl = await Variant.of(s.c.ctx).insertAndFetch({ productId: shirt.id, option1Id: large.id });
  return { ...s, category, plain, shirt, small, large, vs, vl };
}

export async function level(c: TestCompany, productId: number, variantId = 0, storeId = 0): Promise<number> {
  return (await StockLevel.of(c.ctx).where({ storeId, productId, variantId }).first())?.qty ?? 0;
}

export async function movementCount(c: TestCompany): Promise<number> {
  return StockMovement.of(c.ctx).resultSize();
}
