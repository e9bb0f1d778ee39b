import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import knexFactory from 'knex';
import { knexSnakeCaseMappers, Model } from 'objection';

/**
 * One knex instance per process, for MySQL/MariaDB (production) or SQLite (embedded default),
 * chosen by DATABASE_URL. Identifiers are snake_case in the database and camelCase in code.
 */
export type Db = Knex;
export type Trx = Knex.Transaction;
export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(url: string): Dialect {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql';
  throw new Error(`DATABASE_URL must start with sqlite: or mysql://, got "${url}"`);
}

interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): unknown;
}

const STATEMENT_CACHE_SIZE = 500;

/** knex's better-sqlite3 client, whose query step TakingTurns extends (knex ships no types for its dialect modules). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a dialect class, not part of knex's typed API
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3') as new (config: Knex.Config) => { _query(connection: unknown, query: unknown): Promise<unknown> };

/**
 * better-sqlite3 runs a statement synchronously, so without a pause one request ran all its
 * statements (and the next request's) without the event loop reading a socket: requests that
 * arrived meanwhile waited for whole batches, some of them again and again — at 50 connections
 * a list's p99 was 3–13 × its median and up to seconds (bench:orders), with the event loop busy
 * for 150–350 ms at a stretch. Each statement first lets the event loop turn (setImmediate), so
 * requests take turns: the p99 came within 1.5 × the median for a few per cent of throughput.
 */
class TakingTurns extends BetterSqlite3Client {
  override async _query(connection: unknown, query: unknown): Promise<unknown> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return super._query(connection, query);
  }
}

/**
 * knex prepares every SQLite statement anew, which costs more than running it. A prepared
 * statement is reusable (SQLite re-prepares it itself after a schema change), so the
 * connection keeps the most recent ones by their SQL text.
 */
function cacheStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
}

/**
 * SQLite's planner statistics refreshed where a table has grown or shrunk about tenfold since they
 * were gathered (every table, not only those this connection has read: 0x10000), each index
 * sampled (the connection's analysis_limit). Run at open and by the hourly `db.statistics` job
 * (refreshStatistics): without them, a company's rows looked up by id went through its company
 * index — every order of the company read to name 25 of them.
 */
const OPTIMIZE = 'optimize = 0x10002';

/** The hourly planner statistics refresh (see OPTIMIZE); MariaDB keeps its own (InnoDB's persistent statistics). */
export async function refreshStatistics(knex: Knex): Promise<void> {
  if (dialect(knex) === 'sqlite') await knex.raw(`PRAGMA ${OPTIMIZE}`);
}

export function knexConfig(url: string): Knex.Config {
  const mappers = knexSnakeCaseMappers();
  if (dialectOf(url) === 'sqlite') {
    const filename = url.slice('sqlite:'.length) || ':memory:';
    if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
    return {
      // knex takes a dialect class here; ours is typed by the one method it overrides.
      client: TakingTurns as unknown as typeof Knex.Client,
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          conn.pragma('synchronous = NORMAL');
          // 64 MB of page cache per connection (the default is 2 MB): joins over large groups stay in memory.
          conn.pragma('cache_size = -65536');
          // Gather planner statistics where they are missing or stale (SQLite keeps none by itself), each
          // index sampled (analysis_limit): a full ANALYZE of a large database took 12 s and 1.5 GB at open.
          conn.pragma('analysis_limit = 1000');
          conn.pragma(OPTIMIZE);
          cacheStatements(conn);
          done(null, conn);
        },
      },
      ...mappers,
    };
  }
  const u = new URL(url.replace(/^mariadb:/, 'mysql:'));
  return {
    client: 'mysql2',
    connection: {
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
      charset: 'utf8mb4',
      timezone: 'Z',
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
    },
    pool: {
      min: 0,
      max: Number(u.searchParams.get('pool') || 10),
      afterCreate(conn: { query: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, conn: unknown) => void) {
        // GROUP_CONCAT up to 64 MB (1 MB by default): the commission hash reads its pages joined (commissions/period.ts).
        // In-memory temporary tables up to 64 MB (16 MB by default): a report grouping a year of agents'
        // rows (200,000 groups) spilled to disk and took 2.3 s instead of 0.45 (reports/query.ts coveredRows).
        conn.query("SET time_zone = '+00:00', group_concat_max_len = 67108864, tmp_table_size = 67108864, max_heap_table_size = 67108864", (err) => done(err, conn));
      },
    },
    ...mappers,
  };
}

/** Migrations are named by file name without extension, so `.ts` (development) and `.js`
 * (the built image) record the same names. */
const MIGRATIONS_DIR = path.resolve(__dirname, '../../db/migrations');
const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => f.replace(/\.(ts|js)$/, ''))
      .sort();
  },
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const file = ['.js', '.ts'].map((ext) => path.join(MIGRATIONS_DIR, name + ext)).find((f) => fs.existsSync(f));
    if (!file) throw new Error(`Migration ${name} not found`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file);
  },
};

/** knex's SQLite query compiler (no typings: an internal module of knex). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SqliteQueryCompiler = require('knex/lib/dialects/sqlite3/query/sqlite-querycompiler') as new (...args: unknown[]) => {
  single: Record<string, unknown>;
  _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown;
};

/**
 * SQLite: LIMIT and OFFSET written into the SQL as integers instead of bound parameters. SQLite
 * reads a bound LIMIT's value while planning, so a statement with `limit ?` is prepared again every
 * time it runs (the prepared-statement cache above does not help): reading one user by id with
 * `.first()` (`limit ?`) took 50–65 µs instead of 15–20. knex has already made both values integers
 * (`limit()`/`offset()` parse and check them); a raw OFFSET stays as it is.
 */
class InlineLimitCompiler extends SqliteQueryCompiler {
  override _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown {
    const value = this.single[attribute];
    if ((attribute === 'limit' || attribute === 'offset') && Number.isSafeInteger(value)) return String(value);
    return super._getValueOrParameterFromAttribute(attribute, rawValue);
  }
}

export function createDb(url: string): Db {
  const db = knexFactory(knexConfig(url));
  if (dialectOf(url) === 'sqlite') {
    const client = db.client as { queryCompiler(builder: unknown, formatter?: unknown): unknown };
    client.queryCompiler = function (this: unknown, builder: unknown, formatter?: unknown) {
      return new InlineLimitCompiler(this, builder, formatter);
    };
  }
  Model.knex(db);
  return db;
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = await db.migrate.latest({ migrationSource });
  return applied as string[];
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}

export function dialect(db: Db): Dialect {
  return db.client.config.client === 'mysql2' ? 'mysql' : 'sqlite';
}

/** The company tables: every table with a company_id column, read from the schema (lower case). */
export async function companyTablesOf(knex: Knex): Promise<string[]> {
  const rows = (
    dialect(knex) === 'mysql'
      ? ((await knex.raw(`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND column_name = 'company_id'`)) as unknown[][])[0]
      : await knex.raw(`SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'company_id'`)
  ) as { name: string }[];
  return rows.map((r) => String(r.name).toLowerCase());
}

/** A camelCase property's snake_case column (what the mappers do to plain names). */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Values bound per multi-row INSERT of insertMany (SQLite binds at most 32,766 per statement). */
const INSERT_VALUES = 8_000;

/**
 * Inserts `rows` (values in the order of `columns`, snake_case names) by multi-row INSERTs whose
 * SQL text is the same for every full batch: SQLite reuses its prepared statement
 * (cacheStatements) and no query builder wraps thousands of values one by one. For the bulk
 * writes of a job (the commission close writes a million lines); booleans and dates bind as
 * knex binds them.
 */
export async function insertMany(knex: Knex, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const size = Math.max(1, Math.floor(INSERT_VALUES / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    await knex.raw(head + Array(batch.length).fill(tuple).join(', '), batch.flat() as Knex.Value[]);
  }
}

/**
 * `table [AS alias]` read through the index `index` (SQLite `INDEXED BY`, MariaDB `FORCE INDEX`),
 * for a `from`: where the planner's choice is known to read the table row by row instead.
 */
export function throughIndex(knex: Knex, table: string, index: string, alias?: string): Knex.Raw {
  const hint = dialect(knex) === 'mysql' ? 'FORCE INDEX (??)' : 'INDEXED BY ??';
  return alias ? knex.raw(`?? AS ?? ${hint}`, [table, alias, index]) : knex.raw(`?? ${hint}`, [table, index]);
}
