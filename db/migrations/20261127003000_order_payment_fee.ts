import type { Knex } from 'knex';

/**
 * orders.payment_fee: the online payment fee the payer paid on top of the grand total when the
 * order was paid through the payment gateway (the bill is grand total + fee), minor units; 0 for
 * every other payment. `total_paid` becomes what the payer paid: grand total + payment fee.
 *
 * Orders paid online before this migration kept the fee only on their gateway payment row
 * (total paid = grand total): they get it here from their paid bill (outcome order_paid), and
 * their total paid grows by it. The report summaries carry grand totals only, so they need no
 * rebuild. Down takes the fee off total paid again and drops the column.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('payment_fee').notNullable().defaultTo(0);
  });
  await knex.raw(
    `UPDATE orders SET payment_fee = COALESCE((SELECT MAX(gp.fee) FROM gateway_payments gp
       WHERE gp.order_id = orders.id AND gp.company_id = orders.company_id AND gp.status = 'paid' AND gp.outcome = 'order_paid'), 0)
     WHERE orders.payment_type = 'gateway' AND orders.paid_at IS NOT NULL`,
  );
  await knex.raw('UPDATE orders SET total_paid = total_paid + payment_fee WHERE payment_fee > 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('UPDATE orders SET total_paid = total_paid - payment_fee WHERE payment_fee > 0');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('payment_fee');
  });
}
