import type { Knex } from 'knex';

/**
 * The newsfeed and the hall of fame (docs/rules.md: "Newsfeed" and "Hall of fame").
 *
 * - `news_posts`: what HQ and staff holding "post content" tell every agent of the company.
 *   `pin` puts a post above the others (pinned first, then newest); `usr_org_id` is the HQ or staff
 *   user who posted it; `content` is rich text already reduced by the server to a small set of
 *   tags without attributes (links keep an http(s) or mailto address); `file` is the storage key
 *   of an optional image or PDF; `video_id` an optional YouTube video id (11 characters).
 * - `hall_of_fame`: the agents HQ honours: a title (e.g. "Top recruiter"), the day it is for, the
 *   agent's name and achievement as HQ writes them, and the storage key of an optional photo.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('news_posts', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.boolean('pin').notNullable().defaultTo(false);
    t.integer('usr_org_id').unsigned().references('users.id').onDelete('SET NULL');
    t.string('subject', 191).notNullable();
    t.text('content', 'mediumtext').notNullable();
    t.string('file', 255);
    t.string('video_id', 11);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    // The feed's order: pinned first, then newest.
    t.index(['company_id', 'pin', 'created_at']);
  });
  await knex.schema.createTable('hall_of_fame', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('hof_title', 191).notNullable();
    t.date('hof_date').notNullable();
    t.string('user_name', 191).notNullable();
    t.string('user_achievement', 500).notNullable();
    t.string('user_img', 255);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'hof_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('hall_of_fame');
  await knex.schema.dropTableIfExists('news_posts');
}
