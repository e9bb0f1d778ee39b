import type { Knex } from 'knex';

/**
 * School co-op stores (docs/stores.md, "Co-op store"): a store of kind 'coop' keeps its school on
 * the `stores` row, its banners in `store_banners`, and the parent's fields of each order on its
 * `store_orders` row.
 *
 * - `stores.school_name`, `school_address`, `pickup_point`: the school and where parents collect;
 *   `classes`: a JSON array of class names (≤ 60, each ≤ 40 characters); `pickup_times`: a JSON
 *   array of weekly windows `{ weekday 1–7 (Monday 1), from 'HH:MM', to 'HH:MM' }` (Kuala Lumpur time).
 * - `store_banners`: title, description, image storage key, optional http(s) URL, `position` (the
 *   order on the store's home, 0 first); at most 10 per store (checked by the service).
 * - `store_orders.student_name`, `parent_name`, `class_name`: required on a co-op order;
 *   `pickup_status` waiting | picked_up and `picked_up_at`/`picked_up_by` (update-pickup).
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stores', (t) => {
    t.string('school_name', 120);
    t.string('school_address', 255);
    t.text('classes');
    t.string('pickup_point', 120);
    t.text('pickup_times');
  });
  await knex.schema.createTable('store_banners', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('store_id').unsigned().notNullable().references('stores.id').onDelete('CASCADE');
    t.string('title', 80).notNullable();
    t.string('description', 300);
    t.string('image', 255).notNullable();
    t.string('url', 500);
    t.integer('position').notNullable().defaultTo(0);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'store_id', 'position'], 'store_banners_store_index');
  });
  await knex.schema.alterTable('store_orders', (t) => {
    t.string('student_name', 100);
    t.string('parent_name', 100);
    t.string('class_name', 40);
    t.string('pickup_status', 10);
    t.datetime('picked_up_at', ms);
    t.integer('picked_up_by').unsigned();
    t.index(['company_id', 'store_id', 'class_name'], 'store_orders_class_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('store_orders', (t) => {
    t.dropIndex(['company_id', 'store_id', 'class_name'], 'store_orders_class_index');
    for (const c of ['student_name', 'parent_name', 'class_name', 'pickup_status', 'picked_up_at', 'picked_up_by']) t.dropColumn(c);
  });
  await knex.schema.dropTableIfExists('store_banners');
  await knex.schema.alterTable('stores', (t) => {
    for (const c of ['school_name', 'school_address', 'classes', 'pickup_point', 'pickup_times']) t.dropColumn(c);
  });
}
