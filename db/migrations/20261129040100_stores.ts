import type { Knex } from 'knex';

/**
 * Stores (docs/stores.md): an agent's storefront today; the company's own store ('hq') and school
 * co-op stores ('coop') later use the same tables.
 *
 * - `stores`: one row per store; `slug` is unique within the company (the public address
 *   /s/<slug> on the company's host), `owner_id` the user who runs it (an agent's storefront: the
 *   agent, at most one per agent — checked under the agent's row lock), `logo`/`banner` storage keys,
 *   `fulfilment` own | dropship, `status` active | inactive.
 * - `store_products`: what a store sells and at which price (minor units), unique per store and product.
 * - `store_orders`: the store's orders (one row per order: which store, how the guest pays, the
 *   status token's nonce), so the agent's order list keeps reading `orders` and the store reads its own.
 * - `store_daily`: the summary kept as things happen — visits, orders placed, paid orders and their
 *   sales per store and Kuala Lumpur day; `store_product_monthly`: units and sales per product and
 *   month for the top products. Reports read these, never a scan of orders.
 * - `gateway_payments.return_path`: where the payer goes back after the gateway (a store's order
 *   page, /s/<slug>/order/<token>); null: the agent app's result pages.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stores', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.integer('owner_id').unsigned().notNullable();
    t.string('slug', 40).notNullable();
    t.string('name', 80).notNullable();
    t.string('logo', 255);
    t.string('banner', 255);
    t.string('whatsapp', 20);
    t.text('about');
    t.string('fulfilment', 10).notNullable().defaultTo('own');
    t.string('status', 10).notNullable().defaultTo('active');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'slug'], { indexName: 'stores_company_slug_unique' });
    t.index(['company_id', 'owner_id', 'kind'], 'stores_company_owner_index');
  });
  await knex.schema.createTable('store_products', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable().references('stores.id').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable();
    t.bigInteger('price').notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'store_id', 'product_id'], { indexName: 'store_products_key' });
  });
  await knex.schema.createTable('store_orders', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable().references('stores.id');
    t.integer('order_id').unsigned().notNullable();
    t.string('payment_method', 10).notNullable();
    t.string('session_id', 64).notNullable();
    t.string('nonce', 32).notNullable();
    t.string('email', 255).notNullable();
    t.string('lang', 2).notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'order_id'], { indexName: 'store_orders_order_unique' });
    t.unique(['company_id', 'store_id', 'session_id'], { indexName: 'store_orders_session_unique' });
  });
  await knex.schema.createTable('store_daily', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable();
    t.string('day', 10).notNullable();
    t.integer('visits').notNullable().defaultTo(0);
    t.integer('orders').notNullable().defaultTo(0);
    t.integer('paid_orders').notNullable().defaultTo(0);
    t.bigInteger('sales').notNullable().defaultTo(0);
    t.primary(['company_id', 'store_id', 'day']);
  });
  await knex.schema.createTable('store_product_monthly', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable();
    t.string('month', 7).notNullable();
    t.integer('product_id').unsigned().notNullable();
    t.integer('units').notNullable().defaultTo(0);
    t.bigInteger('sales').notNullable().defaultTo(0);
    t.primary(['company_id', 'store_id', 'month', 'product_id']);
  });
  await knex.schema.alterTable('gateway_payments', (t) => {
    t.string('return_path', 255);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gateway_payments', (t) => {
    t.dropColumn('return_path');
  });
  for (const table of ['store_product_monthly', 'store_daily', 'store_orders', 'store_products', 'stores']) await knex.schema.dropTableIfExists(table);
}
