import type { Knex } from 'knex';

/**
 * Jobs run once per scheduled time across processes, and leave a record.
 *
 * - `job_locks.last_tick`: the scheduled time (UTC) of the newest run of the job. A process takes
 *   the lock for a scheduled time only when it is later than this one, so a second process whose
 *   clock fires after the first has finished does not run the same minute again.
 * - `job_runs`: one row per run: the scheduled time (null for a run started by hand), which
 *   process ran it (host/pid/random), when it started and finished, and its error. Kept 30 days.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_locks', (t) => {
    t.datetime('last_tick', ms);
  });
  await knex.schema.createTable('job_runs', (t) => {
    t.bigIncrements('id');
    t.string('name', 64).notNullable();
    t.datetime('tick', ms);
    t.string('owner', 64).notNullable();
    t.datetime('started_at', ms).notNullable();
    t.datetime('finished_at', ms);
    t.string('error', 500);
    t.index(['name', 'tick']);
    t.index(['started_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_runs');
  await knex.schema.alterTable('job_locks', (t) => {
    t.dropColumn('last_tick');
  });
}
