import type { Knex } from 'knex';

/**
 * Agents' genealogy as a closure table: one row per (ancestor, descendant) pair of the placement
 * tree (users.upline_id), including each agent's own row at depth 0. "All downlines", "all
 * uplines", "first upline of a higher rank" and "size and depth of a group" are then single
 * indexed queries whose cost does not depend on the depth of the tree, and no query needs a
 * recursive CTE (MySQL/MariaDB stop those at 1000 levels). The rows are maintained by
 * server/modules/agents/genealogy.ts in the same transaction as every change of placement.
 *
 * Existing agents are backfilled level by level: the depth-0 rows first, then each pass extends
 * every path of depth d by one child (depth d + 1) until a pass adds nothing. Plain knex, no models.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agent_tree', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('ancestor_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('descendant_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('depth').unsigned().notNullable();
    t.primary(['ancestor_id', 'descendant_id']);
    // Every query is tenant-scoped (company_id = ?), so the lookup indexes lead with the company:
    // without it SQLite's planner picks a bare company_id index and scans the whole company.
    // They also serve the company_id foreign key; descendant_id alone backs its foreign key.
    t.index(['company_id', 'ancestor_id', 'depth']);
    t.index(['company_id', 'descendant_id', 'depth']);
    t.index(['descendant_id']);
  });
  // A family-tree level: an upline's children by name, without walking every agent of the company.
  await knex.schema.alterTable('users', (t) => {
    t.index(['company_id', 'upline_id', 'first_name'], 'users_company_upline_name_index');
  });

  await buildAgentTree(knex);
}

/**
 * Builds the closure rows of every agent (of one company, or of all) from `users.upline_id`,
 * level by level; the company's rows must not exist yet. Exported for the genealogy tests.
 */
export async function buildAgentTree(knex: Knex, companyId?: number): Promise<void> {
  const only = companyId === undefined ? '' : ' AND u.company_id = ?';
  const bind = companyId === undefined ? [] : [companyId];
  await knex.raw(
    `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
     SELECT u.company_id, u.id, u.id, 0 FROM users u WHERE u.role = 'agent'${only}`,
    bind,
  );
  for (let depth = 1; ; depth++) {
    // Every path ancestor → upline of depth d-1 becomes ancestor → child at depth d.
    await knex.raw(
      `INSERT INTO agent_tree (company_id, ancestor_id, descendant_id, depth)
       SELECT t.company_id, t.ancestor_id, u.id, ? FROM agent_tree t
       JOIN users u ON u.upline_id = t.descendant_id AND u.company_id = t.company_id AND u.role = 'agent'
       WHERE t.depth = ?${only}`,
      [depth, depth - 1, ...bind],
    );
    const more = await knex.raw(
      `SELECT 1 AS found FROM agent_tree t WHERE t.depth = ?${companyId === undefined ? '' : ' AND t.company_id = ?'} LIMIT 1`,
      [depth, ...bind],
    );
    const rows = Array.isArray(more) && Array.isArray(more[0]) ? more[0] : more;
    if (!Array.isArray(rows) || rows.length === 0) break;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['company_id', 'upline_id', 'first_name'], 'users_company_upline_name_index');
  });
  await knex.schema.dropTableIfExists('agent_tree');
}
