import type { TSchema } from '@sinclair/typebox';
import type { RouteDef } from './route';
import { closeObjects } from './validation';

/** OpenAPI 3 document generated from the route table (the same table the registrar serves). */
export function openApiDocument(routes: RouteDef[], basePath: string, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', r.params],
      ['query', r.query],
    ] as const) {
      const props = (schema as { properties?: Record<string, TSchema>; required?: string[] } | undefined)?.properties ?? {};
      const required = (schema as { required?: string[] } | undefined)?.required ?? [];
      for (const [name, s] of Object.entries(props)) {
        parameters.push({ name, in: where, required: where === 'path' || required.includes(name), schema: closeObjects(s) });
      }
    }
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: r.tags,
      'x-access': r.access,
      parameters,
      responses: {
        '200': { description: 'Envelope { meta: { code, message }, data }' },
        '4XX': { description: 'Envelope with meta.message (and meta.errors for 422)' },
      },
    };
    if (r.access !== 'public') op.security = [{ bearer: [] }];
    if (r.upload) {
      const body = closeObjects(r.body ?? { type: 'object', properties: {} }) as { properties: Record<string, unknown> };
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { ...body, properties: { ...body.properties, [r.upload.field]: { type: 'string', format: 'binary' } } },
          },
        },
      };
    } else if (r.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: closeObjects(r.body) } } };
    }
    (paths[path] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'AgentHub API', version },
    servers: [{ url: basePath }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
