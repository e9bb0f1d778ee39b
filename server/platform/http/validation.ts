import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, type FieldErrors } from '../errors';

/**
 * ajv for request input. JSON bodies are validated as sent; query strings, path parameters and
 * multipart fields arrive as text and are coerced. Every object schema is closed
 * (`additionalProperties: false`) unless it says otherwise, so unknown properties are rejected
 * everywhere without each route remembering to; likewise every number without bounds of its own
 * fits a signed INT column and every string without a length limit is held to TEXT_MAX, so no
 * input reaches the database out of range.
 */
const INT_MIN = -(2 ** 31);
/** The largest value of a signed INT column (knex `integer`), where ids are referenced too. */
export const INT_MAX = 2 ** 31 - 1;
const TEXT_MAX = 10_000;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}
const strictAjv = makeAjv(false);
const coercingAjv = makeAjv(true);

/** Keys that would reach an object's prototype once copied or assigned; never names of fields. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A prototype key in input JSON; its message is the key. A plain Error subclass because
 * body-parser strips the own properties of what a reviver throws (the error handler maps it to 422).
 */
export class PrototypeKeyError extends Error {}

/** JSON.parse reviver for input: a prototype key anywhere is refused before any code copies it. */
export function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new PrototypeKeyError(key);
  return value;
}

export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = closeObjects(value);
  if (out.type === 'object' && out.properties && !Object.hasOwn(out, 'additionalProperties')) out.additionalProperties = false;
  if (out.type === 'integer' || out.type === 'number') {
    if (!Object.hasOwn(out, 'minimum') && !Object.hasOwn(out, 'exclusiveMinimum')) out.minimum = INT_MIN;
    if (!Object.hasOwn(out, 'maximum') && !Object.hasOwn(out, 'exclusiveMaximum')) out.maximum = INT_MAX;
  }
  if (out.type === 'string' && !Object.hasOwn(out, 'maxLength') && !Object.hasOwn(out, 'enum') && !Object.hasOwn(out, 'const')) out.maxLength = TEXT_MAX;
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
  // Without a prototype: a refused `?__proto__=` parameter is named like any other field.
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error, where);
    fields[field] ??= messageOf(error);
  }
  throw new ValidationError(fields);
}
