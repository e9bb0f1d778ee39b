import type { Knex } from 'knex';

/**
 * HQ's points history (GET /game/history-point without an agent) lists a company's entries newest
 * first: through (company_id, id) it reads the page's 25 rows; through the per-agent index it
 * sorted every entry of the company (70 ms at a million).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('point_entries', (t) => {
    t.index(['company_id', 'id'], 'point_entries_company_order');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('point_entries', (t) => {
    t.dropIndex([], 'point_entries_company_order');
  });
}
