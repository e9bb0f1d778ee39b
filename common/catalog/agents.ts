import type { Entry } from './entry';

/** Server messages of the agents area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const agentsMessages = {} satisfies Record<string, Entry>;
