import type { Knex } from 'knex';

/**
 * Removing a stock update no longer deletes its movement: a 'reversal' movement is recorded
 * (who and when are its user and time) and `reverses_id` names the movement it undoes. Unique:
 * a movement is reversed at most once, also under parallel removals. The foreign key cascades
 * like the product's and company's keys, so deleting a product still takes its whole history.
 * Plain knex, no models.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stock_movements', (t) => {
    t.integer('reverses_id').unsigned().nullable().references('stock_movements.id').onDelete('CASCADE');
    t.unique(['reverses_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stock_movements', (t) => {
    t.dropForeign(['reverses_id']);
    t.dropUnique(['reverses_id']);
    t.dropColumn('reverses_id');
  });
}
