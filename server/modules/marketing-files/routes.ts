import { Type } from '@sinclair/typebox';
import { MARKETING_FILE_MAX_BYTES, MARKETING_FILE_TYPES } from '../../../common/marketing-files';
import { attachmentDisposition } from '../../platform/http/disposition';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { withPlainFilters } from '../../platform/http/list';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import { deleteBody, deleteQuery as idQuery, idOf } from '../content';
import * as marketing from './service';

const readers = { roles: ['hq', 'staff', 'agent'] } as const;
const writers = { permission: 'post_content' } as const;
export const marketingFileRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/marketing/folder',
    access: readers,
    summary: 'Marketing folders with their tiers and file counts: all for HQ and staff (filter tierId, allTiers); an agent gets those of its tier',
    tags: ['marketing'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => marketing.listFolders(ctx, query),
  }),
  route({
    method: 'post',
    path: '/marketing/folder/store',
    access: writers,
    summary: 'Create a folder, or rename the one of `id` and replace its tiers: folderName, tierIds (none: all tiers)',
    tags: ['marketing'],
    body: Type.Object({
      id: Type.Optional(Id),
      folderName: Type.Optional(Str(191)),
      tierId: Type.Optional(Type.Union([Id, Type.Null()])),
      tierIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    }),
    handler: async ({ ctx, body }) => new Reply(await marketing.storeFolder(ctx, body), 'marketing.folderSaved', body.id ? 200 : 201),
  }),
  route({
    method: 'delete',
    path: '/marketing/folder/delete',
    access: writers,
    summary: 'Delete an empty folder (`id`); a folder that still holds files answers 409',
    tags: ['marketing'],
    query: idQuery,
    body: deleteBody,
    message: 'marketing.folderDeleted',
    handler: async ({ ctx, query, body }) => marketing.deleteFolder(ctx, idOf(query, body)),
  }),
  route({
    method: 'get',
    path: '/marketing/file',
    access: readers,
    summary: "Marketing files (filter folderId, type; search on the name) with a signed preview link: all for HQ and staff; an agent gets those of its tier's folders",
    tags: ['marketing'],
    query: Type.Object({ ...ListQueryProps, folderId: Type.Optional(Id) }),
    handler: async ({ ctx, query }) => {
      const { folderId, ...params } = query;
      return marketing.listFiles(ctx, withPlainFilters(params, { folderId }));
    },
  }),
  route({
    method: 'post',
    path: '/marketing/file/store',
    access: writers,
    summary: 'Upload a file (multipart `file`: JPEG, PNG or PDF by content, at most 20 MB) with fileName and folderId; with `id`, rename, move and/or replace it',
    tags: ['marketing'],
    upload: { field: 'file', maxBytes: MARKETING_FILE_MAX_BYTES, types: MARKETING_FILE_TYPES, required: false },
    body: Type.Object({ id: Type.Optional(Id), folderId: Type.Optional(Id), fileName: Type.Optional(Str(191)) }),
    handler: async ({ ctx, body, file }) => new Reply(await marketing.storeFile(ctx, body, file), 'marketing.fileSaved', body.id ? 200 : 201),
  }),
  route({
    method: 'delete',
    path: '/marketing/file/delete',
    access: writers,
    summary: 'Delete a file (`id`) and its stored content',
    tags: ['marketing'],
    query: idQuery,
    body: deleteBody,
    message: 'marketing.fileDeleted',
    handler: async ({ ctx, query, body }) => marketing.deleteFile(ctx, idOf(query, body)),
  }),
  route({
    method: 'get',
    path: '/marketing/file/download',
    access: readers,
    summary: "A file's content (`id`) as an attachment under its name, with its Content-Type; another tier's file is 404 to an agent",
    tags: ['marketing'],
    query: idQuery,
    handler: async ({ ctx, query, res }) => {
      const file = await marketing.fileForDownload(ctx, idOf(query, {}));
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Length', file.data.length);
      res.setHeader('Content-Disposition', attachmentDisposition(file.name));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(file.data);
    },
  }),
];
