import type { Knex } from 'knex';

/**
 * The e-invoicing page reads a company's documents of a calendar month by their creation time
 * (GET /e-invoice/data and /e-invoice/export, docs/einvoice.md "Calls and page"): an index on
 * (company, created_at, id) finds the month's rows without reading the company's others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.index(['company_id', 'created_at', 'id'], 'einvoice_documents_company_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.dropIndex(['company_id', 'created_at', 'id'], 'einvoice_documents_company_created_index');
  });
}
