import type { Knex } from 'knex';

/**
 * Staff invitations (who invited whom, when) and the company's subscription to the platform:
 * plans (platform-wide), subscription invoices and their payments (tenant-owned). Money in
 * integer minor units of the invoice's currency; calendar dates as DATE (business days, KL).
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // No foreign key: removing the inviter must not be blocked by the people they invited.
    t.integer('invited_by').unsigned();
    t.datetime('invited_at', ms);
  });

  await knex.schema.createTable('subscription_plans', (t) => {
    t.increments('id');
    t.string('code', 40).notNullable().unique();
    t.string('name', 100).notNullable();
    t.string('currency', 3).notNullable();
    t.integer('price').notNullable();
    /** months per billing period: 1 monthly, 3 quarterly, 12 yearly */
    t.integer('period_months').notNullable().defaultTo(1);
    t.string('description', 500);
    /** JSON array of strings: the features and rewards the plan includes */
    t.text('features');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
  });

  await knex.schema.createTable('subscription_invoices', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('plan_id').unsigned().references('subscription_plans.id');
    t.string('number', 40).notNullable().unique();
    t.string('currency', 3).notNullable();
    t.date('issue_date').notNullable();
    t.date('period_start').notNullable();
    t.date('period_end').notNullable();
    t.date('due_date').notNullable();
    t.integer('total').notNullable();
    t.integer('paid').notNullable().defaultTo(0);
    t.integer('balance').notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('description', 255);
    t.datetime('voided_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'status']);
    t.index(['status', 'due_date']);
  });

  await knex.schema.createTable('subscription_payments', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('invoice_id').unsigned().notNullable().references('subscription_invoices.id').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.date('paid_on').notNullable();
    t.string('method', 30).notNullable();
    t.string('reference', 100);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
    t.index(['invoice_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscription_payments');
  await knex.schema.dropTableIfExists('subscription_invoices');
  await knex.schema.dropTableIfExists('subscription_plans');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('invited_at');
    t.dropColumn('invited_by');
  });
}
