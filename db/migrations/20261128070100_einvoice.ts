import type { Knex } from 'knex';

/**
 * LHDN MyInvois e-invoicing (server/modules/einvoice, docs/einvoice.md).
 *
 * - `einvoice_settings`: one row per company — on/off, the date from which documents are issued,
 *   taxpayer or intermediary, the company's particulars as they appear on its documents (TIN, BRN,
 *   SST number or none, MSIC code and description, legal name, address with LHDN's state code,
 *   phone, e-mail), the document version (1.0 unsigned, 1.1 signed), the MyInvois client id and
 *   secret (`credentials`, encrypted JSON like integration setups), the signing certificate and key
 *   (`certificate`, encrypted JSON of PEM texts) with its expiry and subject shown in clear.
 * - `einvoice_documents`: one row per e-invoice the company issues or will issue. `source_type`
 *   payout | order | redemption | consolidated and `source_id` (the payout's, order's or
 *   redemption's id, or YYYY-MM) name what it is for, unique per company with its type so a payout
 *   is never invoiced twice. `status` pending → submitted → valid | invalid, valid → cancelled.
 *   `source_data` is the document's input at the time it was created (JSON); `document` the JSON
 *   text submitted last and `document_hash` its SHA-256; `errors` LHDN's error list (JSON).
 *   Amounts in minor units. Lists and the submission job read (company, status, id); by month
 *   (company, issued_at); by LHDN's id (company, uuid).
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('einvoice_settings', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.boolean('enabled').notNullable().defaultTo(false);
    t.string('from_date', 10);
    t.string('mode', 16).notNullable().defaultTo('taxpayer');
    t.string('tin', 20);
    t.string('brn', 30);
    t.string('sst_number', 40);
    t.string('msic_code', 5);
    t.string('msic_description', 300);
    t.string('legal_name', 300);
    t.string('address1', 255);
    t.string('address2', 255);
    t.string('postcode', 10);
    t.string('city', 100);
    t.string('state_code', 2);
    t.string('phone', 20);
    t.string('email', 191);
    t.string('document_version', 3).notNullable().defaultTo('1.0');
    t.text('credentials');
    t.text('certificate');
    t.datetime('certificate_expires_at', ms);
    t.string('certificate_subject', 500);
    t.integer('updated_by').unsigned();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id']);
  });

  await knex.schema.createTable('einvoice_documents', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('type', 2).notNullable();
    t.string('status', 12).notNullable();
    t.string('code_number', 50).notNullable();
    t.string('source_type', 16).notNullable();
    t.string('source_id', 32).notNullable();
    t.integer('original_id').unsigned().references('einvoice_documents.id');
    t.string('supplier_tin', 20).notNullable();
    t.string('buyer_tin', 20).notNullable();
    t.string('currency', 3).notNullable();
    t.bigInteger('total_excluding_tax').notNullable();
    t.bigInteger('tax_amount').notNullable();
    t.bigInteger('total_payable').notNullable();
    t.text('source_data', 'mediumtext').notNullable();
    t.text('document', 'mediumtext');
    t.string('document_hash', 64);
    t.string('uuid', 30);
    t.string('long_id', 64);
    t.string('submission_uid', 30);
    t.text('errors');
    t.integer('attempts').notNullable().defaultTo(0);
    t.datetime('next_attempt_at', ms);
    t.datetime('issued_at', ms);
    t.datetime('submitted_at', ms);
    t.datetime('validated_at', ms);
    t.datetime('cancelled_at', ms);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'type', 'code_number']);
    t.unique(['company_id', 'source_type', 'source_id', 'type']);
    t.index(['company_id', 'status', 'id']);
    t.index(['company_id', 'issued_at']);
    t.index(['company_id', 'uuid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('einvoice_documents');
  await knex.schema.dropTableIfExists('einvoice_settings');
}
