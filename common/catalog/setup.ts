import type { Entry } from './entry';

/** Server messages of the setup area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const setupMessages = {} satisfies Record<string, Entry>;
