import { Type } from '@sinclair/typebox';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import * as content from './service';
import { deleteBody, deleteQuery, idOf } from './params';

/** TEXT columns hold 65,535 bytes: room for 16,000 characters of four bytes. */
const Text = () => Str(16_000, 1);
const Visibility = {
  tierId: Type.Optional(Type.Union([Id, Type.Null()])),
  tierIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
};
export const TERMS_PDF_MAX_BYTES = 10 * 1024 * 1024;

const readers = { roles: ['hq', 'staff', 'agent'] } as const;
const writers = { permission: 'post_content' } as const;
const listQuery = Type.Object(ListQueryProps);

export const contentRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/tnc',
    access: readers,
    summary: 'Terms and conditions: all for HQ and staff (filter tierId, allTiers); an agent gets those of its tier',
    tags: ['content'],
    query: listQuery,
    handler: async ({ ctx, query }) => content.listTerms(ctx, query),
  }),
  route({
    method: 'post',
    path: '/tnc/store',
    access: writers,
    summary: 'Create terms, or replace those of `id`: tncDetails, optional PDF (multipart pdfUpload), tierIds (none: all tiers)',
    tags: ['content'],
    upload: { field: 'pdfUpload', maxBytes: TERMS_PDF_MAX_BYTES, types: ['pdf'], required: false },
    body: Type.Object({ id: Type.Optional(Id), tncDetails: Text(), removePdf: Type.Optional(Type.Boolean()), ...Visibility }),
    message: 'content.saved',
    handler: async ({ ctx, body, file }) => new Reply(await content.storeTerm(ctx, body, file), 'content.saved', body.id ? 200 : 201),
  }),
  route({
    method: 'delete',
    path: '/tnc/delete',
    access: writers,
    summary: 'Delete terms (`id`) and their PDF',
    tags: ['content'],
    query: deleteQuery,
    body: deleteBody,
    message: 'content.deleted',
    handler: async ({ ctx, query, body }) => content.deleteTerm(ctx, idOf(query, body)),
  }),
  route({
    method: 'get',
    path: '/greeting',
    access: readers,
    summary: 'Welcoming e-mails: all for HQ and staff (filter tierId, allTiers); an agent gets those of its tier',
    tags: ['content'],
    query: listQuery,
    handler: async ({ ctx, query }) => content.listGreetings(ctx, query),
  }),
  route({
    method: 'post',
    path: '/greeting/store',
    access: writers,
    summary: 'Create a welcoming e-mail, or replace the one of `id`: greetSubject, greetDetail ({{name}}, {{level}}, {{company}}), tierIds',
    tags: ['content'],
    body: Type.Object({ id: Type.Optional(Id), greetSubject: Str(191, 1), greetDetail: Text(), ...Visibility }),
    handler: async ({ ctx, body }) => new Reply(await content.storeGreeting(ctx, body), 'content.saved', body.id ? 200 : 201),
  }),
  route({
    method: 'delete',
    path: '/greeting/delete',
    access: writers,
    summary: 'Delete a welcoming e-mail (`id`)',
    tags: ['content'],
    query: deleteQuery,
    body: deleteBody,
    message: 'content.deleted',
    handler: async ({ ctx, query, body }) => content.deleteGreeting(ctx, idOf(query, body)),
  }),
  route({
    method: 'get',
    path: '/faq',
    access: readers,
    summary: 'FAQ: all for HQ and staff (filter tierId, allTiers); an agent gets those of its tier',
    tags: ['content'],
    query: listQuery,
    handler: async ({ ctx, query }) => content.listFaqs(ctx, query),
  }),
  route({
    method: 'post',
    path: '/faq/store',
    access: writers,
    summary: 'Create a question, or replace the one of `id`: question, answer, tierIds (none: all tiers)',
    tags: ['content'],
    body: Type.Object({ id: Type.Optional(Id), question: Str(500, 1), answer: Text(), ...Visibility }),
    handler: async ({ ctx, body }) => new Reply(await content.storeFaq(ctx, body), 'content.saved', body.id ? 200 : 201),
  }),
  route({
    method: 'delete',
    path: '/faq/delete',
    access: writers,
    summary: 'Delete a question (`id`)',
    tags: ['content'],
    query: deleteQuery,
    body: deleteBody,
    message: 'content.deleted',
    handler: async ({ ctx, query, body }) => content.deleteFaq(ctx, idOf(query, body)),
  }),
  route({
    method: 'get',
    path: '/helpline',
    access: readers,
    summary: "How to reach HQ: the company's name, e-mail, phone and address (for the agent app's /helpline)",
    tags: ['content'],
    handler: async ({ ctx }) => content.helplineContact(ctx),
  }),
];
