import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../../../common/constants';
import { route, type RouteDef } from '../../platform/http/route';
import { Str } from '../../platform/http/schemas';
import * as account from './service';

const Opt = (max = 191) => Type.Optional(Type.Union([Str(max), Type.Null()]));
const CountryCode = Type.Union([Type.Literal('MY'), Type.Literal('ID')]);
const Social = Type.Optional(Type.Union([Str(255), Type.Null()]));

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const accountRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/user/detail',
    access: 'user',
    allowLocked: true,
    summary: 'The signed-in user (or the user `id`: HQ and staff any user, an agent its own group) with role, permissions, tier and control flags',
    tags: ['account'],
    query: Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) }),
    handler: async ({ ctx, query }) => account.visibleUserDetail(ctx, query.id),
  }),
  route({
    method: 'get',
    path: '/user-detail',
    access: 'user',
    allowLocked: true,
    summary: 'The signed-in user (look-up form of /user/detail)',
    tags: ['account'],
    handler: async ({ ctx }) => account.visibleUserDetail(ctx),
  }),
  route({
    method: 'post',
    path: '/user/account-detail',
    access: 'user',
    summary: 'Save account details (Malaysian or Indonesian address)',
    tags: ['account'],
    body: Type.Object({
      companyCountry: CountryCode,
      accFirstName: Str(100, 1),
      accLastName: Opt(100),
      accIdentity: Opt(32),
      accBirthDate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()])),
      accGender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal(''), Type.Null()])),
      accCodePhone: Type.Optional(Type.Union([Type.String({ pattern: '^\\+?[0-9]{1,4}$' }), Type.Literal(''), Type.Null()])),
      accPhone: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9 -]{6,20}$' }), Type.Literal(''), Type.Null()])),
      accAddressLine1: Opt(255),
      accAddressLine2: Opt(255),
      accAddressPostcode: Opt(10),
      accAddressCity: Opt(100),
      accAddressState: Opt(100),
      accAddressCountry: Type.Optional(CountryCode),
      accAddressProvince: Opt(32),
      accAddressRegency: Opt(32),
      accAddressDistrict: Opt(32),
      accAddressVillage: Opt(32),
      accTIN: Opt(32),
    }),
    message: 'account.saved',
    handler: async ({ ctx, body }) => account.saveAccount(ctx, body as account.AccountInput),
  }),
  route({
    method: 'post',
    path: '/user/bank-detail',
    access: 'user',
    summary: 'Save bank details',
    tags: ['account'],
    body: Type.Object({
      accBankCountry: CountryCode,
      accBankCompany: Str(100, 1),
      accBankNumber: Type.String({ pattern: '^[0-9]{5,20}$' }),
      accBankName: Str(191, 1),
      accBankIdentity: Opt(32),
    }),
    message: 'bank.saved',
    handler: async ({ ctx, body }) => account.saveBank(ctx, body as account.BankInput),
  }),
  route({
    method: 'post',
    path: '/user/social-network',
    access: 'user',
    summary: 'Save social media links (full URL or username)',
    tags: ['account'],
    body: Type.Object({
      socmedUrlFacebook: Social,
      socmedUrlInstagram: Social,
      socmedUrlTiktok: Social,
      socmedUrlTwitter: Social,
    }),
    message: 'social.saved',
    handler: async ({ ctx, body }) => account.saveSocial(ctx, body),
  }),
  route({
    method: 'post',
    path: '/user/upload-image',
    access: 'user',
    summary: 'Upload the profile picture (multipart accImage1, JPEG or PNG)',
    tags: ['account'],
    upload: { field: 'accImage1', maxBytes: AVATAR_MAX_BYTES, types: ['jpeg', 'png'] },
    message: 'image.saved',
    handler: async ({ ctx, file }) => account.saveAvatar(ctx, file!),
  }),
  route({
    method: 'post',
    path: '/language',
    access: 'user',
    allowLocked: true,
    summary: 'Save the interface language (en, id, ms)',
    tags: ['account'],
    body: Type.Object({ lang: Type.Union(LANGUAGES.map((l) => Type.Literal(l))) }),
    message: 'language.saved',
    handler: async ({ ctx, body }) => account.saveLanguage(ctx, body.lang),
  }),
];
