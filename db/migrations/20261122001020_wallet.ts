import type { Knex } from 'knex';

/**
 * Agents' credit wallets: an append-only ledger and one balance row per agent. The rules
 * are in server/modules/wallet/service.ts.
 *
 * - `wallet_entries`: one row per movement of credit, never updated or deleted. `amount` is signed
 *   minor units (+ credit, − debit); `kind` topup | order_payment | refund | adjustment; `order_id`
 *   for payments and refunds; `reference` (a gateway bill id, an order id, a client request id) is
 *   unique per company and kind, which makes every posting idempotent; `balance_after` is the
 *   agent's balance right after the entry.
 * - `wallet_balances`: the agent's balance, kept equal to the sum of its entries; changed only by a
 *   conditional `balance = balance + ?` update that refuses to go below zero, in the same
 *   transaction as the entry.
 */
const ms = { precision: 3 } as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wallet_balances', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('balance').notNullable().defaultTo(0);
    t.datetime('created_at', ms).notNullable();
    t.datetime('updated_at', ms).notNullable();
    t.unique(['company_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('wallet_entries', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('amount').notNullable();
    t.string('kind', 16).notNullable();
    t.integer('order_id').unsigned().nullable();
    t.string('reference', 100).notNullable();
    t.bigInteger('balance_after').notNullable();
    t.string('note', 255).nullable();
    t.integer('created_by').unsigned().nullable();
    t.datetime('created_at', ms).notNullable();
    t.unique(['company_id', 'kind', 'reference']);
    t.index(['company_id', 'user_id', 'id']);
    t.index(['company_id', 'kind', 'created_at']);
    t.index(['user_id']);
    t.index(['order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('wallet_entries');
  await knex.schema.dropTableIfExists('wallet_balances');
}
