/**
 * Newsfeed and hall of fame rules shared by the server, the console and the agent app.
 */

/** The longest subject, rich text (as sent, before it is reduced to its safe subset), title, name and achievement. */
export const NEWS_SUBJECT_MAX = 191;
export const NEWS_CONTENT_MAX = 20_000;
export const HOF_TEXT_MAX = 191;
export const HOF_ACHIEVEMENT_MAX = 500;
/** The file of a post (image or PDF) and the photo of a hall of fame entry. */
export const NEWS_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const HOF_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The headlines the agent app's home card shows. */
export const NEWS_HEADLINES = 3;

/**
 * A YouTube video id is 11 characters of base64url encoding 64 bits, so its last character
 * carries 4 bits and is one of 16.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;
const VIDEO_URL = /^(?:https?:\/\/)?(?:(?:www\.|m\.|music\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/;

/** The video id of what HQ pasted: an id, or a YouTube address (watch, short, embed, youtu.be); null when it is neither. */
export function youtubeId(input: string): string | null {
  const text = input.trim();
  const id = VIDEO_URL.exec(text)?.[1] ?? text;
  return VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player of a video (no cookies until the viewer plays it). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;

/** A post as GET /api/news-feed returns it (server/modules/news/service.ts); HQ and staff also get who posted it. */
export interface NewsPostView {
  id: number;
  pin: boolean;
  subject: string;
  /** Rich text, already reduced by the server to a safe subset of tags. */
  content: string;
  /** The text without tags, cut to 160 characters. */
  excerpt: string;
  fileUrl: string | null;
  fileType: 'image' | 'pdf' | null;
  videoId: string | null;
  usrOrgId?: number | null;
  authorName?: string | null;
  createdAt: string;
}

/** An entry of the hall of fame as GET /api/hof returns it. */
export interface HofEntry {
  id: number;
  hofTitle: string;
  hofDate: string;
  userName: string;
  userAchievement: string;
  userImgUrl: string | null;
}
