import type { MessageKey } from '../../common/messages';

/**
 * Operational errors: each carries an HTTP status and a message key that the error handler
 * translates into the user's language. Anything else that reaches the handler is a bug and
 * becomes a 500 with the general message, never its internals.
 */
export type FieldErrors = Record<string, { key: MessageKey; params?: Record<string, unknown> }>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly fields?: FieldErrors,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(key: MessageKey = 'request.malformed', params?: Record<string, unknown>) {
    super(400, key, params);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(key: MessageKey = 'auth.unauthenticated') {
    super(401, key);
  }
}

export class ForbiddenError extends AppError {
  constructor(key: MessageKey = 'auth.forbidden', params?: Record<string, unknown>) {
    super(403, key, params);
  }
}

export class NotFoundError extends AppError {
  constructor(key: MessageKey = 'error.notFound') {
    super(404, key);
  }
}

export class ConflictError extends AppError {
  constructor(key: MessageKey = 'conflict.general', fields?: FieldErrors) {
    super(409, key, {}, fields);
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, key: MessageKey = 'validation.failed') {
    super(422, key, {}, fields);
  }

  /** One field wrong: the field carries the message, and so does the response. */
  static field(field: string, key: MessageKey, params?: Record<string, unknown>): ValidationError {
    const error = new ValidationError({ [field]: { key, params } }, key);
    Object.assign(error.params, params);
    return error;
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    key: MessageKey = 'rateLimited',
  ) {
    super(429, key, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
}
