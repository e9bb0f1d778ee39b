import type { Knex } from 'knex';

/**
 * Campaigns, reward points and redemptions ("Campaigns and reward points"). The rules are
 * in server/modules/campaigns/ (points.ts for the ledger, service.ts for campaigns, redeem.ts for
 * redemptions). Plain knex.
 *
 * - `campaigns`: a campaign (docs/rules.md: "Campaign (game)"): title, description, terms, reward
 *   type, points required per redemption, first and last business day (Asia/Kuala_Lumpur, both
 *   inclusive), period (the cycle of the per-agent limit), the campaign it follows (`previous_id`),
 *   banner (storage key), `max_redeem` (rewards in stock) and `redeemed` (live redemptions, raised
 *   only by a conditional `redeemed < max_redeem` update), `per_agent_limit` per period.
 * - `campaign_products`: the up to 10 products whose sales earn the campaign's bonus points
 *   ("product sales record"), with the points each unit sold earns.
 * - `point_balances`: one row per agent, always the sum of its entries. Points are plain integers
 *   (read back as numbers on both databases; a balance stays far below 2^31).
 * - `point_entries`: the append-only points ledger: signed points, kind (order, order_reversal,
 *   campaign, campaign_reversal, redeem, redeem_return, expiry), a reference unique per company and
 *   kind (idempotency), the order / campaign / redemption it comes from, the balance after it.
 * - `campaign_redemptions`: one redemption of a campaign's reward by an agent, its points, the
 *   business period it counts in, and its hand-over states (pending → shipped → handed_over,
 *   or cancelled) with who and when.
 */
const ms = { precision: 3 } as const;

function tenant(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('campaigns', (t) => {
    tenant(t);
    t.string('title', 191).notNullable();
    t.text('description').nullable();
    t.text('terms').nullable();
    t.string('reward_type', 16).notNullable();
    t.integer('points_required').unsigned().notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.string('period', 16).notNullable();
    t.integer('previous_id').unsigned().nullable().references('campaigns.id').onDelete('SET NULL');
    t.string('banner', 191).nullable();
    t.integer('max_redeem').unsigned().notNullable();
    t.integer('redeemed').unsigned().notNullable().defaultTo(0);
    t.integer('per_agent_limit').unsigned().notNullable().defaultTo(1);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'end_date']);
    t.index(['company_id', 'start_date']);
  });

  await knex.schema.createTable('campaign_products', (t) => {
    tenant(t);
    t.integer('campaign_id').unsigned().notNullable().references('campaigns.id').onDelete('CASCADE');
    t.integer('product_id').unsigned().notNullable().references('products.id').onDelete('CASCADE');
    t.integer('points').unsigned().notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['campaign_id', 'product_id']);
    t.index(['company_id', 'product_id']);
  });

  await knex.schema.createTable('point_balances', (t) => {
    tenant(t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('balance').notNullable().defaultTo(0);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('campaign_redemptions', (t) => {
    tenant(t);
    t.integer('campaign_id').unsigned().notNullable().references('campaigns.id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('points').unsigned().notNullable();
    t.string('period_key', 16).notNullable();
    t.string('status', 16).notNullable();
    t.string('remark', 255).nullable();
    t.string('tracking_no', 100).nullable();
    t.string('note', 255).nullable();
    t.datetime('shipped_at', ms).nullable();
    t.datetime('handed_over_at', ms).nullable();
    t.datetime('cancelled_at', ms).nullable();
    t.integer('updated_by').unsigned().nullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'status', 'id']);
    t.index(['campaign_id', 'user_id', 'period_key']);
    t.index(['company_id', 'user_id', 'id']);
  });

  await knex.schema.createTable('point_entries', (t) => {
    tenant(t);
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('points').notNullable();
    t.string('kind', 20).notNullable();
    t.string('reference', 100).notNullable();
    t.integer('order_id').unsigned().nullable();
    t.integer('campaign_id').unsigned().nullable();
    t.integer('redemption_id').unsigned().nullable();
    t.integer('balance_after').notNullable();
    t.string('note', 255).nullable();
    t.integer('created_by').unsigned().nullable();
    t.datetime('created_at', ms).notNullable();
    t.unique(['company_id', 'kind', 'reference']);
    t.index(['company_id', 'user_id', 'id']);
    t.index(['company_id', 'kind', 'created_at']);
    t.index(['user_id']);
    t.index(['order_id']);
    t.index(['campaign_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('point_entries');
  await knex.schema.dropTableIfExists('campaign_redemptions');
  await knex.schema.dropTableIfExists('point_balances');
  await knex.schema.dropTableIfExists('campaign_products');
  await knex.schema.dropTableIfExists('campaigns');
}
