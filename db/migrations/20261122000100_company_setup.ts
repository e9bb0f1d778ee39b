import type { Knex } from 'knex';

/**
 * Company setup: the company profile and network columns of `companies`, the
 * remaining feature switches of `company_features`, Indonesian address parts of branches, and
 * the HQ notification settings (recipients and per-type on/off). Plain knex, no models.
 */
const ms = { precision: 3 } as const;

const PROFILE_STRINGS: [string, number][] = [
  ['org_id', 64],
  ['company_roc', 64],
  ['addr1', 255],
  ['addr2', 255],
  ['postcode', 10],
  ['city', 100],
  ['state', 100],
  ['phone_code', 8],
  ['phone', 20],
  ['email', 191],
  ['bank_company', 100],
  ['bank_number', 32],
  ['bank_name', 191],
  ['bank_identity', 32],
  ['prefix_name', 10],
  ['province', 32],
  ['regency', 32],
  ['district', 32],
  ['village', 32],
  ['tin', 32],
  ['msic_code', 8],
  ['msic_description', 255],
];

const NETWORK = ['socmed_fb', 'socmed_ig', 'socmed_tiktok', 'socmed_twitter', 'ecomm_shopee', 'ecomm_lazada', 'ecomm_carousell', 'ecomm_mudah'];

const NEW_FLAGS = ['order_company', 'all_level', 'all_level_status', 'show_stock_my_shop', 'agent_income_statement'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    for (const [name, length] of PROFILE_STRINGS) t.string(name, length);
    // Tax rate in basis points: 600 = 6.00 %.
    t.integer('tax_rate_bp').notNullable().defaultTo(0);
    for (const name of NETWORK) t.string(name, 255);
  });

  await knex.schema.alterTable('company_features', (t) => {
    for (const flag of NEW_FLAGS) t.boolean(flag).notNullable().defaultTo(false);
    // The lowest-ranked level (tier) allowed to order when not all levels may; null = none chosen.
    t.integer('order_level_tier_id').unsigned().references('tiers.id').onDelete('SET NULL');
  });

  await knex.schema.alterTable('branches', (t) => {
    t.string('province', 32);
    t.string('regency', 32);
    t.string('district', 32);
    t.string('village', 32);
  });

  await knex.schema.createTable('notification_recipients', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('email', 191).notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
    t.unique(['company_id', 'email']);
  });

  await knex.schema.createTable('notification_settings', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('type', 32).notNullable();
    t.boolean('state').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
    t.unique(['company_id', 'type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notification_settings');
  await knex.schema.dropTableIfExists('notification_recipients');
  await knex.schema.alterTable('branches', (t) => {
    t.dropColumns('province', 'regency', 'district', 'village');
  });
  await knex.schema.alterTable('company_features', (t) => {
    t.dropForeign(['order_level_tier_id']);
    t.dropColumns(...NEW_FLAGS, 'order_level_tier_id');
  });
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumns(...PROFILE_STRINGS.map(([name]) => name), 'tax_rate_bp', ...NETWORK);
  });
}
