import { rowsOf } from '../../platform/rows';
import type { MarketingFileType } from '../../../common/marketing-files';
import type { Ctx, UserCtx } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import { filterId, ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import { MIME } from '../../platform/storage';
import { inTransaction } from '../../platform/tx';
import { list, rows, store, visibleTo, type Kind, type Visibility } from '../content';
import { MarketingFile, MarketingFolder, MarketingFolderTier } from './models';

/**
 * Marketing folders and files. Folders use the content module's tier visibility (all
 * tiers, or chosen tiers); a file is seen by whoever sees its folder. HQ and staff see everything;
 * an agent sees the folders of its tier and their files, and another folder's file is unknown to it
 * (404). File bytes are stored privately: they reach a reader only through the download call or the
 * short-lived signed preview link written into the list for a reader allowed to see the file.
 */

const EXTENSION: Record<MarketingFileType, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

const FOLDERS: Kind = {
  table: 'marketing_folders',
  items: (s) => rows(MarketingFolder.of(s)),
  links: (s) => rows(MarketingFolderTier.of(s)),
  column: 'folder_id',
  owner: 'folderId',
  sort: { folderName: 'folder_name' },
  search: ['folder_name'],
};

const isReader = (ctx: UserCtx) => ctx.user.role === 'hq' || ctx.user.role === 'staff';

/** The ids of the folders the caller sees, as a sub-query (every folder for HQ and staff). */
function visibleFolderIds(ctx: UserCtx) {
  const qb = FOLDERS.items(ctx).select('marketing_folders.id');
  if (!isReader(ctx)) visibleTo(FOLDERS, ctx, qb, ctx.user.tierId);
  return qb;
}

/** A name as typed: control characters dropped, spaces trimmed; '' when nothing is left. */
const cleanName = (name: string | undefined) => (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

// ---------------------------------------------------------------- folders

/** Folders with the tiers that see them and how many files each holds. */
export async function listFolders(ctx: UserCtx, params: ListParams) {
  const page = await list(ctx, FOLDERS, params);
  const idOf = (folder: object) => (folder as Record<string, unknown>).id as number;
  const ids = page.items.map(idOf);
  const counts = ids.length ? await rowsOf<{ folderId: number; n: number | string }>(MarketingFile.of(ctx).whereIn('folder_id', ids).groupBy('folder_id').select('folder_id').count({ n: '*' })) : [];
  const countOf = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
  return new ListPage(
    page.items.map((f) => ({ ...f, fileCount: countOf.get(idOf(f)) ?? 0 })),
    page.total,
    page.offset,
  );
}

export async function storeFolder(ctx: Ctx, input: Visibility & { id?: number; folderName?: string }) {
  const folderName = cleanName(input.folderName);
  if (!folderName) throw ValidationError.field('folderName', 'marketing.folderNameRequired');
  return store(ctx, FOLDERS, input.id, { folderName }, input);
}

/** A folder that still holds files is refused (409): its files are deleted or moved first. */
export async function deleteFolder(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    if (!(await MarketingFolder.of(tx).findById(id))) throw new NotFoundError();
    if (await MarketingFile.of(tx).where('folder_id', id).first()) throw new ConflictError('marketing.folderNotEmpty');
    await MarketingFolder.of(tx).deleteById(id);
  });
}

// ---------------------------------------------------------------- files

/** The name a download is saved under: the file's name, with its type's extension when it lacks it. */
export function downloadName(file: Pick<MarketingFile, 'fileName' | 'fileType'>): string {
  const ext = EXTENSION[file.fileType];
  const allowed = file.fileType === 'jpeg' ? ['jpg', 'jpeg'] : [ext];
  const own = /\.([A-Za-z0-9]{1,5})$/.exec(file.fileName)?.[1]?.toLowerCase();
  return own && allowed.includes(own) ? file.fileName : `${file.fileName}.${ext}`;
}

function serialize(file: MarketingFile, folderName: string | undefined) {
  return {
    id: file.id,
    folderId: file.folderId,
    folderName: folderName ?? null,
    fileName: file.fileName,
    type: file.fileType,
    mimeType: MIME[file.fileType],
    size: file.size,
    downloadName: downloadName(file),
    /** Signed, short-lived, shown inline: for the image or PDF preview. */
    previewUrl: platform().storage.url(file.storageKey),
    createdAt: file.toJSON().createdAt,
    updatedAt: file.toJSON().updatedAt,
  };
}

async function serializeAll(ctx: Ctx, files: MarketingFile[]) {
  const folderIds = [...new Set(files.map((f) => f.folderId))];
  const folders = new Map((folderIds.length ? await MarketingFolder.of(ctx).whereIn('id', folderIds) : []).map((f) => [f.id, f.folderName]));
  return files.map((f) => serialize(f, folders.get(f.folderId)));
}

const FILE_LIST: ListSpec<MarketingFile> = {
  sort: { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at', fileName: 'file_name', size: 'size', type: 'file_type' },
  defaultSort: ['id', 'DESC'],
  filters: {
    folderId: (qb, value) => void qb.where('marketing_files.folder_id', filterId('folderId', value)),
    type: 'file_type',
  },
  search: ['file_name'],
};

/** Files the caller may see (filters folderId, type; search on the name). */
export async function listFiles(ctx: UserCtx, params: ListParams) {
  const qb = MarketingFile.of(ctx);
  if (!isReader(ctx)) qb.whereIn('marketing_files.folder_id', visibleFolderIds(ctx));
  const page = await runList(qb, FILE_LIST, params);
  return new ListPage(await serializeAll(ctx, page.items), page.total, page.offset);
}

/** One file the caller may see; 404 for another tier's file, another company's, or none. */
async function visibleFile(ctx: UserCtx, id: number): Promise<MarketingFile> {
  const qb = MarketingFile.of(ctx).findById(id);
  if (!isReader(ctx)) qb.whereIn('marketing_files.folder_id', visibleFolderIds(ctx));
  const file = await qb;
  if (!file) throw new NotFoundError();
  return file;
}

export interface FileInput {
  id?: number;
  folderId?: number;
  fileName?: string;
}

/**
 * Creates a file (name, folder, upload), or with `id` renames it, moves it to another folder
 * and/or replaces its content. The upload is stored first and removed again if the save fails;
 * a replaced upload is removed after the row points at the new one.
 */
export async function storeFile(ctx: Ctx, input: FileInput, upload: UploadedFile | null) {
  const { storage } = platform();
  const before = input.id !== undefined ? await MarketingFile.of(ctx).findById(input.id) : undefined;
  if (input.id !== undefined && !before) throw new NotFoundError();
  const fileName = cleanName(input.fileName);
  if (!fileName) throw ValidationError.field('fileName', 'marketing.fileNameRequired');
  const folderId = input.folderId ?? before?.folderId;
  if (!folderId) throw ValidationError.field('folderId', 'marketing.folderRequired');
  if (!upload && !before) throw ValidationError.field('file', 'upload.required');
  if (!(await MarketingFolder.of(ctx).findById(folderId))) throw ValidationError.field('folderId', 'marketing.folderUnknown');

  const key = upload ? await storage.save(ctx.companyId, 'marketing', upload.kind, upload.buffer) : null;
  const row: Partial<MarketingFile> = { fileName, folderId };
  if (upload && key) Object.assign(row, { fileType: upload.kind as MarketingFileType, size: upload.size, storageKey: key });
  let saved: MarketingFile;
  try {
    saved = await inTransaction(ctx, async (tx) => {
      if (!(await MarketingFolder.of(tx).findById(folderId))) throw ValidationError.field('folderId', 'marketing.folderUnknown');
      if (!before) return MarketingFile.of(tx).insertAndFetch(row);
      await MarketingFile.of(tx).findById(before.id).patch(row);
      return (await MarketingFile.of(tx).findById(before.id))!;
    });
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
  if (key && before) await storage.remove(before.storageKey);
  return (await serializeAll(ctx, [saved]))[0];
}

export async function deleteFile(ctx: Ctx, id: number) {
  const file = await MarketingFile.of(ctx).findById(id);
  if (!file) throw new NotFoundError();
  await MarketingFile.of(ctx).deleteById(id);
  await platform().storage.remove(file.storageKey);
}

/** The bytes of a file the caller may see, with what the download answer needs. */
export async function fileForDownload(ctx: UserCtx, id: number) {
  const file = await visibleFile(ctx, id);
  let data: Buffer;
  try {
    data = await platform().storage.read(file.storageKey);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError();
    throw err;
  }
  return { data, mimeType: MIME[file.fileType], name: downloadName(file) };
}
