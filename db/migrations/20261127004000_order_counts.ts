import type { Knex } from 'knex';
import { recountCompany } from '../../server/modules/orders/counts-rebuild';

/**
 * Order counters: how many orders a company has per audience, stage and type, so that
 * the manage-orders list, its stage tabs and the dashboards read a few counter rows instead of
 * counting the company's orders on every page. Kept by server/modules/orders/counters.ts in the
 * transaction that creates or moves the order; backfilled here (counts-rebuild.ts, also
 * `npm run reports:rebuild`). Orders hidden by their buyer (deleted_at) are not counted.
 * - `scope` 'all' (`scope_id` 0): every order of the company, per KL creation day (`day`
 *   'YYYY-MM-DD', for the date filters) and in all (`day` '');
 * - `scope` 'buyer' / 'seller' (`scope_id` the user): the orders it placed / that were placed with
 *   it (a personal sale is both), `day` ''.
 * The primary key is the table (MariaDB stores the rows in its order): an audience's totals are
 * one short range, a month of the company's days another.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_counts', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('scope', 6).notNullable();
    t.integer('scope_id').unsigned().notNullable();
    t.string('day', 10).notNullable();
    t.string('stage', 12).notNullable();
    t.string('type', 10).notNullable();
    t.integer('n').notNullable().defaultTo(0);
    t.primary(['company_id', 'scope', 'scope_id', 'day', 'stage', 'type']);
  });
  for (const { id } of (await knex('companies').select('id')) as { id: number }[]) await recountCompany(knex, id);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_counts');
}
