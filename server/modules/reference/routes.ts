import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../platform/errors';
import { route, type RouteDef } from '../../platform/http/route';
import * as reference from './service';

/**
 * Reference look-ups for the address, phone, bank and industry fields of the forms. They are
 * public because registration forms use them before anyone is signed in (docs/api.md).
 */

const tags = ['reference'];
const CountryQuery = Type.Object({
  country: Type.Optional(Type.Union([Type.Literal('MY'), Type.Literal('ID')], { default: 'MY' })),
});
const AreaId = Type.String({ minLength: 1, maxLength: 20 });

/** City and state of a Malaysian postcode, for filling the address form as the user types. */
export const postcodeLookup: RouteDef = route({
  method: 'get',
  path: '/attribute/postcode',
  access: 'public',
  summary: 'City and state of a Malaysian postcode',
  tags,
  query: Type.Object({ postcode: Type.String({ pattern: '^[0-9]{5}$' }) }),
  handler: async ({ query }) => {
    const place = reference.postcode(query.postcode);
    if (!place) throw new NotFoundError();
    return place;
  },
});

export const referenceRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/attribute/locations',
    access: 'public',
    summary: 'Malaysia: states with their cities and postcodes; Indonesia: provinces',
    tags,
    query: CountryQuery,
    handler: async ({ query }) => reference.locations(query.country),
  }),
  postcodeLookup,
  route({
    method: 'get',
    path: '/phone-code',
    access: 'public',
    summary: 'Country calling codes, Malaysia and Indonesia first',
    tags,
    handler: async () => reference.phoneCodes(),
  }),
  route({
    method: 'get',
    path: '/list-bank',
    access: 'public',
    summary: 'Banks, optionally of one country',
    tags,
    query: Type.Object({ country: Type.Optional(Type.Union([Type.Literal('MY'), Type.Literal('ID')])) }),
    handler: async ({ query }) => reference.banks(query.country),
  }),
  route({
    method: 'get',
    path: '/state',
    access: 'public',
    summary: 'Malaysian states (id = name) or Indonesian provinces',
    tags,
    query: CountryQuery,
    handler: async ({ query }) => reference.states(query.country),
  }),
  route({
    method: 'get',
    path: '/province',
    access: 'public',
    summary: 'Indonesian provinces',
    tags,
    handler: async () => reference.provinces(),
  }),
  route({
    method: 'get',
    path: '/city',
    access: 'public',
    summary: 'Regencies and cities of an Indonesian province',
    tags,
    query: Type.Object({ provinceId: AreaId }),
    handler: async ({ query }) => reference.regencies(query.provinceId),
  }),
  route({
    method: 'get',
    path: '/districts',
    access: 'public',
    summary: 'Districts (kecamatan) of an Indonesian regency or city',
    tags,
    query: Type.Object({ cityId: AreaId }),
    handler: async ({ query }) => reference.districts(query.cityId),
  }),
  route({
    method: 'get',
    path: '/village',
    access: 'public',
    summary: 'Villages (kelurahan/desa) of an Indonesian district',
    tags,
    query: Type.Object({ districtId: AreaId }),
    handler: async ({ query }) => reference.villages(query.districtId),
  }),
  route({
    method: 'get',
    path: '/list-msic',
    access: 'public',
    summary: `MSIC 2008 industry codes; a search matches code prefixes and descriptions (at most ${reference.MSIC_SEARCH_LIMIT})`,
    tags,
    query: Type.Object({ search: Type.Optional(Type.String({ maxLength: 191 })) }),
    handler: async ({ query }) => reference.msic(query.search),
  }),
];
