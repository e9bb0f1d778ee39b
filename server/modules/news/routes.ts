import { Type } from '@sinclair/typebox';
import type { Permission } from '../../../common/constants';
import type { MessageKey } from '../../../common/messages';
import type { UserCtx } from '../../platform/context';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { withPlainFilters } from '../../platform/http/list';
import { Id, ListQueryProps, Str } from '../../platform/http/schemas';
import { HOF_ACHIEVEMENT_MAX, HOF_PHOTO_MAX_BYTES, HOF_TEXT_MAX, NEWS_CONTENT_MAX, NEWS_FILE_MAX_BYTES, NEWS_SUBJECT_MAX } from '../../../common/news';
import { deleteBody, deleteQuery, idOf } from '../content';
import * as news from './service';

const readers = { roles: ['hq', 'staff', 'agent'] } as const;
const listQuery = Type.Object({ ...ListQueryProps, pin: Type.Optional(Type.Boolean()) });

/** DELETE `<path>` of one row by `id` (query or JSON body). */
const deleteRoute = (path: string, permission: Permission, summary: string, message: MessageKey, remove: (ctx: UserCtx, id: number) => Promise<void>) =>
  route({
    method: 'delete',
    path,
    access: { permission },
    summary,
    tags: ['news'],
    query: deleteQuery,
    body: deleteBody,
    message,
    handler: async ({ ctx, query, body }) => remove(ctx, idOf(query, body)),
  });

export const newsRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/news-feed',
    access: readers,
    summary: 'The newsfeed: pinned posts first, then the newest (search, pin filter); file and photo URLs are signed for the reader',
    tags: ['news'],
    query: listQuery,
    handler: async ({ ctx, query: { pin, ...params } }) => news.listNews(ctx, withPlainFilters(params, { pin })),
  }),
  route({
    method: 'post',
    path: '/news-feed/store',
    access: { permission: 'post_content' },
    summary: 'Post news (multipart): subject, content (rich text, reduced to safe tags), pin, videoId (a YouTube id or address), file (JPEG, PNG or PDF)',
    tags: ['news'],
    upload: { field: 'file', maxBytes: NEWS_FILE_MAX_BYTES, types: ['jpeg', 'png', 'pdf'], required: false },
    body: Type.Object({
      subject: Str(NEWS_SUBJECT_MAX, 1),
      content: Type.Optional(Str(NEWS_CONTENT_MAX)),
      pin: Type.Optional(Type.Boolean()),
      videoId: Type.Optional(Str(200)),
    }),
    handler: async ({ ctx, body, file }) => new Reply(await news.storeNews(ctx, body, file), 'news.posted', 201),
  }),
  route({
    method: 'post',
    path: '/news-feed/updatePin',
    access: { permission: 'post_content' },
    summary: 'Pin or unpin a post: id, pin',
    tags: ['news'],
    body: Type.Object({ id: Id, pin: Type.Boolean() }),
    handler: async ({ ctx, body }) => new Reply(await news.updateNewsPin(ctx, body.id, body.pin), body.pin ? 'news.pinned' : 'news.unpinned'),
  }),
  deleteRoute('/news-feed/delete', 'post_content', 'Delete a post (`id`) and its file', 'news.deleted', news.deleteNews),
  route({
    method: 'get',
    path: '/hof',
    access: readers,
    summary: 'The hall of fame, newest day first (search); photo URLs are signed for the reader',
    tags: ['news'],
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => news.listHof(ctx, query),
  }),
  route({
    method: 'post',
    path: '/hof/store',
    access: { permission: 'setup_hall_of_fame' },
    summary: 'Add to the hall of fame (multipart): hofTitle, hofDate (YYYY-MM-DD), userName, userAchievement, userImg (JPEG or PNG photo)',
    tags: ['news'],
    upload: { field: 'userImg', maxBytes: HOF_PHOTO_MAX_BYTES, types: ['jpeg', 'png'], required: false },
    body: Type.Object({
      hofTitle: Str(HOF_TEXT_MAX, 1),
      hofDate: Type.String({ format: 'date' }),
      userName: Str(HOF_TEXT_MAX, 1),
      userAchievement: Str(HOF_ACHIEVEMENT_MAX, 1),
    }),
    handler: async ({ ctx, body, file }) => new Reply(await news.storeHof(ctx, body, file), 'hof.saved', 201),
  }),
  deleteRoute('/hof/delete', 'setup_hall_of_fame', 'Remove an entry (`id`) of the hall of fame and its photo', 'hof.deleted', news.deleteHof),
];
