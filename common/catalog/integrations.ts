import type { Entry } from './entry';

/** Server messages of the integrations module, in English, Indonesian and Malay. */
export const integrationsMessages = {} satisfies Record<string, Entry>;
