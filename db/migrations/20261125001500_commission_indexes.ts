import type { Knex } from 'knex';

/**
 * Fewer indexes on the two tables the period close fills (a month of a million agents: 36 million
 * commission lines, a million agent rows; every payment and the close write into each index):
 * - commission_lines (company, period, type, beneficiary) goes: every read it served — a period's
 *   lines by type, totals per period and type — is a prefix of the identity key (company, period,
 *   type, kind, beneficiary, source), which the digest index repeats with the amount.
 * - commission_lines (company, beneficiary, period, type) and (beneficiary) become one
 *   (beneficiary, company, period, type); commission_agent_periods (company, agent, period) and
 *   (agent) become (agent, company, period). An agent's rows are always asked for with the
 *   company, and the foreign key to users (MySQL wants an index led by its column) is served by
 *   the same index.
 */
const MERGED = [
  { table: 'commission_lines', name: 'commission_lines_beneficiary', columns: ['beneficiary_id', 'company_id', 'period', 'type'], replaces: [['company_id', 'beneficiary_id', 'period', 'type'], ['beneficiary_id']] },
  { table: 'commission_agent_periods', name: 'commission_agent_periods_agent', columns: ['agent_id', 'company_id', 'period'], replaces: [['company_id', 'agent_id', 'period'], ['agent_id']] },
];
const DROPPED = { table: 'commission_lines', columns: ['company_id', 'period', 'type', 'beneficiary_id'] };

export async function up(knex: Knex): Promise<void> {
  for (const m of MERGED) {
    // The new index first: MySQL refuses to drop the one its foreign key uses while no other serves it.
    await knex.schema.alterTable(m.table, (t) => t.index(m.columns, m.name));
    await knex.schema.alterTable(m.table, (t) => m.replaces.forEach((columns) => t.dropIndex(columns)));
  }
  await knex.schema.alterTable(DROPPED.table, (t) => t.dropIndex(DROPPED.columns));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(DROPPED.table, (t) => t.index(DROPPED.columns));
  for (const m of MERGED) {
    await knex.schema.alterTable(m.table, (t) => m.replaces.forEach((columns) => t.index(columns)));
    await knex.schema.alterTable(m.table, (t) => t.dropIndex([], m.name));
  }
}
