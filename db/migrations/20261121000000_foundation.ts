import type { Knex } from 'knex';

/**
 * Foundation: companies and their domains, users (HQ, staff, agents) with permissions and
 * one-time tokens, tiers and branches in their first shape, store customers, the mail outbox
 * and the job locks. Plain knex, no models; immutable once landed — later changes go in new files.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.string('name', 191).notNullable();
    t.string('slug', 64).notNullable().unique();
    t.string('country', 2).notNullable().defaultTo('MY');
    t.string('currency', 3).notNullable().defaultTo('MYR');
    t.string('default_lang', 2).notNullable().defaultTo('en');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('disallow_login').notNullable().defaultTo(false);
    t.string('web_desc', 500);
    t.string('color_primary', 7);
    t.string('color_secondary', 7);
    t.string('logo', 255);
    t.string('logo_dark', 255);
    t.string('login_image', 255);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
  });

  // Per-company switches of docs/rules.md known at the foundation; the setup module adds the rest.
  await knex.schema.createTable('company_features', (t) => {
    t.integer('company_id').unsigned().primary().references('companies.id').onDelete('CASCADE');
    for (const flag of [
      'show_hide_preorder',
      'manual_receipt',
      'self_pickup',
      'first_order',
      'first_order_package',
      'ejenstore_status',
      'e_koop_status',
      'go_affiliate_status',
      'moq',
      'zerorise_overriding',
      'cp58_feature',
      'show_amount_snr',
    ]) {
      t.boolean(flag).notNullable().defaultTo(false);
    }
    t.integer('inactive_limit_days').notNullable().defaultTo(90);
    t.integer('booking_time_minutes').notNullable().defaultTo(0);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
  });

  await knex.schema.createTable('company_domains', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('domain', 191).notNullable().unique();
    t.index(['company_id']);
  });

  await knex.schema.createTable('tiers', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('level_name', 100).notNullable();
    t.integer('rank_number').notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'rank_number']);
  });

  await knex.schema.createTable('branches', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('name', 191).notNullable();
    t.string('address1', 255);
    t.string('address2', 255);
    t.string('postcode', 10);
    t.string('city', 100);
    t.string('state', 100);
    t.string('country', 2);
    t.boolean('is_pickup').notNullable().defaultTo(false);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('role', 16).notNullable();
    t.string('email', 191).notNullable();
    t.string('username', 64);
    t.string('password_hash', 100);
    t.string('status', 16).notNullable().defaultTo('active');
    t.datetime('email_verified_at', ms);
    t.integer('token_version').notNullable().defaultTo(0);
    t.string('lang', 2);
    t.integer('tier_id').unsigned().references('tiers.id');
    t.integer('upline_id').unsigned().references('users.id');
    t.integer('helper_id').unsigned().references('users.id');
    t.string('account_category', 16);
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.string('account_company', 191);
    t.string('identity_no', 32);
    t.date('birth_date');
    t.string('gender', 8);
    t.string('phone_code', 8);
    t.string('phone', 20);
    t.string('address1', 255);
    t.string('address2', 255);
    t.string('postcode', 10);
    t.string('city', 100);
    t.string('state', 100);
    t.string('country', 2);
    t.string('province', 32);
    t.string('regency', 32);
    t.string('district', 32);
    t.string('village', 32);
    t.string('tin', 32);
    t.string('bank_country', 2);
    t.string('bank_company', 100);
    t.string('bank_number', 34);
    t.string('bank_name', 191);
    t.string('bank_identity', 32);
    t.string('socmed_facebook', 255);
    t.string('socmed_instagram', 255);
    t.string('socmed_tiktok', 255);
    t.string('socmed_twitter', 255);
    t.string('avatar', 255);
    t.datetime('last_login_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'email']);
    t.unique(['company_id', 'username']);
    t.index(['company_id', 'role', 'status']);
    t.index(['upline_id']);
    t.index(['helper_id']);
  });

  await knex.schema.createTable('user_permissions', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('permission', 40).notNullable();
    t.unique(['user_id', 'permission']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('user_tokens', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 16).notNullable();
    t.string('token_hash', 64).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.datetime('expires_at', ms).notNullable();
    t.datetime('used_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['token_hash']);
    t.index(['user_id', 'purpose']);
  });

  await knex.schema.createTable('customers', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('agent_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100);
    t.string('email', 191);
    t.string('phone_code', 8);
    t.string('phone', 20);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'agent_id']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().references('companies.id').onDelete('CASCADE');
    t.string('to', 191).notNullable();
    t.string('subject', 255).notNullable();
    t.text('body').notNullable();
    t.string('status', 16).notNullable();
    t.string('error', 500);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'to']);
  });

  await knex.schema.createTable('job_locks', (t) => {
    t.string('name', 64).primary();
    t.string('owner', 64);
    t.datetime('locked_until', ms);
    t.datetime('last_run_at', ms);
    t.string('last_error', 500);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['job_locks', 'mail_outbox', 'customers', 'user_tokens', 'user_permissions', 'users', 'branches', 'tiers', 'company_domains', 'company_features', 'companies']) {
    await knex.schema.dropTableIfExists(table);
  }
}
