import type { Knex } from 'knex';

/**
 * The catalogue: categories, products with their tier prices, quantity price bands, variants
 * (up to three option groups, their option values and the stock-carrying combinations) and extra
 * images. Money is integer minor units; weight in grams, dimensions in millimetres.
 * `product_variants.stock` (and `products.stock` for products without variants) is a plain
 * counter until the inventory module takes stock over with its movements. Packages bundle
 * products with quantities; combos let the buyer pick `required_qty` units among eligible products.
 * Plain knex, no models.
 */
const ms = { precision: 3 } as const;

function tenant(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
  t.index(['company_id']);
}

function stamps(t: Knex.CreateTableBuilder) {
  t.datetime('created_at', ms).notNullable();
  t.datetime('updated_at', ms).notNullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('product_categories', (t) => {
    tenant(t);
    t.string('name', 191).notNullable();
    t.string('image', 255);
    stamps(t);
    t.unique(['company_id', 'name']);
  });

  await knex.schema.createTable('products', (t) => {
    tenant(t);
    // No cascade: a category with products cannot be deleted until they are transferred.
    t.integer('category_id').unsigned().notNullable().references('product_categories.id');
    t.integer('branch_id').unsigned().references('branches.id').onDelete('SET NULL');
    t.string('name', 191).notNullable();
    t.string('sku', 64).notNullable();
    t.text('description');
    t.integer('weight').notNullable().defaultTo(0);
    t.integer('length').notNullable().defaultTo(0);
    t.integer('width').notNullable().defaultTo(0);
    t.integer('height').notNullable().defaultTo(0);
    t.integer('retail_price').notNullable().defaultTo(0);
    t.integer('store_price').notNullable().defaultTo(0);
    t.integer('points').notNullable().defaultTo(0);
    t.integer('commission').notNullable().defaultTo(0);
    t.integer('affiliate_commission').notNullable().defaultTo(0);
    t.integer('introducer_bonus').notNullable().defaultTo(0);
    t.integer('rank_discount').notNullable().defaultTo(0);
    t.integer('stock').notNullable().defaultTo(0);
    t.string('cover_image', 255);
    t.boolean('preorder').notNullable().defaultTo(false);
    t.integer('preorder_limit');
    t.boolean('rating_enabled').notNullable().defaultTo(false);
    t.boolean('first_order_only').notNullable().defaultTo(false);
    t.string('status', 16).notNullable().defaultTo('default');
    t.datetime('publish_at', ms);
    t.string('status_before_suspend', 16);
    stamps(t);
    t.unique(['company_id', 'sku']);
    t.index(['company_id', 'status']);
    // The product list's default and common sorts.
    t.index(['company_id', 'created_at']);
    t.index(['company_id', 'name']);
    t.index(['category_id']);
    t.index(['status', 'publish_at']);
  });

  await knex.schema.createTable('product_tier_prices', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('tier_id').unsigned().notNullable().references('tiers.id').onDelete('CASCADE');
    t.integer('price').notNullable();
    stamps(t);
    t.unique(['product_id', 'tier_id']);
    // The agent catalogue asks "has this product a price for my tier?" for every product, scoped
    // by company: covered by this index without reading the table.
    t.index(['tier_id', 'product_id', 'company_id']);
  });

  await knex.schema.createTable('product_price_ranges', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    // null: the band applies to every tier
    t.integer('tier_id').unsigned().references('tiers.id').onDelete('CASCADE');
    t.integer('min_qty').notNullable();
    t.integer('max_qty').notNullable();
    t.integer('price').notNullable();
    stamps(t);
    t.index(['product_id']);
  });

  await knex.schema.createTable('product_images', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.string('image', 255).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    stamps(t);
    t.index(['product_id']);
  });

  await knex.schema.createTable('product_variant_groups', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('name', 100).notNullable();
    stamps(t);
    t.unique(['product_id', 'position']);
  });

  await knex.schema.createTable('product_variant_options', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('group_id').unsigned().notNullable().references('product_variant_groups.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('value', 100).notNullable();
    t.string('image', 255);
    stamps(t);
    t.unique(['group_id', 'value']);
    t.index(['product_id']);
  });

  await knex.schema.createTable('product_variants', (t) => {
    tenant(t);
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('option1_id').unsigned().notNullable().references('product_variant_options.id').onDelete('CASCADE');
    t.integer('option2_id').unsigned().references('product_variant_options.id').onDelete('CASCADE');
    t.integer('option3_id').unsigned().references('product_variant_options.id').onDelete('CASCADE');
    t.string('sku', 64);
    t.integer('stock').notNullable().defaultTo(0);
    stamps(t);
    t.index(['product_id']);
  });

  await knex.schema.createTable('packages', (t) => {
    tenant(t);
    t.string('name', 191).notNullable();
    t.string('code', 64).notNullable();
    t.integer('price').notNullable().defaultTo(0);
    // Business dates (YYYY-MM-DD, Asia/Kuala_Lumpur), inclusive; null: open-ended.
    t.string('valid_from', 10);
    t.string('valid_until', 10);
    t.boolean('first_order').notNullable().defaultTo(false);
    t.boolean('suspended').notNullable().defaultTo(false);
    t.integer('sold_count').notNullable().defaultTo(0);
    stamps(t);
    t.unique(['company_id', 'code']);
  });

  await knex.schema.createTable('package_items', (t) => {
    tenant(t);
    t.integer('package_id').unsigned().notNullable().references('packages.id').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('variant_id').unsigned().references('product_variants.id').onDelete('SET NULL');
    t.integer('quantity').notNullable();
    stamps(t);
    t.index(['package_id']);
    t.index(['product_id']);
  });

  await knex.schema.createTable('combos', (t) => {
    tenant(t);
    t.string('name', 191).notNullable();
    t.string('code', 64).notNullable();
    t.integer('price').notNullable().defaultTo(0);
    t.integer('required_qty').notNullable();
    t.string('cover_image', 255);
    t.boolean('first_order').notNullable().defaultTo(false);
    t.boolean('suspended').notNullable().defaultTo(false);
    stamps(t);
    t.unique(['company_id', 'code']);
  });

  await knex.schema.createTable('combo_products', (t) => {
    tenant(t);
    t.integer('combo_id').unsigned().notNullable().references('combos.id').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    stamps(t);
    t.unique(['combo_id', 'product_id']);
    t.index(['product_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'combo_products',
    'combos',
    'package_items',
    'packages',
    'product_variants',
    'product_variant_options',
    'product_variant_groups',
    'product_images',
    'product_price_ranges',
    'product_tier_prices',
    'products',
    'product_categories',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
