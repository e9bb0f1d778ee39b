import type { Knex } from 'knex';

/**
 * Orders: customers' addresses, carts, vouchers, orders with their lines, the stock
 * each order holds, the history of every change, and the monthly sales facts the network and
 * commission modules read. The rules are in server/modules/orders/ (see its README section and
 * the doc comment of orders/service.ts). Plain knex, no models.
 *
 * - `customer_addresses`: an agent's address book (its customers and its own addresses), one
 *   primary per agent.
 * - `carts` (one per user, created on first use): the applied voucher and `open_order_id`, the
 *   unpaid order that blocks a new checkout; claiming it is a conditional update, so two parallel
 *   checkouts of one agent cannot both pass. `cart_items`: product (with variant, 0 for none),
 *   package or combo lines; a combo line keeps the chosen products as JSON.
 * - `vouchers`: code unique per company; `used` counts live uses and is raised by a conditional
 *   `used < quota` update. `voucher_usages`: one row per order that used a voucher; `released_at`
 *   when the order was cancelled, deleted or expired (the use and the quota come back).
 * - `orders`: `type` hq | upline | personal (a "team" order is an upline order seen by its seller);
 *   `seller_id` null when HQ sells, else the selling agent (the buyer itself for personal sales);
 *   `stage` unpaid | approval | to_ship | delivery | completed | cancelled; `deleted_at` for
 *   unpaid orders the buyer deleted (kept for their history, never listed). Receiver and courier
 *   are copied so later edits of an address or courier do not rewrite an order. Amounts in minor
 *   units. `session_id` makes a checkout idempotent per buyer.
 * - `order_items`: priced lines (unit price, line total, discount share, sales value, units,
 *   points); `order_stock`: the product/variant units the order took from the seller's stock
 *   (reserved at checkout, given back on cancel/delete/expiry, received by the buyer on completion).
 * - `order_events`: every change of an order — action, stage before and after, who, when, note.
 * - `agent_period_sales`: per agent and month (Asia/Kuala_Lumpur, 'YYYY-MM') the personal sales
 *   value and units of its paid stock purchases and their count; a cancellation after payment
 *   subtracts in the month it happens. Group figures are sums over the closure table.
 * - `company_features`: `order_expiry_minutes` (an unpaid order expires after it),
 *   `order_admin_fee` (minor units per order) and `service_charge_bp` (basis points).
 */
const ms = { precision: 3 } as const;

function stamps(t: Knex.CreateTableBuilder) {
  t.datetime('created_at', ms).notNullable();
  t.datetime('updated_at', ms).notNullable();
}

function company(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
}

/** The address columns of a customer address (docs/rules.md), with a prefix for orders' receivers. */
function address(t: Knex.CreateTableBuilder, p = '') {
  t.string(`${p}first_name`, 100);
  t.string(`${p}last_name`, 100);
  t.string(`${p}email`, 255);
  t.string(`${p}phone_code`, 8);
  t.string(`${p}phone_number`, 20);
  t.string(`${p}address1`, 255);
  t.string(`${p}address2`, 255);
  t.string(`${p}postcode`, 10);
  t.string(`${p}city`, 100);
  t.string(`${p}state`, 100);
  t.string(`${p}country`, 2);
  t.string(`${p}province_id`, 20);
  t.string(`${p}regency_id`, 20);
  t.string(`${p}district_id`, 20);
  t.string(`${p}village_id`, 20);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customer_addresses', (t) => {
    company(t);
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('addr_title', 100);
    address(t);
    t.boolean('is_primary').notNullable().defaultTo(false);
    stamps(t);
    t.index(['company_id', 'agent_id', 'first_name']);
    t.index(['agent_id']);
  });

  await knex.schema.createTable('vouchers', (t) => {
    company(t);
    t.string('voucher_name', 150).notNullable();
    t.string('voucher_type', 12).notNullable();
    t.string('voucher_code', 40).notNullable();
    t.integer('voucher_quota').unsigned().notNullable();
    t.integer('used').unsigned().notNullable().defaultTo(0);
    t.date('start_date').notNullable();
    t.date('stop_date').notNullable();
    t.bigInteger('voucher_disc').notNullable();
    t.bigInteger('min_purchase').notNullable().defaultTo(0);
    t.integer('usage_limit').unsigned().notNullable().defaultTo(1);
    t.boolean('free_shipping').notNullable().defaultTo(false);
    t.boolean('first_order').notNullable().defaultTo(false);
    t.boolean('package_only').notNullable().defaultTo(false);
    stamps(t);
    t.unique(['company_id', 'voucher_code']);
    t.index(['company_id', 'start_date']);
  });

  await knex.schema.createTable('carts', (t) => {
    company(t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('voucher_id').unsigned().references('vouchers.id').onDelete('SET NULL');
    t.integer('open_order_id').unsigned();
    stamps(t);
    t.unique(['company_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('cart_items', (t) => {
    company(t);
    t.integer('cart_id').unsigned().notNullable().references('carts.id').onDelete('CASCADE');
    t.string('item_type', 8).notNullable();
    t.integer('product_id').unsigned().references('products.id').onDelete('CASCADE');
    t.integer('variant_id').unsigned().notNullable().defaultTo(0);
    t.integer('package_id').unsigned().references('packages.id').onDelete('CASCADE');
    t.integer('combo_id').unsigned().references('combos.id').onDelete('CASCADE');
    t.text('choices');
    t.integer('quantity').unsigned().notNullable();
    stamps(t);
    t.index(['cart_id']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('orders', (t) => {
    company(t);
    t.string('order_no', 24).notNullable();
    t.string('reference_no', 24).notNullable();
    t.string('type', 10).notNullable();
    t.integer('buyer_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('seller_id').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('created_by').unsigned().references('users.id').onDelete('SET NULL');
    t.string('stage', 10).notNullable();
    t.string('payment_type', 12).notNullable();
    t.string('payment_status', 10).notNullable().defaultTo('unpaid');
    t.integer('customer_id').unsigned().references('customer_addresses.id').onDelete('SET NULL');
    address(t, 'receiver_');
    t.string('shipment_type', 8).notNullable();
    t.integer('courier_id').unsigned().references('couriers.id').onDelete('SET NULL');
    t.string('courier_name', 150);
    t.integer('branch_id').unsigned().references('branches.id').onDelete('SET NULL');
    t.datetime('pickup_at', ms);
    t.string('tracking_no', 60);
    t.integer('weight_grams').unsigned().notNullable().defaultTo(0);
    t.integer('units').unsigned().notNullable().defaultTo(0);
    t.bigInteger('subtotal').notNullable();
    t.bigInteger('discount').notNullable().defaultTo(0);
    t.integer('voucher_id').unsigned().references('vouchers.id').onDelete('SET NULL');
    t.string('voucher_code', 40);
    t.bigInteger('voucher_discount').notNullable().defaultTo(0);
    t.bigInteger('shipping_fee').notNullable().defaultTo(0);
    t.bigInteger('admin_fee').notNullable().defaultTo(0);
    t.bigInteger('tax').notNullable().defaultTo(0);
    t.bigInteger('service_charge').notNullable().defaultTo(0);
    t.bigInteger('grand_total').notNullable();
    t.bigInteger('total_paid').notNullable().defaultTo(0);
    t.integer('points').notNullable().defaultTo(0);
    t.boolean('is_first_order').notNullable().defaultTo(false);
    t.string('notes', 1000);
    t.string('remark', 1000);
    t.string('session_id', 64);
    t.datetime('expires_at', ms);
    t.datetime('paid_at', ms);
    t.datetime('approved_at', ms);
    t.datetime('shipped_at', ms);
    t.datetime('completed_at', ms);
    t.datetime('cancelled_at', ms);
    t.datetime('deleted_at', ms);
    stamps(t);
    t.unique(['company_id', 'order_no']);
    t.unique(['company_id', 'buyer_id', 'session_id']);
    // deleted_at last: the lists (never deleted orders) count and page from the index alone.
    t.index(['company_id', 'stage', 'created_at', 'deleted_at']);
    t.index(['company_id', 'created_at', 'deleted_at']);
    t.index(['company_id', 'buyer_id', 'created_at', 'deleted_at']);
    t.index(['company_id', 'seller_id', 'created_at', 'deleted_at']);
    t.index(['company_id', 'expires_at']);
    t.index(['buyer_id']);
    t.index(['seller_id']);
  });

  await knex.schema.createTable('order_items', (t) => {
    company(t);
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('item_type', 8).notNullable();
    t.integer('product_id').unsigned().references('products.id').onDelete('SET NULL');
    t.integer('variant_id').unsigned().notNullable().defaultTo(0);
    t.integer('package_id').unsigned().references('packages.id').onDelete('SET NULL');
    t.integer('combo_id').unsigned().references('combos.id').onDelete('SET NULL');
    t.string('name', 255).notNullable();
    t.string('sku', 100);
    t.string('variant_name', 255);
    t.integer('quantity').unsigned().notNullable();
    t.bigInteger('unit_price').notNullable();
    t.bigInteger('line_total').notNullable();
    t.bigInteger('discount').notNullable().defaultTo(0);
    t.bigInteger('voucher_discount').notNullable().defaultTo(0);
    t.bigInteger('sales_value').notNullable();
    t.integer('units').unsigned().notNullable();
    t.integer('points').notNullable().defaultTo(0);
    stamps(t);
    t.index(['order_id']);
    t.index(['company_id', 'product_id']);
  });

  await knex.schema.createTable('order_stock', (t) => {
    company(t);
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    // A product that was ever ordered cannot be deleted (suspend it instead): the order keeps its stock record.
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('RESTRICT');
    t.integer('variant_id').unsigned().notNullable().defaultTo(0);
    t.integer('quantity').unsigned().notNullable();
    t.boolean('preorder').notNullable().defaultTo(false);
    stamps(t);
    t.index(['order_id']);
    t.index(['company_id', 'product_id']);
  });

  await knex.schema.createTable('voucher_usages', (t) => {
    company(t);
    t.integer('voucher_id').unsigned().notNullable().references('vouchers.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.bigInteger('discount').notNullable();
    t.datetime('released_at', ms);
    stamps(t);
    t.unique(['order_id']);
    t.index(['voucher_id', 'user_id']);
    t.index(['company_id', 'created_at']);
  });

  await knex.schema.createTable('order_events', (t) => {
    company(t);
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.string('action', 16).notNullable();
    t.string('from_stage', 10);
    t.string('to_stage', 10);
    t.integer('by_user_id').unsigned().references('users.id').onDelete('SET NULL');
    t.string('note', 1000);
    stamps(t);
    t.index(['order_id', 'created_at']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('agent_period_sales', (t) => {
    company(t);
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('period', 7).notNullable();
    t.bigInteger('ps_amount').notNullable().defaultTo(0);
    t.integer('ps_units').notNullable().defaultTo(0);
    t.integer('orders').notNullable().defaultTo(0);
    stamps(t);
    t.unique(['company_id', 'agent_id', 'period']);
    // A month's sales of the whole company (the KPI columns start from them).
    t.index(['company_id', 'period', 'agent_id']);
    t.index(['agent_id']);
  });

  await knex.schema.alterTable('company_features', (t) => {
    t.integer('order_expiry_minutes').unsigned().notNullable().defaultTo(1440);
    t.bigInteger('order_admin_fee').notNullable().defaultTo(0);
    t.integer('service_charge_bp').unsigned().notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_features', (t) => {
    t.dropColumn('order_expiry_minutes');
    t.dropColumn('order_admin_fee');
    t.dropColumn('service_charge_bp');
  });
  for (const table of ['agent_period_sales', 'order_events', 'voucher_usages', 'order_stock', 'order_items', 'orders', 'cart_items', 'carts', 'vouchers', 'customer_addresses']) {
    await knex.schema.dropTableIfExists(table);
  }
}
