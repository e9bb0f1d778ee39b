/**
 * The master report (transaction, recruitment, KPI, agent database, customer database, inventory)
 * and product sales, read from the summary tables; only the transaction list reads
 * orders, by an index range of payment times and one page at a time, its total from the summaries.
 * Every list function takes the page (offset, limit, sort) and answers a ListPage; the routes turn
 * the same functions into CSV / XLSX exports (exports.ts).
 */

export * from './transactions';
export * from './recruitment';
export * from './kpi';
export * from './agent-database';
export * from './customer-database';
export * from './inventory';
export * from './product-sales';
