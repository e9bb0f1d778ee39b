import { Type } from '@sinclair/typebox';
import { route, type RouteDef } from '../../platform/http/route';
import * as companies from './service';

export const companyRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/attribute/data-company',
    access: 'public',
    summary: "Site settings of this host's company: name, description, colours, logo",
    tags: ['company'],
    // `domain` is accepted as the spec's client sends it; the request's host decides the company.
    query: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 191 })) }),
    handler: async ({ ctx }) => companies.siteSettings(ctx),
  }),
  route({
    method: 'get',
    path: '/company',
    access: 'public',
    summary: "This host's company: id, name, currency, country, default language",
    tags: ['company'],
    handler: async ({ ctx }) => companies.companySummary(ctx),
  }),
  route({
    method: 'get',
    path: '/setup/company-store',
    access: 'user',
    summary: "The company's branches (stores and pickup points)",
    tags: ['company'],
    handler: async ({ ctx }) => companies.companyStores(ctx),
  }),
];
