import type { Entry } from './entry';

/** Server messages of self-registration, in English, Indonesian and Malay (merged into common/messages.ts). */
export const selfregMessages = {} satisfies Record<string, Entry>;
