import type { Permission } from '../../common/constants';
import { Category, Product, ProductTierPrice } from '../../server/modules/catalog/models';
import { setLevel } from '../../server/modules/inventory/levels';
import { api, login, newCompany, newUser, type TestCompany } from '../harness';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

export async function hqSession() {
  const c = await newCompany();
  return { c, token: await login(c.host, c.hq.email), http: api(c.host) };
}

export async function newCategory(c: TestCompany, name = `Category ${Math.random().toString(36).slice(2, 8)}`) {
  return Category.of(c.ctx).insertAndFetch({ name });
}

/** HQ's stock of a product (variantId 0) or variant, set through an inventory movement. */
export async function setHqStock(c: TestCompany, productId: number, variantId: number, qty: number) {
  await setLevel(c.ctx, { storeId: 0, productId, variantId }, qty, 'correction', null);
}

export async function newProduct(c: TestCompany, { stock, ...fields }: Partial<Product> & { categoryId: number; stock?: number }, tierPrices: Record<number, number> = {}) {
  const product = await Product.of(c.ctx).insertAndFetch({
    name: 'Product',
    sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
    status: 'published',
    ...fields,
  });
  if (stock) await setHqStock(c, product.id, 0, stock);
  for (const [tierId, price] of Object.entries(tierPrices)) {
    await ProductTierPrice.of(c.ctx).insert({ productId: product.id, tierId: Number(tierId), price });
  }
  return product;
}

export async function staffToken(c: TestCompany, permissions: Permission[] = []) {
  const staff = await newUser(c, { role: 'staff', permissions });
  return login(c.host, staff.email);
}
