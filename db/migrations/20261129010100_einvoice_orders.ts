import type { Knex } from 'knex';

/**
 * E-invoices of the company's sales (server/modules/einvoice/orders.ts, consolidated.ts, notes.ts;
 * docs/einvoice.md "Orders, notes and the consolidated e-invoice").
 *
 * - `orders.einvoice_tin`, `einvoice_id_type` (NRIC | BRN | PASSPORT | ARMY), `einvoice_id_value`,
 *   `einvoice_name`: the buyer's particulars given at checkout when it asks for an e-invoice of the
 *   order (all null otherwise, and for every order placed before). Nullable columns added at the
 *   end: MariaDB adds them in place (no table copy).
 * - `einvoice_consolidated_orders`: which orders went into which consolidated e-invoice (one row
 *   per order, an order in at most one), so that the refund of a consolidated order finds the
 *   document its refund note refers to; read by order (company, order_id) and by document. No
 *   foreign key to orders: the consolidation inserts up to a month of rows in one transaction, and
 *   a key's check would take a shared lock on every order row (a refund waiting on it meanwhile).
 * - `einvoice_documents` (company, original_id): the notes of a document (what remains to credit).
 *
 * The month's orders are read through the existing (company_id, payment_status, paid_at) index
 * (20261125001100_orders_refunded_paid.ts): no new index on orders.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('einvoice_tin', 20);
    t.string('einvoice_id_type', 10);
    t.string('einvoice_id_value', 30);
    t.string('einvoice_name', 300);
  });
  await knex.schema.createTable('einvoice_consolidated_orders', (t) => {
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('order_id').unsigned().notNullable();
    t.integer('document_id').unsigned().notNullable().references('einvoice_documents.id');
    t.primary(['company_id', 'order_id']);
    t.index(['company_id', 'document_id'], 'einvoice_consolidated_orders_document_index');
  });
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.index(['company_id', 'original_id'], 'einvoice_documents_company_original_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.dropIndex(['company_id', 'original_id'], 'einvoice_documents_company_original_index');
  });
  await knex.schema.dropTableIfExists('einvoice_consolidated_orders');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumns('einvoice_tin', 'einvoice_id_type', 'einvoice_id_value', 'einvoice_name');
  });
}
