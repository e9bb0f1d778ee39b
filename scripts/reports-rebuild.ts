import { runCli, options } from './cli';
import { rebuildCompany } from '../server/modules/reports/rebuild';
import { recountCompany } from '../server/modules/orders/counts-rebuild';

/**
 * npm run reports:rebuild [-- --company <id or slug>] — recomputes the report summaries of one
 * company (or of every company) from the facts: orders, order lines, agents, customer books and
 * stock movements (server/modules/reports/rebuild.ts); then its order counters (`order_counts`,
 * which the orders list and its stage tabs read) from its orders (orders/counts-rebuild.ts).
 */
void runCli(async (p) => {
  const o = options(process.argv.slice(2));
  const wanted = o.company?.[0];
  const query = p.db('companies').select('id', 'slug').orderBy('id');
  if (wanted) query.where((q) => void (/^\d+$/.test(wanted) ? q.where('id', Number(wanted)) : q.where('slug', wanted)));
  const companies = (await query) as { id: number; slug: string }[];
  if (wanted && !companies.length) throw new Error(`No company ${wanted}`);
  for (const company of companies) {
    const started = Date.now();
    await rebuildCompany(p.db, company.id);
    console.log(`${company.slug}: report summaries rebuilt in ${Date.now() - started} ms`);
    const recount = Date.now();
    await p.db.transaction((trx) => recountCompany(trx, company.id));
    console.log(`${company.slug}: order counters rebuilt in ${Date.now() - recount} ms`);
  }
});
