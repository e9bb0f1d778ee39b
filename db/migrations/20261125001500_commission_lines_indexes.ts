import type { Knex } from 'knex';

/**
 * Two fewer indexes on commission_lines, the largest table (a month of a million agents holds 36
 * million lines; every payment and the period close write into each index):
 * - (company, period, type, beneficiary) goes: every read it served — a period's lines by type,
 *   totals per period and type — is a prefix of the identity key (company, period, type, kind,
 *   beneficiary, source), which the digest index repeats with the amount.
 * - (company, beneficiary, period, type) and (beneficiary) become one (beneficiary, company,
 *   period, type): an agent's lines are always asked for with the company, and the foreign key to
 *   users (MySQL wants an index led by its column) is served by the same index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_lines', (t) => {
    t.index(['beneficiary_id', 'company_id', 'period', 'type'], 'commission_lines_beneficiary');
  });
  await knex.schema.alterTable('commission_lines', (t) => {
    t.dropIndex(['company_id', 'beneficiary_id', 'period', 'type']);
    t.dropIndex(['company_id', 'period', 'type', 'beneficiary_id']);
    t.dropIndex(['beneficiary_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_lines', (t) => {
    t.index(['company_id', 'beneficiary_id', 'period', 'type']);
    t.index(['company_id', 'period', 'type', 'beneficiary_id']);
    t.index(['beneficiary_id']);
  });
  await knex.schema.alterTable('commission_lines', (t) => {
    t.dropIndex([], 'commission_lines_beneficiary');
  });
}
