import type { Page, QueryContext, ModelOptions, Pojo } from 'objection';
import { Model, QueryBuilder, type ModelConstructor, type QueryBuilderType, type TransactionOrKnex } from 'objection';
import type { Trx } from './db';
import { nowDb, dbTimeToIso } from './time';

/** What a query needs to know about its tenant. Services pass their context straight in. */
export interface TenantScope {
  companyId: number;
  trx?: Trx;
}

/** Context attached to Objection queries. `unscoped` is for platform code that legitimately
 * spans companies (tenant resolution, cron jobs iterating companies) and must be explicit. */
export interface QueryScope {
  companyId?: number;
  unscoped?: boolean;
}

/**
 * Base of every model: snake_case columns (mapped by knex), timestamps written as UTC text and
 * served as ISO 8601, 0/1 columns listed in `booleans` served as true/false.
 */
export class BaseModel extends Model {
  static timestamps = true;
  static booleans: string[] = [];
  /**
   * Property → column, where the snake_case mapper cannot derive the column: it puts no underscore
   * before digits (`withholding107d` would become `withholding107d`, the column is
   * `withholding_107d`). Reading maps such a column back to the property on its own.
   */
  static columns: Record<string, string> = {};

  createdAt?: string;
  updatedAt?: string;

  // Objection's own hooks do nothing and return nothing (typed as possibly async for subclasses).
  override $beforeInsert(context: QueryContext): void | Promise<void> {
    void super.$beforeInsert(context);
    if ((this.constructor as typeof BaseModel).timestamps) {
      const now = nowDb();
      this.createdAt ??= now;
      this.updatedAt ??= now;
    }
  }

  override $beforeUpdate(opt: ModelOptions, context: QueryContext): void | Promise<void> {
    void super.$beforeUpdate(opt, context);
    if ((this.constructor as typeof BaseModel).timestamps) this.updatedAt = nowDb();
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const out = super.$formatDatabaseJson(json);
    for (const [property, column] of Object.entries((this.constructor as typeof BaseModel).columns)) {
      if (!Object.hasOwn(out, property)) continue;
      out[column] = out[property];
      delete out[property];
    }
    return out;
  }

  override $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const key of Object.keys(out)) {
      if (key.endsWith('At') && typeof out[key] === 'string') out[key] = dbTimeToIso(out[key]);
    }
    for (const key of (this.constructor as typeof BaseModel).booleans) {
      if (key in out && out[key] !== null) out[key] = Boolean(out[key]);
    }
    return out;
  }
}

/**
 * The query builder of tenant-owned tables. Every read, count, update and delete — including
 * eager loads (withGraphFetched) and relation queries, which inherit the context — is filtered
 * by the context's company; a query without a company (and not explicitly unscoped) throws
 * before reaching the database. Inserts are stamped in `TenantModel.$beforeInsert`.
 * A company table joined to it by name (`join`, `leftJoin`, …) gets the company in its join
 * condition too (scopeJoin below); `joinRelated` and `withGraphJoined` join the relation's own
 * tenant query (filtered like any other) as a derived table. A join written as SQL (joinRaw)
 * names its own: `sameCompany` / `companySql` in scoped-sql.ts.
 */
export class TenantQueryBuilder<M extends Model, R = M[]> extends QueryBuilder<M, R> {
  declare ArrayQueryBuilderType: TenantQueryBuilder<M, M[]>;
  declare SingleQueryBuilderType: TenantQueryBuilder<M, M>;
  declare MaybeSingleQueryBuilderType: TenantQueryBuilder<M, M | undefined>;
  declare NumberQueryBuilderType: TenantQueryBuilder<M, number>;
  declare PageQueryBuilderType: TenantQueryBuilder<M, Page<M>>;

  // Objection's typings declare no constructor arguments; at run time it receives the model class.
  constructor(...args: ConstructorParameters<typeof QueryBuilder>) {
    super(...args);
    this.onBuild((builder) => {
      // Where-callbacks run on "partial" builders that are part of the parent query, which
      // carries the filter.
      // isPartial exists at run time but is missing from Objection's typings.
      if (builder.isInsert() || (builder as unknown as { isPartial(): boolean }).isPartial()) return;
      const scope = builder.context() as QueryScope;
      if (scope.unscoped) return;
      if (!scope.companyId) {
        throw new Error(`Refusing an unscoped query on tenant table "${builder.modelClass().tableName}"`);
      }
      builder.where(`${builder.tableRefFor(builder.modelClass())}.company_id`, scope.companyId);
    });
  }
}

/** The company tables (those with a company_id column), read from the schema at start-up (setCompanyTables). */
let companyTables: ReadonlySet<string> = new Set();

/** Called once the schema is in place (createPlatform reads it with `companyTablesOf`). */
export function setCompanyTables(tables: Iterable<string>): void {
  companyTables = new Set(tables);
}

const JOINS = ['join', 'innerJoin', 'leftJoin', 'leftOuterJoin', 'rightJoin', 'rightOuterJoin', 'fullOuterJoin'] as const;

type JoinOn = { on(...args: unknown[]): JoinOn; andOnVal(column: string, op: string, value: number): JoinOn };

/**
 * The arguments of a join of `table` onto a tenant query, with `<alias>.company_id = ?` (the
 * query's company, read when the query is built) added to the join condition where `table` (a
 * name, `name as alias`) is a company table: inner joins keep the same rows, left joins keep
 * theirs. Other tables and joined subqueries are left as they are.
 */
function scopeJoin(builder: TenantQueryBuilder<Model, unknown>, args: unknown[]): unknown[] {
  const [table, ...condition] = args;
  if (typeof table !== 'string' || !condition.length) return args;
  const m = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/i.exec(table);
  if (!m || !companyTables.has(m[1]!)) return args;
  const alias = m[2] ?? m[1]!;
  return [
    table,
    function (this: JoinOn, join: JoinOn) {
      const [first] = condition;
      if (typeof first === 'function') (first as (this: JoinOn, j: JoinOn) => void).call(this, join);
      else join.on(...condition);
      const scope = builder.context() as QueryScope;
      if (!scope.unscoped && scope.companyId) join.andOnVal(`${alias}.company_id`, '=', scope.companyId);
    },
  ];
}

for (const method of JOINS) {
  // The join methods looked up by name: their overloads have no common signature to index by.
  const base = (QueryBuilder.prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
  Object.defineProperty(TenantQueryBuilder.prototype, method, {
    configurable: true,
    writable: true,
    value(this: TenantQueryBuilder<Model, unknown>, ...args: unknown[]) {
      return base.apply(this, scopeJoin(this, args));
    },
  });
}

function query<M extends Model>(modelClass: ModelConstructor<M>, trx?: TransactionOrKnex): QueryBuilderType<M> {
  // Objection types query() on the static side of a concrete model class; a generic constructor has none.
  return (modelClass as unknown as typeof Model).query(trx) as unknown as QueryBuilderType<M>;
}

export class TenantModel extends BaseModel {
  declare QueryBuilderType: TenantQueryBuilder<this>;
  static override QueryBuilder = TenantQueryBuilder;

  id!: number;
  companyId!: number;

  /** The entry point services use: a query scoped to the company, inside the transaction if any. */
  static of<M extends Model>(this: ModelConstructor<M>, scope: TenantScope): QueryBuilderType<M> {
    return query(this, scope.trx).context({ companyId: scope.companyId } satisfies QueryScope);
  }

  /** Spans all companies. For platform code only (tenant resolution, cron fan-out). */
  static unscoped<M extends Model>(this: ModelConstructor<M>, trx?: Trx): QueryBuilderType<M> {
    return query(this, trx).context({ unscoped: true } satisfies QueryScope);
  }

  override $beforeInsert(context: QueryContext): void | Promise<void> {
    // The query's context() is what TenantModel.of set: a QueryScope (Objection types it as its own QueryContext).
    const scope = context as unknown as QueryScope;
    if (scope.companyId) {
      if (this.companyId && this.companyId !== scope.companyId) {
        throw new Error(`Insert into ${(this.constructor as typeof Model).tableName} for another company`);
      }
      this.companyId = scope.companyId;
    } else if (!scope.unscoped || !this.companyId) {
      throw new Error(`Refusing an insert without a company into "${(this.constructor as typeof Model).tableName}"`);
    }
    return super.$beforeInsert(context);
  }
}
