import { UniqueViolationError } from 'objection';
import { INTEGRATIONS, INTEGRATION_VALUE_MAX, integrationOf, isMasked, maskSecret, type IntegrationStatus, type IntegrationType, type IntegrationTypeDef } from '../../../common/integrations';
import type { Ctx, UserCtx } from '../../platform/context';
import { AppError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { decryptJson, encryptJson, SecretsError } from '../../platform/secrets';
import { dbTimeToIso } from '../../platform/time';
import { inTransaction, retryOnDeadlock } from '../../platform/tx';
import { platform } from '../../platform';
import { definePort } from '../../platform/events';
import { IntegrationSetup } from './models';

export { IntegrationSetup } from './models';

/**
 * Integration setups (docs/rules.md: "Integration setups"; calls in docs/api.md): a company's credentials for the payment
 * gateway, the payment wallet and the couriers. HQ only (there is no "integration" staff permission).
 *
 * - Types, fields, secret flags and groups are defined once in common/integrations.ts.
 * - Credentials are stored as one encrypted JSON text (AES-256-GCM, server/platform/secrets.ts);
 *   `hint` is a masked summary. The API never returns a secret whole: secret fields come back as
 *   `••••` + their last four characters (all bullets for values of 8 characters or fewer).
 * - Storing replaces the type's setup (one per company and type) and makes it active. A secret field
 *   sent back as its masked text keeps the stored value; a required field left empty is refused.
 *   Unknown fields are refused. Every value is a string of at most 255 characters; a gateway's
 *   `adminFee` is a whole number of minor units ≥ 0 (default 0), charged to the payer.
 * - payment_gateway credentials are checked at the gateway before they are stored (GET collection,
 *   against the same base URL as the default account: BILLPLZ_BASE_URL, or the simulator): a
 *   refused key answers 422 on apiKey, an unknown collection 422 on collectionId, an unreachable
 *   gateway 503. The X Signature Key cannot be checked this way; a wrong one shows as refused
 *   callbacks (the payment page's status re-check still finds paid bills).
 * - Disabling keeps the credentials (bills made with them can still be verified and re-checked);
 *   storing again re-activates.
 */

export interface SetupView {
  id: number;
  status: IntegrationStatus;
  values: Record<string, string>;
  updatedAt: string | null;
}

export interface TypeView {
  type: IntegrationType;
  group: IntegrationTypeDef['group'];
  fields: IntegrationTypeDef['fields'];
  setup: SetupView | null;
}

/**
 * The stored values of a setup (decrypted); empty when they cannot be read (SECRETS_KEY changed or
 * lost) — logged, and the setup then counts as not configured until HQ stores it again.
 */
export function valuesOf(setup: IntegrationSetup): Record<string, string> {
  try {
    return decryptJson<Record<string, string>>(setup.credentials);
  } catch (error) {
    if (!(error instanceof SecretsError)) throw error;
    platform().logger.error({ err: error, setupId: setup.id, type: setup.integrationType }, 'integrations: stored credentials cannot be read (was SECRETS_KEY changed?)');
    return {};
  }
}

function masked(def: IntegrationTypeDef, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    out[field.name] = field.secret && value ? maskSecret(value) : value;
  }
  return out;
}

function hintOf(def: IntegrationTypeDef, values: Record<string, string>): string {
  const shown = masked(def, values);
  return Object.entries(shown)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')
    .slice(0, 255);
}

function present(def: IntegrationTypeDef, setup: IntegrationSetup | undefined): TypeView {
  return {
    type: def.type,
    group: def.group,
    fields: def.fields,
    setup: setup ? { id: setup.id, status: setup.status, values: masked(def, valuesOf(setup)), updatedAt: dbTimeToIso(setup.updatedAt) } : null,
  };
}

/** GET /integration/setup/config: every type with its fields and the company's setup (masked). */
export async function config(ctx: Ctx): Promise<TypeView[]> {
  const setups = await IntegrationSetup.of(ctx);
  return INTEGRATIONS.map((def) =>
    present(
      def,
      setups.find((s) => s.integrationType === def.type),
    ),
  );
}

/** The company's setup of a type, active or not. */
export async function setupOf(ctx: Ctx, type: IntegrationType): Promise<IntegrationSetup | undefined> {
  return IntegrationSetup.of(ctx).where('integrationType', type).first();
}

/** The decrypted values of the company's active setup of a type, or null. */
export async function activeValues(ctx: Ctx, type: IntegrationType): Promise<Record<string, string> | null> {
  const setup = await setupOf(ctx, type);
  const values = setup && setup.status === 'active' ? valuesOf(setup) : null;
  return values && Object.keys(values).length ? values : null;
}

/**
 * Checks a gateway account at the gateway (GET collection); errors on the fields to correct: the
 * payments module provides it at start-up (server/wiring.ts).
 */
export const checkGateway = definePort<(values: Record<string, string>) => Promise<void>>('integrations.checkGateway');

/** POST /integration/setup/store: validates, checks a gateway's credentials, stores encrypted, active. */
export async function store(ctx: UserCtx, input: { type: string; values: Record<string, string | number> }): Promise<TypeView> {
  const def = integrationOf(input.type);
  if (!def) throw ValidationError.field('type', 'integrations.unknownType');
  const existing = await setupOf(ctx, def.type);
  const before = existing ? valuesOf(existing) : {};
  const errors: FieldErrors = {};
  for (const name of Object.keys(input.values)) if (!def.fields.some((f) => f.name === name)) errors[`values.${name}`] = { key: 'validation.unknownField' };
  const values: Record<string, string> = {};
  for (const field of def.fields) {
    const raw = input.values[field.name];
    let value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (field.secret && value && isMasked(value)) {
      if (!before[field.name]) {
        errors[field.name] = { key: 'integrations.maskedWithoutValue' };
        continue;
      }
      value = before[field.name]!;
    }
    if (value.length > INTEGRATION_VALUE_MAX) errors[field.name] = { key: 'validation.maxLength', params: { limit: INTEGRATION_VALUE_MAX } };
    else if (!value && field.required) errors[field.name] = { key: 'validation.required' };
    if (value) values[field.name] = value;
  }
  if (def.type === 'payment_gateway') {
    const fee = values.adminFee ?? '0';
    if (!/^\d{1,12}$/.test(fee)) errors.adminFee = { key: 'integrations.adminFee' };
    else values.adminFee = String(Number(fee));
  }
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]!;
    throw new ValidationError(errors, Object.keys(errors).length === 1 ? first.key : 'validation.failed');
  }
  if (def.type === 'payment_gateway') await checkGateway.get()(values);
  const row = { status: 'active' as const, credentials: encryptJson(values), hint: hintOf(def, values), updatedBy: ctx.user.id };
  const saved = await retryOnDeadlock(() =>
    inTransaction(ctx, async (tx) => {
      const current = await setupOf(tx, def.type);
      if (current) {
        await IntegrationSetup.of(tx).findById(current.id).patch(row);
        return (await IntegrationSetup.of(tx).findById(current.id))!;
      }
      try {
        return await IntegrationSetup.of(tx).insertAndFetch({ integrationType: def.type, ...row });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
        throw new AppError(409, 'conflict.general');
      }
    }),
  );
  return present(def, saved);
}

/** POST /integration/setup/disable. */
export async function disable(ctx: UserCtx, setupId: number): Promise<TypeView> {
  const setup = await IntegrationSetup.of(ctx).findById(setupId);
  if (!setup) throw new NotFoundError('integrations.notFound');
  await IntegrationSetup.of(ctx).findById(setupId).patch({ status: 'disabled', updatedBy: ctx.user.id });
  return present(integrationOf(setup.integrationType)!, (await IntegrationSetup.of(ctx).findById(setupId))!);
}
