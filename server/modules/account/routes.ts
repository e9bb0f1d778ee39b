import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../../../common/constants';
import { route, type RouteDef } from '../../platform/http/route';
import { Id } from '../../platform/http/schemas';
import { accountFields, bankFields, socialFields } from './schemas';
import * as account from './service';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const accountRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/user/detail',
    access: 'user',
    allowLocked: true,
    summary:
      'The signed-in user (or the user `id`: HQ and staff any user, an agent its own group) with role, permissions, tier and control flags; private fields (identity, birth date, TIN, address, bank) only for the user itself, HQ and staff with add_user or promote_demote_suspend',
    tags: ['account'],
    query: Type.Object({ id: Type.Optional(Id) }),
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
    body: Type.Object(accountFields),
    message: 'account.saved',
    handler: async ({ ctx, body }) => account.saveAccount(ctx, body as account.AccountInput),
  }),
  route({
    method: 'post',
    path: '/user/bank-detail',
    access: 'user',
    summary: 'Save bank details',
    tags: ['account'],
    body: Type.Object(bankFields),
    message: 'bank.saved',
    handler: async ({ ctx, body }) => account.saveBank(ctx, body as account.BankInput),
  }),
  route({
    method: 'post',
    path: '/user/social-network',
    access: 'user',
    summary: 'Save social media links (full URL or username)',
    tags: ['account'],
    body: Type.Object(socialFields),
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
