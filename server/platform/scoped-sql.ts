import type { Knex } from 'knex';
import { Model } from 'objection';
import { insertMany, snakeCase, throughIndex } from './db';
import type { TenantScope } from './model';

/**
 * Company-scoped SQL below the models (docs/architecture.md § Tenancy): the statements that read or
 * write company tables through knex itself — set-based upserts, joined reads of plain rows, the
 * close's keyset pages — start here, so that the company predicate is part of how they are
 * written rather than something each one must remember. Each helper throws before reaching the
 * database when the scope has no company.
 */

/** The scope's company id, or an error: a statement on a company table never runs without one. */
function companyOf(scope: TenantScope, what: string): number {
  const id = scope.companyId;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Refusing ${what} without a company`);
  return id;
}

/** The knex of the scope: its transaction, if any, else the process's. */
export function scopedKnex(scope: TenantScope): Knex {
  return scope.trx ?? Model.knex();
}

/** `table`, `table as alias` or `table AS alias` → [table, the name its columns are qualified by]. */
function tableRef(table: string): [string, string] {
  const m = /^\s*([A-Za-z_][\w]*)(?:\s+as\s+([A-Za-z_][\w]*))?\s*$/i.exec(table);
  if (!m) throw new Error(`Not a table reference: "${table}"`);
  return [m[1]!, m[2] ?? m[1]!];
}

/**
 * A knex query on the company table `table` (`name` or `name as alias`), already filtered to the
 * scope's company (`where <alias>.company_id = ?`), in the scope's transaction. `index` reads it
 * through that index (SQLite `INDEXED BY`, MariaDB `FORCE INDEX`), where the planner's own choice
 * is known to be worse.
 */
export function companyTable(scope: TenantScope, table: string, options: { index?: string } = {}): Knex.QueryBuilder {
  const companyId = companyOf(scope, `a query on "${table}"`);
  const knex = scopedKnex(scope);
  const [name, alias] = tableRef(table);
  const from = options.index ? throughIndex(knex, name, options.index, alias === name ? undefined : alias) : table;
  return knex.from(from).where(`${alias}.company_id`, companyId);
}

/**
 * Joins the company table `table` (`name` or `name as alias`) to `query` on `left = right` and the
 * scope's company (`AND <alias>.company_id = ?`): a join condition, so a left join keeps its rows.
 */
export function joinCompany(scope: TenantScope, query: Knex.QueryBuilder, table: string, left: string, right: string, kind: 'join' | 'leftJoin' = 'join'): Knex.QueryBuilder {
  const companyId = companyOf(scope, `a join of "${table}"`);
  const [, alias] = tableRef(table);
  return query[kind](table, (on) => on.on(left, '=', right).andOnVal(`${alias}.company_id`, '=', companyId));
}

/**
 * The condition `a.company_id = b.company_id` of a join written as SQL (joinRaw), for a table
 * joined to one already filtered by company: the joined rows are the same company's.
 */
export const sameCompany = (alias: string, scopedAlias: string): string => `${alias}.company_id = ${scopedAlias}.company_id`;

/** The markers of companySql: `{{company}}`, `{{company:alias}}`, `{{companyId}}`. */
const MARKER = /\{\{company(?:Id|:[A-Za-z_]\w*)?\}\}/;

/**
 * SQL over company tables, with its company predicates. The SQL names the company predicate of
 * each company table by a marker — `{{company}}` (→ `company_id = ?`) or `{{company:t}}` (→
 * `t.company_id = ?`) — and the company_id value of each row it inserts by `{{companyId}}` (→ `?`),
 * each bound to the scope's company in its place among the positional bindings (`?`, `??`). SQL
 * without a marker is refused (thrown): the company cannot be forgotten, nor given by the caller.
 * Returns the SQL and its bindings, for knex's raw, joinRaw, whereRaw….
 */
export function companySql(scope: TenantScope, sql: string, bindings: readonly Knex.Value[] = []): [string, Knex.Value[]] {
  const companyId = companyOf(scope, 'a raw statement');
  if (!MARKER.test(sql)) throw new Error(`Refusing SQL without a company predicate ({{company}}): ${sql.slice(0, 200)}`);
  const out: Knex.Value[] = [];
  let next = 0;
  // Placeholders in order: knex's escaped \?, ??, ? and the markers.
  const text = sql.replace(/\\\?|\?\?|\?|\{\{company(?:Id|:([A-Za-z_]\w*))?\}\}/g, (token, alias?: string) => {
    if (token === '\\?') return token;
    if (token === '?' || token === '??') {
      if (next >= bindings.length) throw new Error('companySql: fewer bindings than placeholders');
      out.push(bindings[next++]!);
      return token;
    }
    out.push(companyId);
    if (token === '{{companyId}}') return '?';
    return alias ? `${alias}.company_id = ?` : 'company_id = ?';
  });
  if (next !== bindings.length) throw new Error('companySql: more bindings than placeholders');
  return [text, out];
}

/** A raw statement over company tables (companySql's markers), run in the scope's transaction, if any. */
export function companyRaw(scope: TenantScope, sql: string, bindings: readonly Knex.Value[] = []): Knex.Raw {
  return scopedKnex(scope).raw(...companySql(scope, sql, bindings));
}

/**
 * Rows for an INSERT into a company table, each with the scope's company as its company_id (a row
 * naming another company is refused).
 */
export function companyRows<R extends Record<string, unknown>>(scope: TenantScope, rows: readonly R[]): (R & { companyId: number })[] {
  const companyId = companyOf(scope, 'an insert');
  return rows.map((row) => {
    if (row.companyId !== undefined && row.companyId !== companyId) throw new Error('Refusing an insert for another company');
    return { ...row, companyId };
  });
}

/**
 * Inserts `rows` (camelCase properties; a missing one is NULL) into the company table `table` by
 * insertMany's multi-row INSERTs, company_id first and set to the scope's company (a row naming
 * another company is refused): for the bulk writes of a job.
 */
export async function insertCompanyRows(scope: TenantScope, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  const companyId = companyOf(scope, `an insert into "${table}"`);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'companyId');
  const values = rows.map((r) => {
    if (r.companyId !== undefined && r.companyId !== companyId) throw new Error(`Refusing an insert into "${table}" for another company`);
    return [companyId, ...keys.map((k) => r[k] ?? null)];
  });
  await insertMany(scopedKnex(scope), table, ['company_id', ...keys.map(snakeCase)], values);
}
