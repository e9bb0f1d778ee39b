import type { Knex } from 'knex';

/**
 * Marketing files (docs/rules.md: "Marketing folder" and "File"):
 * - `marketing_folders`: HQ's folders of marketing material; `all_tiers` true: every agent sees
 *   the folder, false: only agents of the tiers linked in `marketing_folder_tiers` (HQ and staff
 *   see all).
 * - `marketing_folder_tiers`: which tiers see a folder that is not for all tiers.
 * - `marketing_files`: the files in a folder (JPEG, PNG or PDF, recognised by content): the name
 *   HQ gave it, its type, its size in bytes and the storage key of its bytes (a private storage
 *   folder, served only through GET /marketing/file/download or a signed link). A file is seen by
 *   whoever sees its folder. A folder that still holds files is not deleted (the service refuses).
 * Plain knex, no models.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('marketing_folders', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('folder_name', 191).notNullable();
    t.boolean('all_tiers').notNullable().defaultTo(true);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id']);
  });
  await knex.schema.createTable('marketing_folder_tiers', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('folder_id').unsigned().notNullable().references('marketing_folders.id').onDelete('CASCADE');
    t.integer('tier_id').unsigned().notNullable().references('tiers.id').onDelete('CASCADE');
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['folder_id', 'tier_id']);
    t.index(['company_id']);
    t.index(['tier_id']);
  });
  await knex.schema.createTable('marketing_files', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    // CASCADE only so that removing a company removes everything; the service never deletes a folder with files.
    t.integer('folder_id').unsigned().notNullable().references('marketing_folders.id').onDelete('CASCADE');
    t.string('file_name', 191).notNullable();
    t.string('file_type', 10).notNullable();
    t.integer('size').unsigned().notNullable();
    t.string('storage_key', 255).notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.index(['company_id', 'folder_id']);
    t.index(['folder_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['marketing_files', 'marketing_folder_tiers', 'marketing_folders']) await knex.schema.dropTableIfExists(table);
}
