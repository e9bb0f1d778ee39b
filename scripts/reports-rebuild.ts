import { runCli, options } from './cli';
import { rebuildCompany } from '../server/modules/reports/rebuild';

/**
 * npm run reports:rebuild [-- --company <id or slug>] — recomputes the report summaries of one
 * company (or of every company) from the facts: orders, order lines, agents, customer books and
 * stock movements (server/modules/reports/rebuild.ts).
 */
void runCli(async (p) => {
  const o = options(process.argv.slice(2));
  const wanted = o.company?.[0];
  const query = p.db('companies').select('id', 'slug').orderBy('id');
  if (wanted) query.where((q) => (/^\d+$/.test(wanted) ? q.where('id', Number(wanted)) : q.where('slug', wanted)));
  const companies = (await query) as { id: number; slug: string }[];
  if (wanted && !companies.length) throw new Error(`No company ${wanted}`);
  for (const company of companies) {
    const started = Date.now();
    await rebuildCompany(p.db, company.id);
    console.log(`${company.slug}: report summaries rebuilt in ${Date.now() - started} ms`);
  }
});
