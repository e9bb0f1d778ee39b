import type { Knex } from 'knex';

/**
 * Couriers of a company (docs/rules.md: Courier): name and service, the basis of their rates (order
 * weight in grams or units), free-shipping threshold and handling fee in integer minor units, and
 * an active switch. A courier serves regions; a region is a named set of states (Malaysian state
 * names, Indonesian province codes) with its rate bands. A state belongs to one region of a
 * courier at most, so a quote never has two answers. Plain knex, no models.
 */
const ms = { precision: 3 } as const;

function tenant(t: Knex.CreateTableBuilder) {
  t.increments('id');
  t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
}

function stamps(t: Knex.CreateTableBuilder) {
  t.datetime('created_at', ms).notNullable();
  t.datetime('updated_at', ms).notNullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('couriers', (t) => {
    tenant(t);
    t.string('name', 100).notNullable();
    // '' when the courier has a single service (a unique index treats NULLs as distinct).
    t.string('service', 100).notNullable().defaultTo('');
    t.string('rate_by', 10).notNullable().defaultTo('weight');
    // Null: no free shipping.
    t.integer('free_shipping_threshold');
    t.integer('handling_fee').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    stamps(t);
    t.unique(['company_id', 'name', 'service']);
  });

  await knex.schema.createTable('courier_regions', (t) => {
    tenant(t);
    t.integer('courier_id').unsigned().notNullable().references('couriers.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    stamps(t);
    t.index(['company_id']);
    t.unique(['courier_id', 'name']);
  });

  await knex.schema.createTable('courier_region_states', (t) => {
    tenant(t);
    t.integer('courier_id').unsigned().notNullable().references('couriers.id').onDelete('CASCADE');
    t.integer('region_id').unsigned().notNullable().references('courier_regions.id').onDelete('CASCADE');
    t.string('state', 64).notNullable();
    stamps(t);
    t.unique(['courier_id', 'state']);
    t.index(['company_id', 'state']);
    t.index(['region_id']);
  });

  await knex.schema.createTable('courier_rates', (t) => {
    tenant(t);
    t.integer('region_id').unsigned().notNullable().references('courier_regions.id').onDelete('CASCADE');
    t.integer('up_to').notNullable();
    t.string('comparison', 3).notNullable();
    t.integer('price').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    stamps(t);
    t.index(['company_id']);
    t.index(['region_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('courier_rates');
  await knex.schema.dropTableIfExists('courier_region_states');
  await knex.schema.dropTableIfExists('courier_regions');
  await knex.schema.dropTableIfExists('couriers');
}
