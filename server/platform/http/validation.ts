import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, type FieldErrors } from '../errors';

/**
 * ajv for request input. JSON bodies are validated as sent; query strings, path parameters and
 * multipart fields arrive as text and are coerced. Every object schema is closed
 * (`additionalProperties: false`) unless it says otherwise, so unknown properties are rejected
 * everywhere without each route remembering to.
 */
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}
const strictAjv = makeAjv(false);
const coercingAjv = makeAjv(true);

export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = closeObjects(value);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

export function compile(schema: TSchema, coerce: boolean): ValidateFunction {
  return (coerce ? coercingAjv : strictAjv).compile(closeObjects(schema) as object);
}

function fieldOf(error: ErrorObject, prefix: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : error.keyword === 'additionalProperties'
        ? (error.params as { additionalProperty: string }).additionalProperty
        : '';
  return [path, extra].filter(Boolean).join('.') || prefix;
}

function messageOf(error: ErrorObject): FieldErrors[string] {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'additionalProperties':
      return { key: 'validation.unknownField' };
    case 'type':
      return { key: 'validation.type' };
    case 'minLength':
      return p.limit === 1 ? { key: 'validation.required' } : { key: 'validation.minLength', params: p };
    case 'maxLength':
      return { key: 'validation.maxLength', params: p };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.minimum', params: p };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.maximum', params: p };
    case 'enum':
      return { key: 'validation.enum', params: { values: (p.allowedValues as unknown[]).join(', ') } };
    case 'format':
      return p.format === 'email' ? { key: 'validation.email' } : { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Validates in place (defaults and coercion apply to `data`); throws a 422 listing each field. */
export function check(validate: ValidateFunction, data: unknown, where: string): void {
  if (validate(data)) return;
  const fields: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error, where);
    fields[field] ??= messageOf(error);
  }
  throw new ValidationError(fields);
}
