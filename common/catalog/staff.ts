import type { Entry } from './entry';

/** Server messages of the staff area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const staffMessages = {} satisfies Record<string, Entry>;
