import type { Knex } from 'knex';

/**
 * `report_agent_month_totals`, `report_agent_year_totals`: each buyer agent's net sales figures
 * per Kuala Lumpur month ('YYYY-MM') and year ('YYYY'), one row per agent — report_agent_monthly
 * and report_agent_yearly without the tier, branch, state and age band the sales were made under
 * (an agent who bought through three branches, changed tier or had a birthday has several rows
 * there: 254,000 rows for 98,000 agents in a year at 5,000,000 orders). The agent lists that no
 * tier, branch or state narrows read these (server/modules/reports/query.ts agentSalesSource):
 * half the rows to group over a year, and a whole month or year needs no grouping at all. Kept
 * with the other summaries in the payment's and the refund's transaction (summaries.ts); a database
 * that already held orders fills them with `npm run reports:rebuild`.
 */
const GRAINS = [
  ['report_agent_month_totals', 'month', 7],
  ['report_agent_year_totals', 'year', 4],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [table, period, length] of GRAINS) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string(period, length).notNullable();
      t.integer('agent_id').unsigned().notNullable();
      t.integer('orders').notNullable().defaultTo(0);
      t.bigInteger('amount').notNullable().defaultTo(0);
      t.bigInteger('sales_value').notNullable().defaultTo(0);
      t.integer('units').notNullable().defaultTo(0);
      t.integer('refunds').notNullable().defaultTo(0);
      t.bigInteger('refund_amount').notNullable().defaultTo(0);
      t.unique(['company_id', period, 'agent_id'], { indexName: `${table}_key` });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of [...GRAINS].reverse()) await knex.schema.dropTable(table);
}
