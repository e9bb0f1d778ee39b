import { Type } from '@sinclair/typebox';
import { INTEGRATION_TYPES, INTEGRATION_VALUE_MAX } from '../../../common/integrations';
import { route, type RouteDef } from '../../platform/http/route';
import { Id } from '../../platform/http/schemas';
import * as integrations from './service';

/** Integration setups (docs/rules.md and docs/api.md): HQ only. Rules: service.ts. */

const tags = ['integrations'];
const HQ = { roles: ['hq'] } as const;

export const integrationRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/integration/setup/config',
    access: HQ,
    summary:
      "Every integration type (payment_gateway, payment_wallet, courier_*) with its group, fields ({ name, secret, required }) and the company's setup: null or { id, status active|disabled, values (secret fields masked as •••• + last 4), updatedAt }",
    tags,
    handler: async ({ ctx }) => integrations.config(ctx),
  }),
  route({
    method: 'post',
    path: '/integration/setup/store',
    access: HQ,
    summary:
      'Stores (encrypted) or replaces the setup of a type and makes it active. 422 with field errors for missing or invalid fields; payment_gateway credentials are checked at the gateway (refused key → 422 apiKey, unknown collection → 422 collectionId, unreachable → 503); a secret sent as its masked text keeps the stored value. Answers the type as in config',
    tags,
    body: Type.Object({
      type: Type.Union(INTEGRATION_TYPES.map((t) => Type.Literal(t))),
      values: Type.Record(Type.String(), Type.Union([Type.String({ maxLength: INTEGRATION_VALUE_MAX }), Type.Integer({ minimum: 0 })])),
    }),
    message: 'integrations.stored',
    handler: async ({ ctx, body }) => integrations.store(ctx, body),
  }),
  route({
    method: 'post',
    path: '/integration/setup/disable',
    access: HQ,
    summary: 'Disables a setup (credentials kept; storing again re-activates). Answers the type as in config',
    tags,
    body: Type.Object({ setupId: Id }),
    message: 'integrations.disabled',
    handler: async ({ ctx, body }) => integrations.disable(ctx, body.setupId),
  }),
];
