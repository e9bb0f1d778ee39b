import type { Knex } from 'knex';

/**
 * E-invoicing (docs/einvoice.md): the agent of a self-billed document, and LHDN's TIN validation
 * answers.
 *
 * - `einvoice_documents.agent_id`: the agent a self-billed document (type 11, a payout or a reward)
 *   pays — its supplier. A retry after correction rebuilds the supplier from that agent's profile as
 *   it is now, and an agent's own documents are found by it (company, agent_id). Null for the
 *   company's own sales documents. Documents written before this migration are filled from their
 *   payouts.
 * - `einvoice_tin_checks`: one row per company, TIN, identification type and number LHDN was asked
 *   about (GET /api/v1.0/taxpayer/validate/{tin}): `status` valid | invalid, `message` LHDN's reason
 *   for an invalid one, `checked_at` when asked and `expires_at` when the answer is to be asked again
 *   (30 days for a valid answer, 1 day for an invalid one). The `einvoice.tin` job finds the agents
 *   whose current TIN and identity number have no row, or an expired one.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.integer('agent_id').unsigned();
    t.index(['company_id', 'agent_id', 'id'], 'einvoice_documents_company_agent_index');
  });
  // Existing payout documents: their payout's agent (a few hundred rows at a time).
  for (let after = 0; ; ) {
    const docs: Array<{ id: number; company_id: number; source_id: string }> = await knex('einvoice_documents')
      .where('source_type', 'payout')
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .select('id', 'company_id', 'source_id');
    if (!docs.length) break;
    after = docs[docs.length - 1]!.id;
    const payouts: Array<{ id: number; company_id: number; agent_id: number }> = await knex('commission_payouts')
      .whereIn(
        'id',
        docs.map((d) => Number(d.source_id)).filter((n) => Number.isSafeInteger(n)),
      )
      .select('id', 'company_id', 'agent_id');
    const agentOf = new Map(payouts.map((p) => [`${p.company_id}:${p.id}`, p.agent_id]));
    for (const d of docs) {
      const agentId = agentOf.get(`${d.company_id}:${Number(d.source_id)}`);
      if (agentId) await knex('einvoice_documents').where({ id: d.id, company_id: d.company_id }).update({ agent_id: agentId });
    }
  }

  await knex.schema.createTable('einvoice_tin_checks', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.string('tin', 20).notNullable();
    t.string('id_type', 8).notNullable();
    t.string('id_value', 30).notNullable();
    t.string('status', 8).notNullable();
    t.string('message', 500);
    t.datetime('checked_at', ms).notNullable();
    t.datetime('expires_at', ms).notNullable();
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'tin', 'id_type', 'id_value']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('einvoice_tin_checks');
  await knex.schema.alterTable('einvoice_documents', (t) => {
    t.dropIndex(['company_id', 'agent_id', 'id'], 'einvoice_documents_company_agent_index');
    t.dropColumn('agent_id');
  });
}
