import type { Knex } from 'knex';

/**
 * Covering indexes for the genealogy reads (server/modules/agents/genealogy.ts, tree.ts), found
 * with `npm run bench:network` on 100,000 agents. The closure table's lookup indexes get the other
 * end of the pair as their last column: (company_id, ancestor_id, depth, descendant_id) lists a
 * group in depth order and counts it without reading a table row, and (company_id, descendant_id,
 * depth, ancestor_id) walks an upline chain in order. On SQLite (a rowid table) the three-column
 * indexes they replace sent every one of those rows to the table (a 1,500-level chain, a 16,800-
 * agent group); InnoDB already appended the primary key, so there they only change name. The new
 * indexes are created before the old ones are dropped, so that the company_id foreign key always
 * has an index on MySQL/MariaDB. Plain knex, no models.
 */
const GROUP = 'agent_tree_company_ancestor_depth_descendant_index';
const CHAIN = 'agent_tree_company_descendant_depth_ancestor_index';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agent_tree', (t) => {
    t.index(['company_id', 'ancestor_id', 'depth', 'descendant_id'], GROUP);
    t.index(['company_id', 'descendant_id', 'depth', 'ancestor_id'], CHAIN);
  });
  await knex.schema.alterTable('agent_tree', (t) => {
    t.dropIndex(['company_id', 'ancestor_id', 'depth']);
    t.dropIndex(['company_id', 'descendant_id', 'depth']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agent_tree', (t) => {
    t.index(['company_id', 'ancestor_id', 'depth']);
    t.index(['company_id', 'descendant_id', 'depth']);
  });
  await knex.schema.alterTable('agent_tree', (t) => {
    t.dropIndex(['company_id', 'ancestor_id', 'depth', 'descendant_id'], GROUP);
    t.dropIndex(['company_id', 'descendant_id', 'depth', 'ancestor_id'], CHAIN);
  });
}
