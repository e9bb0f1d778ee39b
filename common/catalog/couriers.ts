import type { Entry } from './entry';

/** Server messages of the couriers area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const couriersMessages = {} satisfies Record<string, Entry>;
