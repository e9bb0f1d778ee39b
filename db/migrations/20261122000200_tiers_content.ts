import type { Knex } from 'knex';

/**
 * Tiers get the compensation fields of docs/rules.md (meaning in docs/compensation.md); commission ranks;
 * terms, greetings and FAQ with their tier visibility. Money is integer minor units, percentages
 * integer basis points (1250 = 12.50 %), unit counts integers. Plain knex, no models.
 */
const ms = { precision: 3 } as const;

const TIER_INTEGERS = [
  'mom_unit',
  'mom_amount',
  'mom_first_order_unit',
  'mom_first_order_amount',
  'ps_unit',
  'ps_amount',
  'gs_unit',
  'gs_amount',
  'tpgs_unit',
  'tpgs_amount',
  'helper_percen',
  'recruit_comm',
  'leadership',
  'side_group_sales',
  'introducer_bonus',
];

/** A content table's visibility: no rows and `all_tiers` false means HQ only. */
function visibility(knex: Knex, table: string, owner: string, ownerTable: string) {
  return knex.schema.createTable(table, (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer(owner).unsigned().notNullable().references(`${ownerTable}.id`).onDelete('CASCADE');
    t.integer('tier_id').unsigned().notNullable().references('tiers.id').onDelete('CASCADE');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique([owner, 'tier_id']);
    t.index(['company_id']);
    t.index(['tier_id']);
  });
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tiers', (t) => {
    for (const column of TIER_INTEGERS) t.integer(column).notNullable().defaultTo(0);
    // Days without a purchase before an agent of this tier turns inactive; null: the company's setting.
    t.integer('inactive_days');
    t.boolean('overriding_commission').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('commission_ranks', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('commission_name', 100).notNullable();
    t.integer('personal_sales').notNullable().defaultTo(0);
    t.integer('total_personal_group_sales').notNullable().defaultTo(0);
    t.integer('side_group_sales').notNullable().defaultTo(0);
    t.integer('commission').notNullable().defaultTo(0);
    t.integer('personal_level_commission').notNullable().defaultTo(0);
    t.boolean('is_leadership').notNullable().defaultTo(false);
    for (let i = 1; i <= 8; i++) t.string(`benefit${i}`, 255); // benefit1: the snake-case mapper puts no underscore before digits
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'commission_name']);
  });

  await knex.schema.createTable('terms', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.text('tnc_details').notNullable();
    t.string('pdf_upload', 255);
    t.boolean('all_tiers').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
  });
  await knex.schema.createTable('greetings', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('greet_subject', 191).notNullable();
    t.text('greet_detail').notNullable();
    t.boolean('all_tiers').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
  });
  await knex.schema.createTable('faqs', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('question', 500).notNullable();
    t.text('answer').notNullable();
    t.boolean('all_tiers').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
  });
  await visibility(knex, 'term_tiers', 'term_id', 'terms');
  await visibility(knex, 'greeting_tiers', 'greeting_id', 'greetings');
  await visibility(knex, 'faq_tiers', 'faq_id', 'faqs');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['faq_tiers', 'greeting_tiers', 'term_tiers', 'faqs', 'greetings', 'terms', 'commission_ranks']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('tiers', (t) => {
    t.dropColumn('overriding_commission');
    t.dropColumn('inactive_days');
    for (const column of [...TIER_INTEGERS].reverse()) t.dropColumn(column);
  });
}
