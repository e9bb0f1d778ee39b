/**
 * Marketing files: the rules the server, the HQ console and the agent app share.
 */

/** The largest file (bytes): room for a print-quality brochure PDF or photo. */
export const MARKETING_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** What a file may be, recognised by its content on the server. */
export const MARKETING_FILE_TYPES = ['jpeg', 'png', 'pdf'] as const;
export type MarketingFileType = (typeof MARKETING_FILE_TYPES)[number];
/** What the browsers' file pickers offer (the server still checks the content). */
export const MARKETING_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Whether a chosen file looks like one the server takes (by its declared type or its extension). */
export function looksAccepted(file: { name: string; type: string }): boolean {
  return ['image/jpeg', 'image/png', 'application/pdf'].includes(file.type) || /\.(jpe?g|png|pdf)$/i.test(file.name);
}

/** A file's name without its extension: the suggested name of an upload. */
export const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '');

/** A size for people: "850 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The label of a type: JPG, PNG, PDF. */
export const typeLabel = (type: MarketingFileType) => (type === 'jpeg' ? 'JPG' : type.toUpperCase());
