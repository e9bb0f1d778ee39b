import type { Entry } from './entry';

/** Server messages of the tiers area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const tiersMessages = {} satisfies Record<string, Entry>;
