import type { Knex } from 'knex';

/**
 * Inventory: the stock level per (company, store, product, variant) and the movements that
 * change it. `store_id` 0 is HQ, otherwise the user id of an agent holding stock; `variant_id` 0
 * means "the product itself" (a product without variants). Zeros rather than NULLs keep the
 * unique key effective on both databases (NULLs never collide in a unique index), so neither
 * column is a foreign key; the inventory service checks them, and when a variant (or the product's
 * own stock, once it has variants) vanishes its levels are corrected to 0 by recorded movements. `ref_qty` is the level right after the latest stock-in: the stock indicator band
 * compares `qty` with it. Movements keep the level before and after, and `ref_before` so that
 * deleting the movement can restore the band's reference.
 *
 * The catalogue's interim `products.stock` and `product_variants.stock` counters are copied into
 * HQ levels (with an opening 'restock' movement each) and are no longer read or written; the
 * columns stay (dropping columns on SQLite rebuilds the table) and are documented as obsolete.
 * Plain knex, no models.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stock_levels', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable().defaultTo(0);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('variant_id').unsigned().notNullable().defaultTo(0);
    t.integer('qty').notNullable().defaultTo(0);
    t.integer('ref_qty').notNullable().defaultTo(0);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'store_id', 'product_id', 'variant_id']);
    t.index(['company_id']);
    t.index(['product_id']);
  });

  await knex.schema.createTable('stock_movements', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable().defaultTo(0);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('variant_id').unsigned().notNullable().defaultTo(0);
    t.integer('qty_in').notNullable().defaultTo(0);
    t.integer('qty_out').notNullable().defaultTo(0);
    t.string('inv_type', 32).notNullable();
    t.string('return_reason', 255);
    t.string('inv_desc', 1000);
    t.string('remarks', 1000);
    t.integer('qty_before').notNullable();
    t.integer('qty_after').notNullable();
    t.integer('ref_before').notNullable().defaultTo(0);
    t.integer('user_id').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'created_at']);
    t.index(['company_id', 'store_id', 'product_id', 'variant_id']);
    t.index(['product_id']);
  });

  // Opening balances from the catalogue's interim counters.
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  // Rows come back snake_case from plain knex, camelCase through the app's identifier mappers.
  type Row = Record<string, number>;
  const pick = (r: Row, snake: string, camel: string) => Number(r[snake] ?? r[camel]);
  const opening = async (rows: Row[]) => {
    for (const r of rows) {
      const stock = Number(r.stock);
      if (!(stock > 0)) continue;
      const key = {
        company_id: pick(r, 'company_id', 'companyId'),
        store_id: 0,
        product_id: pick(r, 'product_id', 'productId'),
        variant_id: pick(r, 'variant_id', 'variantId'),
      };
      await knex('stock_levels').insert({ ...key, qty: stock, ref_qty: stock, created_at: now, updated_at: now });
      await knex('stock_movements').insert({
        ...key,
        qty_in: stock,
        qty_out: 0,
        inv_type: 'restock',
        inv_desc: 'Opening balance',
        qty_before: 0,
        qty_after: stock,
        ref_before: 0,
        created_at: now,
        updated_at: now,
      });
    }
  };
  const withVariants = knex('product_variants').distinct('product_id');
  await opening(
    await knex('products').whereNotIn('id', withVariants).where('stock', '>', 0).select('company_id', 'id as product_id', knex.raw('0 as variant_id'), 'stock'),
  );
  await opening(await knex('product_variants').where('stock', '>', 0).select('company_id', 'product_id', 'id as variant_id', 'stock'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stock_movements');
  await knex.schema.dropTableIfExists('stock_levels');
}
