import type { Knex } from 'knex';

/**
 * The agent's margin on a dropship order of its storefront (docs/compensation.md, "sale-profit"):
 * `orders.store_dropship` marks an order HQ sold for an agent's store customer at the store's price
 * (set by orders/store-sale.ts). The commission engine reads it — it never imports the stores module —
 * and credits the buyer agent (store price − its tier price) × units as a payable sale-profit line.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.boolean('store_dropship').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('store_dropship');
  });
}
