import type { Knex } from 'knex';

/**
 * Manual payment by receipt: the buyer of an unpaid manual-payment order uploads a
 * receipt (bank transfer slip); the seller approves it (the order is paid) or rejects it with a
 * reason (the order stays unpaid, the buyer may upload again). Every receipt is kept as history.
 *
 * - `order_receipts`: `file_key` is the platform storage key of the image; `status`
 *   pending | approved | rejected; `reason` of a rejection; `uploaded_by`, `decided_by`,
 *   `decided_at`. `pending_order_id` equals `order_id` while the receipt is pending and is null
 *   once decided: its unique index allows one pending receipt per order, even for two uploads
 *   at once (NULLs never clash, on SQLite and MariaDB alike).
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_receipts', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('pending_order_id').unsigned();
    t.string('file_key', 255).notNullable();
    t.string('status', 10).notNullable();
    t.string('reason', 1000);
    t.integer('uploaded_by').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('decided_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('decided_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['pending_order_id']);
    t.index(['order_id', 'created_at']);
    t.index(['company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_receipts');
}
