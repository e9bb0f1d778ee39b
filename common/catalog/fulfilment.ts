import type { Entry } from './entry';

/** Server messages of the fulfilment module, in English, Indonesian and Malay. */
export const fulfilmentMessages = {} satisfies Record<string, Entry>;
