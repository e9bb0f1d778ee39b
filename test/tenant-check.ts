import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { companyTablesOf } from '../server/platform/db';

/**
 * The tenant check of the server suite (docs/testing.md, docs/architecture.md § Tenancy): every SQL
 * statement the suite runs is read from knex's `query` event, and one that touches a company table
 * (a table with a `company_id` column, read from the schema once) without a predicate on that
 * table's company_id fails the test that ran it, with the SQL. A pragmatic reading of the SQL, not
 * a parser: each company table named after FROM, JOIN, UPDATE or DELETE FROM needs
 * `<alias or table>.company_id` (or a bare `company_id`) compared with `=` or `IN` somewhere in the
 * statement; an INSERT into a company table needs company_id among its columns.
 */

/**
 * Statements run by design without a company predicate, each with its reason, matched against
 * the statement as `normalize` writes it (lower case, no identifier quotes). Keep it short: a
 * statement of a request or a service belongs to one company and names it.
 */
export const EXEMPT: readonly { reason: string; sql: RegExp }[] = [
  {
    reason: 'tenant resolution (platform/tenancy.ts): the host name is a globally unique key that finds the company',
    sql: /^select company_domains\.\* from company_domains where domain = \?( limit (1|\?))?$/,
  },
  {
    reason: 'operator commands on subscription invoices (subscription/service.ts invoiceByNumber): the platform bills companies, and an invoice number is unique across them',
    sql: /^select subscription_invoices\.\* from subscription_invoices where lower\(number\) = lower\(\?\)( limit (1|\?))?$/,
  },
  // Platform jobs that visit every company (server/jobs.ts), each one statement over all companies:
  {
    reason: "daily subscription check (runSubscriptionCheck): marks every company's unpaid invoices past due overdue, then finds the companies to lock",
    sql: /^(update subscription_invoices set status = \?, updated_at = \? where|select distinct company_id from subscription_invoices where) status in \([?, ]+\) and due_date < \?$/,
  },
  {
    reason: "scheduled publishing (catalog/products.ts): every company's products due now are published",
    sql: /^update products set status = \?, updated_at = \? where status = \? and publish_at is not null and publish_at <= \?$/,
  },
  {
    reason: 'bulk tracking sweep (tracking/service.ts): the stale jobs of every company',
    sql: /^select bulk_tracking_jobs\.\* from bulk_tracking_jobs where \(\(status = \? and created_at < \?\) or \(status = \? and updated_at < \?\)\) order by id asc limit (\d+|\?)$/,
  },
  {
    reason: 'the mailer (platform/mail.ts) marks the message it has just written by its id; the outbox also holds platform mail, whose company_id is null',
    sql: /^update mail_outbox set status = \?, (error = \?, )?updated_at = \? where id = \?$/,
  },
  {
    reason:
      "checkout (orders/checkout.ts): the cart's lines, just read in the company, deleted by primary key; with the company filter MariaDB may scan the company index and lock other buyers' lines",
    sql: /^delete from cart_items where id in \([?, ]+\)$/,
  },
];

interface Violation {
  sql: string;
  tables: string[];
}

const exempted = new AsyncLocalStorage<string>();

/**
 * Runs `fn` (test code) with the check off, for work that spans companies by design and is not a
 * request's or a service's (seeding the demo company, a test reading rows across companies). The
 * reason is for the reader.
 */
export function withoutTenantCheck<T>(reason: string, fn: () => Promise<T>): Promise<T> {
  return exempted.run(reason, async () => await fn());
}

let companyTables: Set<string> | null = null;
let violations: Violation[] = [];
let enabled = false;

/** Words that may follow a table name and are not its alias. */
const NOT_ALIAS = new Set(
  'where on inner left right outer cross join natural set indexed force use ignore group order limit union having values select as lock for window using returning straight_join partition'.split(' '),
);

/** The company tables a statement names, each with the name its columns are qualified by, that lack their predicate. */
/** The statement in lower case, without identifier quotes and string literals' contents, single-spaced. */
export const normalize = (sql: string): string =>
  sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/[`"]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function unscopedTables(sql: string, tables: ReadonlySet<string>): string[] {
  const text = normalize(sql);
  const missing = new Set<string>();
  const insert = /\binsert(?: or \w+)? (?:ignore )?into ([a-z_][a-z0-9_]*) ?\(([^)]*)\)/g;
  for (const m of text.matchAll(insert)) {
    const table = m[1]!;
    if (tables.has(table) && !m[2]!.split(',').some((c) => c.trim() === 'company_id')) missing.add(table);
  }
  // `update` of an upsert (ON DUPLICATE KEY UPDATE col = …, DO UPDATE SET) names columns, not a table.
  const ref = /\b(from|join|(?<!key |do )update) ([a-z_][a-z0-9_]*)(?: (?:as )?([a-z_][a-z0-9_]*))?/g;
  for (const m of text.matchAll(ref)) {
    const table = m[2]!;
    if (!tables.has(table)) continue;
    const alias = m[3] && !NOT_ALIAS.has(m[3]) ? m[3] : table;
    const name = `(?:\\b${alias}\\.|[^.a-z0-9_])company_id`;
    const predicate = new RegExp(`${name} ?(?:=|<=>| in ?\\()|= ?${name}\\b`);
    if (!predicate.test(text)) missing.add(table);
  }
  return [...missing];
}

/** Starts watching `db`'s statements (after the migrations: they are not a tenant's). */
export async function installTenantCheck(db: Knex): Promise<void> {
  enabled = true;
  if (companyTables) return;
  companyTables = new Set(await companyTablesOf(db));
  db.on('query', (query: { sql?: string }) => {
    if (!enabled || !query.sql || exempted.getStore() !== undefined) return;
    const tables = unscopedTables(query.sql, companyTables!);
    if (!tables.length) return;
    const text = normalize(query.sql);
    if (EXEMPT.some((e) => e.sql.test(text))) return;
    violations.push({ sql: query.sql, tables });
  });
}

/** Whether the check is on; `on` turns it on or off (the check's own test, when the suite runs without it). */
export function tenantCheckOn(on?: boolean): boolean {
  if (on !== undefined) enabled = on && companyTables !== null;
  return enabled;
}

/** The violations since the last call, as an error to fail the test with (null when there are none). */
export function takeViolations(): Error | null {
  const found = violations;
  violations = [];
  if (!found.length) return null;
  const lines = found.slice(0, 10).map((v) => `  [${v.tables.join(', ')}] ${v.sql}`);
  if (found.length > 10) lines.push(`  … and ${found.length - 10} more`);
  return new Error(`${found.length} statement(s) on company tables without a company predicate:\n${lines.join('\n')}`);
}

/**
 * Makes `test` fail when it (or the hooks that ran since the previous test) ran a statement
 * without its company predicate: its function is wrapped to check once it has finished. (A
 * failing root afterEach hook would make mocha skip every remaining test of the run.)
 */
export function checkTenantScope(test: Mocha.Test | undefined): void {
  if (!test?.fn || (test.fn as { tenantChecked?: boolean }).tenantChecked) return;
  const original = test.fn;
  const wrapped =
    original.length > 0
      ? function (this: Mocha.Context, done: Mocha.Done) {
          (original as (this: Mocha.Context, done: Mocha.Done) => void).call(this, (err?: unknown) => done(err ?? takeViolations() ?? undefined));
        }
      : async function (this: Mocha.Context) {
          try {
            await (original as (this: Mocha.Context) => unknown).call(this);
          } catch (error) {
            const unscoped = takeViolations();
            if (unscoped && error instanceof Error) error.message += `\n${unscoped.message}`;
            throw error;
          }
          const error = takeViolations();
          if (error) throw error;
        };
  (wrapped as { tenantChecked?: boolean }).tenantChecked = true;
  test.fn = wrapped as Mocha.Func;
}
