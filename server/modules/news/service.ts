import type { Ctx, UserCtx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import { ListPage, parseListParams, runList, type ListParams } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import type { Folder } from '../../platform/storage';
import { youtubeId, type HofEntry, type NewsPostView } from '../../../common/news';
import { User } from '../users';
import { HallOfFame, NewsPost } from './models';
import { plainText, sanitizeRichText } from './rich-text';

/**
 * The newsfeed and the hall of fame. HQ and staff holding "post content" write news,
 * those holding "set up hall of fame" write the hall of fame; every signed-in user of the company
 * reads both. Files go through the platform storage into private folders, so their URLs in an
 * answer are signed for the reader.
 */

const EXCERPT_LENGTH = 160;
const isStaffSide = (ctx: UserCtx) => ctx.user.role === 'hq' || ctx.user.role === 'staff';

/** A post as its reader sees it; HQ and staff also see who posted it. */
async function newsView(ctx: UserCtx, posts: NewsPost[]): Promise<NewsPostView[]> {
  const { storage } = platform();
  const authorIds = isStaffSide(ctx) ? [...new Set(posts.map((p) => p.usrOrgId).filter((id): id is number => id !== null))] : [];
  const authors = new Map((authorIds.length ? await User.of(ctx).whereIn('id', authorIds) : []).map((u) => [u.id, u.fullName]));
  return posts.map((p) => {
    const text = plainText(p.content);
    return {
      id: p.id,
      pin: Boolean(p.pin),
      subject: p.subject,
      content: p.content,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text,
      fileUrl: storage.url(p.file),
      fileType: p.file ? (p.file.endsWith('.pdf') ? 'pdf' : 'image') : null,
      videoId: p.videoId,
      ...(isStaffSide(ctx) ? { usrOrgId: p.usrOrgId, authorName: p.usrOrgId ? (authors.get(p.usrOrgId) ?? null) : null } : {}),
      createdAt: p.toJSON().createdAt as string,
    };
  });
}

/**
 * The feed: pinned posts first, then the newest. That is the order without a sort and for a sort
 * by `pin` (pinned last with ASC, the newest first still); other sorts are plain. `pin` filters.
 */
export async function listNews(ctx: UserCtx, params: ListParams) {
  const qb = NewsPost.of(ctx);
  const [field, order] = parseListParams(params).sort ?? ['pin', 'DESC'];
  if (field === 'pin') {
    qb.orderBy('pin', order === 'ASC' ? 'asc' : 'desc').orderBy('created_at', 'desc');
    params = { ...params, sort: undefined };
  }
  const page = await runList(
    qb,
    {
      sort: { id: 'id', createdAt: 'created_at', subject: 'subject' },
      defaultSort: ['id', 'DESC'],
      filters: { pin: (q, value) => void q.where('pin', value === true || value === 'true' || value === 1) },
      search: ['subject', 'content'],
    },
    params,
  );
  return new ListPage(await newsView(ctx, page.items), page.total, page.offset);
}

export interface NewsInput {
  subject: string;
  content?: string;
  pin?: boolean;
  videoId?: string;
}

/** Saves the file first and removes it again when the row cannot be written, so a refused post leaves no file behind. */
async function withFile<T>(ctx: Ctx, folder: Folder, file: UploadedFile | null, write: (key: string | null) => PromiseLike<T>): Promise<T> {
  const { storage } = platform();
  const key = file ? await storage.save(ctx.companyId, folder, file.kind, file.buffer) : null;
  try {
    return await write(key);
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
}

/** Posts news: subject required, the rich text reduced to its safe subset, the video an id or a YouTube address. */
export async function storeNews(ctx: UserCtx, input: NewsInput, file: UploadedFile | null) {
  const subject = input.subject.trim();
  if (!subject) throw ValidationError.field('subject', 'validation.required');
  let videoId: string | null = null;
  if (input.videoId?.trim()) {
    videoId = youtubeId(input.videoId);
    if (!videoId) throw ValidationError.field('videoId', 'news.videoInvalid');
  }
  const content = sanitizeRichText(input.content ?? '');
  const post = await withFile(ctx, 'news', file, (key) => NewsPost.of(ctx).insertAndFetch({ subject, content, pin: input.pin ?? false, videoId, file: key, usrOrgId: ctx.user.id }));
  return (await newsView(ctx, [post]))[0];
}

export async function updateNewsPin(ctx: UserCtx, id: number, pin: boolean) {
  const post = await NewsPost.of(ctx).findById(id);
  if (!post) throw new NotFoundError();
  await NewsPost.of(ctx).findById(id).patch({ pin });
  return (await newsView(ctx, [(await NewsPost.of(ctx).findById(id))!]))[0];
}

export async function deleteNews(ctx: Ctx, id: number) {
  const post = await NewsPost.of(ctx).findById(id);
  if (!post) throw new NotFoundError();
  // The row first: a file left by a failed removal is harmless, a post without its file is not.
  await NewsPost.of(ctx).deleteById(id);
  if (post.file) await platform().storage.remove(post.file);
}

const hofView = (rows: HallOfFame[]): HofEntry[] =>
  rows.map((h) => ({
    id: h.id,
    hofTitle: h.hofTitle,
    hofDate: h.hofDate,
    userName: h.userName,
    userAchievement: h.userAchievement,
    userImgUrl: platform().storage.url(h.userImg),
  }));

/** The hall of fame, newest day first. */
export async function listHof(ctx: Ctx, params: ListParams) {
  const page = await runList(
    HallOfFame.of(ctx),
    {
      sort: { id: 'id', hofDate: 'hof_date', hofTitle: 'hof_title', userName: 'user_name', createdAt: 'created_at' },
      defaultSort: ['hofDate', 'DESC'],
      search: ['hof_title', 'user_name', 'user_achievement'],
    },
    params,
  );
  return new ListPage(hofView(page.items), page.total, page.offset);
}

export interface HofInput {
  hofTitle: string;
  hofDate: string;
  userName: string;
  userAchievement: string;
}

export async function storeHof(ctx: Ctx, input: HofInput, photo: UploadedFile | null) {
  const fields = { hofTitle: input.hofTitle.trim(), userName: input.userName.trim(), userAchievement: input.userAchievement.trim() };
  for (const [field, value] of Object.entries(fields)) if (!value) throw ValidationError.field(field, 'validation.required');
  const row = await withFile(ctx, 'hof', photo, (key) => HallOfFame.of(ctx).insertAndFetch({ ...fields, hofDate: input.hofDate, userImg: key }));
  return hofView([row])[0];
}

export async function deleteHof(ctx: Ctx, id: number) {
  const row = await HallOfFame.of(ctx).findById(id);
  if (!row) throw new NotFoundError();
  await HallOfFame.of(ctx).deleteById(id);
  if (row.userImg) await platform().storage.remove(row.userImg);
}
