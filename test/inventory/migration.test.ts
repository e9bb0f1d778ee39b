import { expect } from 'chai';
import * as migration from '../../db/migrations/20261122000600_inventory';
import * as reversals from '../../db/migrations/20261127001000_stock_reversals';
import { Variant, VariantGroup, VariantOption } from '../../server/modules/catalog/models';
import { StockMovement } from '../../server/modules/inventory/models';
import { platform } from '../harness';
import { hqSession, newCategory, newProduct } from '../catalog/factories';
import { level } from './factories';
import { withoutTenantCheck } from '../tenant-check';

describe('Inventory: migration', () => {
  it('when the catalogue still holds interim stock counters, then the migration turns them into HQ levels with an opening movement', async function () {
    this.timeout(60_000);
    const s = await hqSession();
    const category = await newCategory(s.c);
    const plain = await newProduct(s.c, { categoryId: category.id });
    const shirt = await newProduct(s.c, { categoryId: category.id });
    const g = await VariantGroup.of(s.c.ctx).insertAndFetch({ productId: shirt.id, position: 1, name: 'Size' });
    const o = await VariantOption.of(s.c.ctx).insertAndFetch({ productId: shirt.id, groupId: g.id, position: 1, value: 'S' });
    const v = await Variant.of(s.c.ctx).insertAndFetch({ productId: shirt.id, option1Id: o.id });
    const db = platform().db;
    // Migrations work on every company's rows at once (not a tenant's statements).
    await withoutTenantCheck('a migration and the old columns it reads', async () => {
      // The old columns, as the catalogue wrote them before the inventory took stock over.
      await db('products').where('id', plain.id).update({ stock: 7 });
      await db('products').where('id', shirt.id).update({ stock: 99 }); // ignored: the product has variants
      await db('product_variants').where('id', v.id).update({ stock: 3 });
      try {
        await migration.down(db);
        await migration.up(db);
        // The later migrations of the recreated table, as the suite's database has them.
        await reversals.up(db);
      } finally {
        await db('products').where('id', plain.id).update({ stock: 0 });
        await db('products').where('id', shirt.id).update({ stock: 0 });
        await db('product_variants').where('id', v.id).update({ stock: 0 });
      }
    });
    expect(await level(s.c, plain.id)).to.equal(7);
    expect(await level(s.c, shirt.id, v.id)).to.equal(3);
    expect(await level(s.c, shirt.id)).to.equal(0);
    const opening = await StockMovement.of(s.c.ctx).where('productId', plain.id);
    expect(opening.map((m) => [m.invType, m.qtyIn, m.qtyAfter, m.invDesc])).to.deep.equal([['restock', 7, 7, 'Opening balance']]);
  });
});
