import type { ErrorRequestHandler, Response } from 'express';
import { UniqueViolationError, ForeignKeyViolationError, NotNullViolationError, CheckViolationError, DataError } from 'objection';
import { translate } from '../../../common/messages';
import type { Lang } from '../../../common/constants';
import { AppError, ConflictError, NotFoundError, ValidationError, TooManyRequestsError, type FieldErrors } from '../errors';
import type { Logger } from '../logger';
import { PrototypeKeyError } from './validation';

/**
 * One error handler for the whole API. Operational errors keep their status and translated
 * message; database constraint errors become 409/422; anything else is logged and answered as a
 * 500 with the general apology — never a stack trace or SQL.
 */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof PrototypeKeyError) return ValidationError.field(err.message, 'validation.unknownField');
  if (err instanceof UniqueViolationError) return unique(err.columns?.length ? err.columns : columnsOfIndex(err.constraint));
  if (err instanceof ForeignKeyViolationError) return new ValidationError({}, 'validation.reference');
  if (err instanceof NotNullViolationError) return new ValidationError({ [camel(err.column)]: { key: 'validation.required' } }, 'validation.required');
  if (err instanceof CheckViolationError || err instanceof DataError) return new ValidationError({}, 'validation.invalid');
  const driver = driverConstraintError(err);
  if (driver) return driver;
  const e = err as { type?: string; status?: number };
  if (e && typeof e === 'object' && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    // http-errors raised by body-parser and serve-static
    if (e.type === 'entity.too.large') return new AppError(413, 'request.tooLarge');
    if (e.status === 404) return new NotFoundError();
    return new AppError(400, 'request.malformed');
  }
  return null;
}

/**
 * Constraint errors as the drivers raise them, for those Objection does not wrap (better-sqlite3's
 * extended codes; mysql2's codes where the wrapper misses them).
 */
function driverConstraintError(err: unknown): AppError | null {
  const { message = '', nativeError } = (err ?? {}) as { message?: string; nativeError?: { code?: string } };
  // Objection wraps the errors it does not classify (DBError) and keeps the driver's in nativeError.
  const code = nativeError?.code ?? (err as { code?: string } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const columns = (/constraint failed: (.*)$/.exec(message)?.[1] ?? '').split(',').map((c) => c.trim().split('.').pop()!);
    return unique(columns);
  }
  if (code === 'ER_DUP_ENTRY') {
    // "Duplicate entry 'x' for key 'users.users_company_id_email_unique'" → email
    return unique(columnsOfIndex(/for key '([^']+)'/.exec(message)?.[1]));
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_ROW_IS_REFERENCED_2') {
    return new ValidationError({}, 'validation.reference');
  }
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === 'ER_BAD_NULL_ERROR') return new ValidationError({}, 'validation.required');
  if (code && VALUE_ERRORS.has(code)) return new ValidationError({}, 'validation.invalid');
  // Two requests changing the same rows at once (MariaDB rolled this one back): the caller may
  // simply send it again. Hot paths retry by themselves (retryOnDeadlock) before this is reached.
  if (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT') return new ConflictError('conflict.concurrent');
  return null;
}

/**
 * A value the column cannot hold (too long, out of range, of the wrong type): input the schemas
 * let through, refused as invalid rather than answered as a server fault.
 */
const VALUE_ERRORS = new Set([
  'ER_DATA_TOO_LONG',
  'ER_TRUNCATED_WRONG_VALUE',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
  'WARN_DATA_TRUNCATED',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_DATA_OUT_OF_RANGE',
  'SQLITE_TOOBIG',
  'SQLITE_MISMATCH',
]);

/** knex names unique indexes `<table>_<col>_<col>_unique`; our tenant-owned ones start with company_id. */
function columnsOfIndex(index: string | undefined): string[] {
  const key = (index ?? '')
    .split('.')
    .pop()!
    .replace(/_unique$/, '');
  const columns = key.split('_company_id_')[1] ?? '';
  return columns ? [columns] : [];
}

function unique(columns: string[]): ConflictError {
  const fields: FieldErrors = {};
  for (const column of columns.filter((c) => c && c !== 'company_id')) fields[camel(column)] = { key: 'conflict.unique' };
  return new ConflictError('conflict.unique', fields);
}

function camel(column: string | undefined): string {
  return (column ?? '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The envelope written straight to the socket: Express's res.json re-parses headers and charset on every call. */
export function writeJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendError(res: Response, error: AppError, lang: Lang): void {
  const message = translate(error.key, lang, error.params);
  const meta: Record<string, unknown> = { code: error.status, message };
  if (error.fields && Object.keys(error.fields).length) {
    meta.errors = Object.fromEntries(Object.entries(error.fields).map(([field, f]) => [field, translate(f.key, lang, f.params)]));
  }
  if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  // A refusal is about one request (and may name the caller's data): no cache keeps it.
  res.setHeader('Cache-Control', 'no-store');
  writeJson(res, error.status, { meta, data: null });
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const lang = req.ctx?.lang ?? req.lang ?? 'en';
    const known = toAppError(err);
    if (known) {
      sendError(res, known, lang);
      return;
    }
    logger.error({ err, requestId: req.id, method: req.method, url: req.originalUrl }, 'unhandled error');
    if (res.headersSent) return;
    sendError(res, new AppError(500, 'error.general'), lang);
  };
}
