import type { Knex } from 'knex';

/**
 * Payments and fulfilment.
 *
 * - `integration_setups`: a company's credentials for one integration (docs/rules.md: "Integration
 *   setups"): `integration_type` (common/integrations.ts), `status` active | disabled,
 *   `credentials` the JSON of the setup's fields encrypted with AES-256-GCM
 *   (server/platform/secrets.ts), `hint` a masked text shown in lists (never a secret). One setup
 *   per company and type; storing again replaces the credentials.
 * - `gateway_payments`: one payment-gateway bill (an order's payment or a wallet top-up).
 *   `purpose` order | topup; `account` company | default (whose gateway account made the bill);
 *   `amount` what is credited (the order's grand total or the top-up), `fee` the gateway admin fee
 *   paid on top (the bill is amount + fee), minor units; `bill_id` the gateway's bill id (unique);
 *   `session_id` the client's idempotency key (the same session gets the same bill);
 *   `credentials` the account's keys the bill was made with (encrypted like a setup), so its
 *   callbacks and status checks still work after HQ changes or disables the company's setup;
 *   `status` pending | paid | failed, changed only by conditional updates; `outcome`
 *   what the money did once paid: order_paid | credited (the order was no longer payable, so the
 *   amount went to the agent's wallet) | topup.
 * - `invoice_counters`: the last invoice number per company; taken under a row lock in the
 *   payment's transaction, so numbers have no gaps (a rolled-back payment gives its number back).
 * - orders gain `invoice_no` (set when paid; orders paid before this migration are numbered here,
 *   per company in the order they were paid) and the three print statuses (first print time).
 * - `shipping_templates`: what a shipping label shows (`fields` JSON), its paper size; one default.
 * - `bulk_tracking_jobs` / `bulk_tracking_rows`: an uploaded tracking file, processed in the
 *   background; a row per data row with its outcome and, when it failed, the message key why.
 */
const ms = { precision: 3 } as const;

function company(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
}

function stamps(t: Knex.CreateTableBuilder) {
  t.datetime('created_at', ms).notNullable();
  t.datetime('updated_at', ms).notNullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('integration_setups', (t) => {
    company(t);
    t.string('integration_type', 30).notNullable();
    t.string('status', 10).notNullable().defaultTo('active');
    t.text('credentials').notNullable();
    t.string('hint', 255);
    t.integer('updated_by').unsigned().references('users.id').onDelete('SET NULL');
    stamps(t);
    t.unique(['company_id', 'integration_type']);
  });

  await knex.schema.createTable('gateway_payments', (t) => {
    company(t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 8).notNullable();
    t.integer('order_id').unsigned().references('orders.id').onDelete('SET NULL');
    t.string('account', 8).notNullable();
    t.bigInteger('amount').notNullable();
    t.bigInteger('fee').notNullable().defaultTo(0);
    t.string('currency', 3).notNullable();
    t.string('bank_code', 20);
    t.string('bill_id', 64).notNullable();
    t.string('bill_url', 500).notNullable();
    t.string('session_id', 64).notNullable();
    t.text('credentials');
    t.string('status', 8).notNullable().defaultTo('pending');
    t.string('outcome', 12);
    t.datetime('paid_at', ms);
    t.datetime('failed_at', ms);
    stamps(t);
    t.unique(['bill_id']);
    t.unique(['company_id', 'user_id', 'session_id']);
    t.index(['company_id', 'created_at']);
    t.index(['company_id', 'status', 'created_at']);
    t.index(['order_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('invoice_counters', (t) => {
    t.integer('company_id').unsigned().notNullable().primary().references('companies.id').onDelete('CASCADE');
    t.integer('last_no').unsigned().notNullable().defaultTo(0);
  });

  await knex.schema.alterTable('orders', (t) => {
    t.string('invoice_no', 24);
    t.datetime('invoice_printed_at', ms);
    t.datetime('packing_printed_at', ms);
    t.datetime('label_printed_at', ms);
    t.unique(['company_id', 'invoice_no']);
  });
  // Rows come back camelCased when the app's knex (snake-case mappers) runs the migration.
  const paid: Array<{ id: number; company_id?: number; companyId?: number }> = await knex('orders').whereNotNull('paid_at').orderBy(['company_id', 'paid_at', 'id']).select('id', 'company_id');
  const last = new Map<number, number>();
  for (const order of paid) {
    const companyId = Number(order.companyId ?? order.company_id);
    const n = (last.get(companyId) ?? 0) + 1;
    last.set(companyId, n);
    await knex('orders').where('id', order.id).update({ invoice_no: `INV${String(n).padStart(6, '0')}` });
  }
  for (const [companyId, n] of last) await knex('invoice_counters').insert({ company_id: companyId, last_no: n });

  await knex.schema.createTable('shipping_templates', (t) => {
    company(t);
    t.string('name', 100).notNullable();
    t.string('paper', 10).notNullable();
    t.text('fields').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    stamps(t);
    t.unique(['company_id', 'name']);
  });

  await knex.schema.createTable('bulk_tracking_jobs', (t) => {
    company(t);
    t.integer('created_by').unsigned().references('users.id').onDelete('SET NULL');
    t.string('file_name', 255).notNullable();
    t.string('file_key', 255).notNullable();
    t.string('status', 12).notNullable().defaultTo('queued');
    t.integer('total_rows').unsigned().notNullable().defaultTo(0);
    t.integer('ok_rows').unsigned().notNullable().defaultTo(0);
    t.integer('failed_rows').unsigned().notNullable().defaultTo(0);
    t.string('error', 255);
    t.datetime('started_at', ms);
    t.datetime('finished_at', ms);
    stamps(t);
    t.index(['company_id', 'created_at']);
    t.index(['status']);
  });

  await knex.schema.createTable('bulk_tracking_rows', (t) => {
    company(t);
    t.integer('job_id').unsigned().notNullable().references('bulk_tracking_jobs.id').onDelete('CASCADE');
    t.integer('row_no').unsigned().notNullable();
    t.string('order_no', 60);
    t.string('tracking_no', 60);
    t.string('status', 8).notNullable();
    t.string('reason', 80);
    t.datetime('created_at', ms).notNullable();
    t.unique(['job_id', 'row_no']);
    t.index(['company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bulk_tracking_rows');
  await knex.schema.dropTableIfExists('bulk_tracking_jobs');
  await knex.schema.dropTableIfExists('shipping_templates');
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['company_id', 'invoice_no']);
    t.dropColumn('invoice_no');
    t.dropColumn('invoice_printed_at');
    t.dropColumn('packing_printed_at');
    t.dropColumn('label_printed_at');
  });
  await knex.schema.dropTableIfExists('invoice_counters');
  await knex.schema.dropTableIfExists('gateway_payments');
  await knex.schema.dropTableIfExists('integration_setups');
}
