import type { Entry } from './entry';

/** Server messages of the products area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const productsMessages = {} satisfies Record<string, Entry>;
