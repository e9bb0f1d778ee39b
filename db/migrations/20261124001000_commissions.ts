import type { Knex } from 'knex';

/**
 * Commissions and payouts (the rules are in server/modules/commissions, the plan's
 * meaning in docs/compensation.md). Money in minor units, percentages in basis points. Plain knex.
 *
 * - `users.recruiter_id`: the upline an agent was registered under (recruitment commission goes
 *   to it even after a move); existing agents take their current upline.
 * - `users.withholding_year` / `users.withholding_107d`: whether payouts to the agent in that
 *   calendar year withhold 2 % under s107D (recomputed each January from the previous year's
 *   payouts); `users.tax_resident`: a resident individual (the rule's other condition).
 * - `orders.affiliate_id`: the agent whose affiliate link brought a customer order (store add-ons).
 * - `company_features`: `commission_compression` (an upline below maintenance passes its override
 *   up instead of forfeiting it), `auto_promotion`, `commission_close_day` (1–28) and
 *   `commission_close_hour` (0–23, Kuala Lumpur), `min_payout` (minor units), `withholding_107d`
 *   (the s107D rule; on for MYR companies, off for IDR ones).
 * - `commission_periods`: one row per company and month ('YYYY-MM'); `status` open | closed; who ran
 *   and who closed it and when; at close the totals per type (JSON), the number of lines and the
 *   SHA-256 of the period's lines in a canonical order.
 * - `commission_lines`: immutable. One per (period, type, kind, beneficiary, source): `type` is the
 *   commission type (sale-profit, override, product-commission, helper, introducer, recruitment,
 *   affiliate, performance, personal-level, leadership); `kind` earn | clawback | forfeit |
 *   compression; `source_type` order_item | order | period, `source_id` the order line, the order, or
 *   0 for a period figure (with the period in `period`); `reverses_id` the line a clawback, forfeit or
 *   compression answers; `payable` false for sale profit (collected by the agent itself);
 *   `figures` the rule's inputs as JSON (rates, prices, units, the tier and rank held) and `rule`
 *   the name of the rule that produced it.
 * - `commission_entries`: the other side of the ledger — payouts, withholdings, transfers to the
 *   credit wallet and adjustments (signed minor units). An agent's balance is the sum of its payable
 *   lines and its entries.
 * - `commission_accounts`: one row per agent, locked (FOR UPDATE) by every payout or transfer, so
 *   that parallel requests see one balance; `open_payout_id` enforces one open request at a time.
 * - `commission_payouts` and `commission_payout_events`: payout requests and every change of their
 *   status (requested → approved → paid, or rejected / cancelled), with the bank account copied at
 *   request time.
 * - `promotion_eligibility`: agents who met a higher tier's figures in a closed period.
 * - `agent_period_sales.cs_amount` / `cs_units`: the commissionable part of the month's PS
 *   (purchases HQ sold), kept by the orders module beside `ps_amount`; existing rows are filled
 *   from their paid HQ orders.
 * - `commission_agent_periods`: what the close saw for each agent of the period: tier and rank held,
 *   PS, GS, TPGS, SGS (all sales and the commissionable part) and whether maintenance was met. Check
 *   calculation, qualification and eligibility read it; it is written once, at the close.
 */
const ms = { precision: 3 } as const;

function company(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('recruiter_id').unsigned().references('users.id');
    t.boolean('tax_resident').notNullable().defaultTo(true);
    t.integer('withholding_year');
    t.boolean('withholding_107d').notNullable().defaultTo(false);
    t.index(['recruiter_id']);
  });
  await knex('users').whereNotNull('upline_id').update({ recruiter_id: knex.ref('upline_id') });

  await knex.schema.alterTable('orders', (t) => {
    t.integer('affiliate_id').unsigned().references('users.id').onDelete('SET NULL');
    t.index(['affiliate_id']);
  });

  await knex.schema.alterTable('company_features', (t) => {
    t.boolean('commission_compression').notNullable().defaultTo(false);
    t.boolean('auto_promotion').notNullable().defaultTo(false);
    t.integer('commission_close_day').notNullable().defaultTo(1);
    t.integer('commission_close_hour').notNullable().defaultTo(2);
    t.bigInteger('min_payout').notNullable().defaultTo(5000);
    t.boolean('withholding_107d').notNullable().defaultTo(true);
  });
  const idr = knex('companies').where('currency', 'IDR').select('id');
  await knex('company_features').whereIn('company_id', idr).update({ withholding_107d: false, min_payout: 100000 });

  await knex.schema.createTable('commission_periods', (t) => {
    company(t);
    t.string('period', 7).notNullable();
    t.string('status', 8).notNullable().defaultTo('open');
    t.integer('run_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('run_at', ms);
    t.integer('closed_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('closed_at', ms);
    t.integer('line_count').unsigned().notNullable().defaultTo(0);
    t.text('totals');
    t.string('hash', 64);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'period']);
  });

  await knex.schema.createTable('commission_lines', (t) => {
    t.bigIncrements('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('period', 7).notNullable();
    t.string('type', 20).notNullable();
    t.string('kind', 12).notNullable();
    t.integer('beneficiary_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('source_type', 12).notNullable();
    t.bigInteger('source_id').unsigned().notNullable();
    t.integer('order_id').unsigned();
    t.integer('buyer_id').unsigned();
    t.bigInteger('amount').notNullable();
    t.boolean('payable').notNullable().defaultTo(true);
    t.bigInteger('reverses_id').unsigned();
    t.string('rule', 40).notNullable();
    t.text('figures').notNullable();
    t.datetime('created_at', ms).notNullable();
    t.unique(['company_id', 'period', 'type', 'kind', 'beneficiary_id', 'source_type', 'source_id'], 'commission_lines_identity');
    // An agent's lines by period and type (statements, check calculation, balances).
    t.index(['company_id', 'beneficiary_id', 'period', 'type']);
    // A period's lines by type (company totals, the run, the hash).
    t.index(['company_id', 'period', 'type', 'beneficiary_id']);
    t.index(['company_id', 'order_id']);
    t.index(['beneficiary_id']);
  });

  await knex.schema.createTable('commission_accounts', (t) => {
    company(t);
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('open_payout_id').unsigned();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'agent_id']);
    t.index(['agent_id']);
  });

  await knex.schema.createTable('commission_payouts', (t) => {
    company(t);
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('amount').notNullable();
    t.bigInteger('withholding').notNullable().defaultTo(0);
    t.bigInteger('net').notNullable();
    t.string('status', 10).notNullable();
    t.string('bank_company', 100);
    t.string('bank_number', 34);
    t.string('bank_name', 191);
    t.string('reason', 500);
    t.string('reference', 100);
    t.date('paid_on');
    t.integer('requested_by').unsigned().references('users.id').onDelete('SET NULL');
    t.integer('decided_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('decided_at', ms);
    t.integer('paid_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('paid_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'status', 'created_at']);
    t.index(['company_id', 'agent_id', 'created_at']);
    t.index(['agent_id']);
  });

  await knex.schema.createTable('commission_payout_events', (t) => {
    company(t);
    t.integer('payout_id').unsigned().notNullable().references('commission_payouts.id').onDelete('CASCADE');
    t.string('from_status', 10);
    t.string('to_status', 10).notNullable();
    t.integer('by').unsigned().references('users.id').onDelete('SET NULL');
    t.string('note', 500);
    t.datetime('created_at', ms).notNullable();
    t.index(['payout_id']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('commission_entries', (t) => {
    t.bigIncrements('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 12).notNullable();
    t.bigInteger('amount').notNullable();
    t.integer('payout_id').unsigned().references('commission_payouts.id').onDelete('SET NULL');
    t.string('reference', 100).notNullable();
    t.string('note', 500);
    t.integer('created_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('created_at', ms).notNullable();
    t.unique(['company_id', 'kind', 'reference']);
    t.index(['company_id', 'agent_id', 'created_at']);
    t.index(['agent_id']);
  });

  await knex.schema.alterTable('agent_period_sales', (t) => {
    t.bigInteger('cs_amount').notNullable().defaultTo(0);
    t.integer('cs_units').notNullable().defaultTo(0);
  });
  await backfillCommissionable(knex);

  await knex.schema.createTable('commission_agent_periods', (t) => {
    company(t);
    t.string('period', 7).notNullable();
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('tier_id').unsigned();
    t.integer('rank_id').unsigned();
    for (const c of ['ps', 'gs', 'tpgs', 'sgs', 'cps', 'cgs', 'csgs']) {
      t.bigInteger(`${c}_amount`).notNullable().defaultTo(0);
      t.integer(`${c}_units`).notNullable().defaultTo(0);
    }
    t.boolean('maintenance_met').notNullable().defaultTo(false);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'period', 'agent_id']);
    t.index(['company_id', 'agent_id', 'period']);
    t.index(['agent_id']);
  });

  await knex.schema.createTable('promotion_eligibility', (t) => {
    company(t);
    t.string('period', 7).notNullable();
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('from_tier_id').unsigned().references('tiers.id').onDelete('SET NULL');
    t.integer('to_tier_id').unsigned().notNullable().references('tiers.id').onDelete('CASCADE');
    t.text('figures').notNullable();
    t.string('status', 10).notNullable().defaultTo('eligible');
    t.integer('decided_by').unsigned().references('users.id').onDelete('SET NULL');
    t.datetime('decided_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'period', 'agent_id']);
    t.index(['company_id', 'status']);
    t.index(['agent_id']);
  });
}

/**
 * The commissionable part of existing monthly sales: each paid HQ order (refunded ones included,
 * as their refund subtracted from the month it happened in) adds to its buyer's month of payment
 * (Asia/Kuala_Lumpur, UTC+8 without daylight saving) and a refund subtracts in its month.
 */
interface PaidOrder {
  company_id: number;
  buyer_id: number;
  paid_at: string | Date;
  cancelled_at: string | Date | null;
  payment_status: string;
  amount: number | string;
  units: number | string;
}

async function backfillCommissionable(knex: Knex): Promise<void> {
  const orders: PaidOrder[] = await knex('orders as o')
    .join('order_items as i', 'i.order_id', 'o.id')
    .where('o.type', 'hq')
    .whereNotNull('o.paid_at')
    .groupBy('o.id', 'o.company_id', 'o.buyer_id', 'o.paid_at', 'o.cancelled_at', 'o.payment_status')
    .select('o.company_id', 'o.buyer_id', 'o.paid_at', 'o.cancelled_at', 'o.payment_status')
    .sum({ amount: 'i.sales_value' })
    .sum({ units: 'i.units' })
    .then((rows) => rows as unknown as PaidOrder[]);
  const month = (t: string | Date) => new Date(new Date(typeof t === 'string' ? `${t.replace(' ', 'T')}Z` : t).getTime() + 8 * 3600_000).toISOString().slice(0, 7);
  const sums = new Map<string, { companyId: number; agentId: number; period: string; amount: number; units: number }>();
  const add = (companyId: number, agentId: number, period: string, amount: number, units: number) => {
    const key = `${companyId}:${agentId}:${period}`;
    const row = sums.get(key) ?? { companyId, agentId, period, amount: 0, units: 0 };
    row.amount += amount;
    row.units += units;
    sums.set(key, row);
  };
  for (const o of orders) {
    add(o.company_id, o.buyer_id, month(o.paid_at), Number(o.amount), Number(o.units));
    if (o.payment_status === 'refunded' && o.cancelled_at) add(o.company_id, o.buyer_id, month(o.cancelled_at), -Number(o.amount), -Number(o.units));
  }
  for (const row of sums.values()) {
    await knex('agent_period_sales')
      .where({ company_id: row.companyId, agent_id: row.agentId, period: row.period })
      .update({ cs_amount: row.amount, cs_units: row.units });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agent_period_sales', (t) => {
    t.dropColumn('cs_amount');
    t.dropColumn('cs_units');
  });
  for (const table of ['commission_agent_periods', 'promotion_eligibility', 'commission_entries', 'commission_payout_events', 'commission_payouts', 'commission_accounts', 'commission_lines', 'commission_periods']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('company_features', (t) => {
    for (const c of ['withholding_107d', 'min_payout', 'commission_close_hour', 'commission_close_day', 'auto_promotion', 'commission_compression']) t.dropColumn(c);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropForeign(['affiliate_id']);
    t.dropIndex(['affiliate_id']);
    t.dropColumn('affiliate_id');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropForeign(['recruiter_id']);
    t.dropIndex(['recruiter_id']);
    for (const c of ['withholding_107d', 'withholding_year', 'tax_resident', 'recruiter_id']) t.dropColumn(c);
  });
}
