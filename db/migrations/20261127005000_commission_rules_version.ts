import type { Knex } from 'knex';

/**
 * commission_periods.rules_version: the version of the close's rules a closed period was computed
 * with, so that verifying it recomputes what that close did and its hash stays the same.
 * 1: the closes made before 2026-11-27, whose performance bonus was paid to every upline whose
 * rank rate beat those below it, across breakaway leaders; 2: only to the uplines whose group
 * holds the sale's agent (docs/compensation.md, "Closes before the group rule"). Every existing row
 * gets 1; closes from now on write 2.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_periods', (t) => {
    t.integer('rules_version').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commission_periods', (t) => {
    t.dropColumn('rules_version');
  });
}
