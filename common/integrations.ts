/**
 * Integration setups (docs/rules.md: "Integration setups"; calls in docs/api.md): each type's fields, which
 * of them are secrets (stored encrypted, shown masked) and which are required. One source of truth
 * for the server (validation, masking) and the console (the form). Every value is a string of at
 * most 255 characters; a payment gateway's `adminFee` is a whole number of minor units ≥ 0.
 */
export const INTEGRATION_GROUPS = ['payment', 'courier'] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];

export interface IntegrationField {
  name: string;
  secret: boolean;
  required: boolean;
}

export interface IntegrationTypeDef {
  type: IntegrationType;
  group: IntegrationGroup;
  fields: readonly IntegrationField[];
}

export const INTEGRATION_TYPES = ['payment_gateway', 'payment_wallet', 'courier_jnt', 'courier_ninjavan', 'courier_poslaju', 'courier_citylink', 'courier_dhl'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const INTEGRATION_STATUSES = ['active', 'disabled'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_VALUE_MAX = 255;
/** What a masked secret looks like: four bullets and the last four characters. */
export const MASK = '••••';

const f = (name: string, secret = false, required = true): IntegrationField => ({ name, secret, required });
const jntLike = [f('apiKey', true), f('customerId'), f('userId'), f('companyId'), f('companyCode')];

export const INTEGRATIONS: readonly IntegrationTypeDef[] = [
  // xSignatureKey checks callback signatures (beyond the apiKey and collectionId the gateway setup always had); adminFee is optional (default 0).
  { type: 'payment_gateway', group: 'payment', fields: [f('apiKey', true), f('collectionId'), f('xSignatureKey', true), f('adminFee', false, false)] },
  { type: 'payment_wallet', group: 'payment', fields: [f('idNo'), f('userName'), f('bankCode'), f('accountNo')] },
  { type: 'courier_jnt', group: 'courier', fields: jntLike },
  { type: 'courier_ninjavan', group: 'courier', fields: [f('apiKey', true), f('clientId'), f('clientKey', true)] },
  {
    type: 'courier_poslaju',
    group: 'courier',
    fields: [f('client_id'), f('client_secret', true), f('application_code'), f('secret_id', true), f('username'), f('account_no'), f('subscription_code')],
  },
  { type: 'courier_citylink', group: 'courier', fields: jntLike },
  { type: 'courier_dhl', group: 'courier', fields: jntLike },
];

export function integrationOf(type: string): IntegrationTypeDef | undefined {
  return INTEGRATIONS.find((d) => d.type === type);
}

/** `••••` and the last four characters (the whole value hidden when it is that short). */
export function maskSecret(value: string): string {
  return value.length > 8 ? `${MASK}${value.slice(-4)}` : MASK;
}

/** True for a value that is a masked text (sent back unchanged by a form): the stored secret is kept. */
export function isMasked(value: string): boolean {
  return value.startsWith(MASK);
}
