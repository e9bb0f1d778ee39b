import type { Entry } from './entry';

/** Server messages of the tracking module, in English, Indonesian and Malay. */
export const trackingMessages = {} satisfies Record<string, Entry>;
