import type { Knex } from 'knex';
import { dialect } from '../../platform/db';
import { businessTime } from '../../platform/time';
import { SUMMARY_MODELS } from './models';
import { companySql } from '../../platform/scoped-sql';

/**
 * Rebuilds one company's report summaries from the facts, in one transaction: its summary rows
 * are deleted and recomputed with INSERT … SELECT … GROUP BY (no row goes through Node), giving
 * exactly what summaries.ts keeps incrementally:
 * - sales: every order with a paid_at counts +1 on its KL payment day, and every refunded one −1
 *   on its KL cancellation day, under the dimensions stamped on the order at payment;
 * - recruits: every agent on its KL joining day under the dimensions stamped at joining;
 * - customers: every entry of the customer books on its KL day; stock: every movement on its day;
 * - items per buyer segment, the company's sales and its payment methods: per day from the events,
 *   per month and year from those days; the per-agent items per year from their days.
 * The orders' events are staged once in a temporary table. On MariaDB the reads lock the facts
 * they read until the end (payments wait): an operator command for a quiet hour.
 */
export async function rebuildCompany(db: Knex, companyId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const mysql = dialect(db) === 'mysql';
    const hours = businessTime().utcOffset() / 60;
    const day = (column: string) => (mysql ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL ${hours} HOUR), '%Y-%m-%d')` : `date(${column}, '+${hours} hours')`);
    const run = (sql: string, bindings: readonly Knex.Value[] = []) => trx.raw(sql, bindings as Knex.Value[]);

    for (const model of SUMMARY_MODELS) await trx(model.tableName).where('company_id', companyId).delete();

    await run('DROP TABLE IF EXISTS tmp_report_events');
    await run(`CREATE TEMPORARY TABLE tmp_report_events (
      order_id INTEGER NOT NULL, agent_id INTEGER NOT NULL, order_type VARCHAR(10) NOT NULL, payment_type VARCHAR(12) NOT NULL,
      tier_id INTEGER NOT NULL, branch_id INTEGER NOT NULL, state VARCHAR(100) NOT NULL, age_band VARCHAR(8) NOT NULL,
      grand_total BIGINT NOT NULL, day VARCHAR(10) NOT NULL, sign INTEGER NOT NULL, sales_value BIGINT NOT NULL, units INTEGER NOT NULL)`);
    const event = (when: string, sign: number, where: string) => `
      SELECT o.id, o.buyer_id, o.type, o.payment_type, COALESCE(o.buyer_tier_id, 0), COALESCE(o.branch_id, 0), COALESCE(o.buyer_state, ''),
        COALESCE(o.buyer_age_band, 'unknown'), o.grand_total, ${day(when)}, ${sign}, 0, 0
      FROM orders o WHERE o.company_id = ? AND o.paid_at IS NOT NULL${where}`;
    await run(`INSERT INTO tmp_report_events ${event('o.paid_at', 1, '')}`, [companyId]);
    await run(`INSERT INTO tmp_report_events ${event('o.cancelled_at', -1, " AND o.payment_status = 'refunded'")}`, [companyId]);
    await run(
      ...companySql(
        { companyId, trx },
        `UPDATE tmp_report_events SET
      sales_value = COALESCE((SELECT SUM(i.sales_value) FROM order_items i WHERE i.order_id = tmp_report_events.order_id AND {{company:i}}), 0),
      units = COALESCE((SELECT SUM(i.units) FROM order_items i WHERE i.order_id = tmp_report_events.order_id AND {{company:i}}), 0)`,
      ),
    );

    const figures = `SUM(e.sign), SUM(e.sign * e.grand_total), SUM(e.sign * e.sales_value), SUM(e.sign * e.units),
      SUM(CASE WHEN e.sign < 0 THEN 1 ELSE 0 END), SUM(CASE WHEN e.sign < 0 THEN e.grand_total ELSE 0 END)`;
    const salesColumns = 'orders, amount, sales_value, units, refunds, refund_amount';
    const sales = async (table: string, keys: string, select: string) =>
      run(`INSERT INTO ${table} (company_id, ${keys}, ${salesColumns}) SELECT ?, ${select}, ${figures} FROM tmp_report_events e GROUP BY ${select}`, [companyId]);
    await sales('report_sales_daily', 'day, tier_id, branch_id, state, age_band', 'e.day, e.tier_id, e.branch_id, e.state, e.age_band');
    await sales('report_payment_daily', 'day, payment_type, order_type, tier_id, branch_id, state', 'e.day, e.payment_type, e.order_type, e.tier_id, e.branch_id, e.state');
    await sales('report_agent_daily', 'day, agent_id, tier_id, branch_id, state, age_band', 'e.day, e.agent_id, e.tier_id, e.branch_id, e.state, e.age_band');
    await sales('report_agent_monthly', 'month, agent_id, tier_id, branch_id, state, age_band', 'SUBSTR(e.day, 1, 7), e.agent_id, e.tier_id, e.branch_id, e.state, e.age_band');
    await sales('report_agent_yearly', 'year, agent_id, tier_id, branch_id, state, age_band', 'SUBSTR(e.day, 1, 4), e.agent_id, e.tier_id, e.branch_id, e.state, e.age_band');
    await sales('report_agent_month_totals', 'month, agent_id', 'SUBSTR(e.day, 1, 7), e.agent_id');
    await sales('report_agent_year_totals', 'year, agent_id', 'SUBSTR(e.day, 1, 4), e.agent_id');

    // Items: the lines of one item in one order add up; each (order, item) counts as one order of the item.
    const lines = `(SELECT i.order_id, i.item_type, COALESCE(i.product_id, i.package_id, i.combo_id, 0) AS item_id,
        SUM(i.quantity) AS quantity, SUM(i.units) AS units, SUM(i.sales_value) AS sales_value
      FROM order_items i WHERE i.company_id = ? GROUP BY i.order_id, i.item_type, COALESCE(i.product_id, i.package_id, i.combo_id, 0))`;
    const items = async (table: string, keys: string, select: string) =>
      run(
        `INSERT INTO ${table} (company_id, ${keys}, quantity, units, sales_value, orders)
         SELECT ?, ${select}, SUM(e.sign * l.quantity), SUM(e.sign * l.units), SUM(e.sign * l.sales_value), SUM(e.sign)
         FROM tmp_report_events e JOIN ${lines} l ON l.order_id = e.order_id GROUP BY ${select}`,
        [companyId, companyId],
      );
    await items('report_product_daily', 'day, item_type, item_id', 'e.day, l.item_type, l.item_id');
    await items(
      'report_agent_product_daily',
      'day, agent_id, item_type, item_id, tier_id, branch_id, state, age_band',
      'e.day, e.agent_id, l.item_type, l.item_id, e.tier_id, e.branch_id, e.state, e.age_band',
    );
    await run(
      `INSERT INTO report_agent_product_yearly (company_id, year, item_type, item_id, agent_id, tier_id, branch_id, state, age_band, quantity, units, sales_value, orders)
       SELECT ?, SUBSTR(d.day, 1, 4), d.item_type, d.item_id, d.agent_id, d.tier_id, d.branch_id, d.state, d.age_band, SUM(d.quantity), SUM(d.units), SUM(d.sales_value), SUM(d.orders)
       FROM report_agent_product_daily d WHERE d.company_id = ? GROUP BY SUBSTR(d.day, 1, 4), d.item_type, d.item_id, d.agent_id, d.tier_id, d.branch_id, d.state, d.age_band`,
      [companyId, companyId],
    );
    await items('report_item_daily', 'day, item_type, item_id, tier_id, branch_id, state', 'e.day, l.item_type, l.item_id, e.tier_id, e.branch_id, e.state');

    // Months and years: sums of their days.
    const rollUp = async (daily: string, keys: string, figures: string) => {
      for (const [grain, period, length] of [
        ['monthly', 'month', 7],
        ['yearly', 'year', 4],
      ] as const) {
        const select = `SUBSTR(d.day, 1, ${length}), ${keys.replace(/(\w+)/g, 'd.$1')}`;
        await run(
          `INSERT INTO ${daily.replace(/daily$/, grain)} (company_id, ${period}, ${keys}, ${figures})
           SELECT ?, ${select}, ${figures.replace(/(\w+)/g, 'SUM(d.$1)')} FROM ${daily} d WHERE d.company_id = ? GROUP BY ${select}`,
          [companyId, companyId],
        );
      }
    };
    await rollUp('report_item_daily', 'item_type, item_id, tier_id, branch_id, state', 'quantity, units, sales_value, orders');
    await rollUp('report_sales_daily', 'tier_id, branch_id, state, age_band', salesColumns);
    await rollUp('report_payment_daily', 'payment_type, order_type, tier_id, branch_id, state', salesColumns);
    await run('DROP TABLE tmp_report_events');

    const recruit = `${day('u.created_at')}, COALESCE(u.recruiter_id, 0), COALESCE(u.join_tier_id, 0), COALESCE(u.join_state, ''), COALESCE(u.join_age_band, 'unknown')`;
    await run(
      `INSERT INTO report_recruits_daily (company_id, day, recruiter_id, tier_id, state, age_band, recruits)
       SELECT ?, ${recruit}, COUNT(*) FROM users u WHERE u.company_id = ? AND u.role = 'agent' GROUP BY ${recruit}`,
      [companyId, companyId],
    );
    const customer = `${day('c.created_at')}, c.agent_id`;
    await run(
      `INSERT INTO report_customers_daily (company_id, day, agent_id, customers)
       SELECT ?, ${customer}, COUNT(*) FROM customer_addresses c WHERE c.company_id = ? GROUP BY ${customer}`,
      [companyId, companyId],
    );
    const movement = `${day('m.created_at')}, m.store_id, m.product_id, m.inv_type`;
    await run(
      `INSERT INTO report_stock_daily (company_id, day, store_id, product_id, inv_type, qty_in, qty_out, movements)
       SELECT ?, ${movement}, SUM(m.qty_in), SUM(m.qty_out), COUNT(*) FROM stock_movements m WHERE m.company_id = ? GROUP BY ${movement}`,
      [companyId, companyId],
    );
  });
}
