/** Browser-side constants of docs/rules.md, shared by the HQ console and the agent app. */
export const API_BASE = '/api';
/** Where the HQ console is served; HQ and staff land here after signing in. */
export const ADMIN_BASE = '/admin/';
export const LOGIN_PATH = '/login';
export const SUBSCRIPTION_EXPIRED_PATH = '/subscription-expired';
/** The 429 and session-expired dialogs close themselves after this long. */
export const ERROR_DIALOG_MS = 10_000;
/** A lazily loaded screen that has not arrived after this long fails with the chunk-timeout message. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Error-reporting sample rates: every error, one session in ten recorded, every session with an error. */
export const ERROR_REPORTING_RATES = { traces: 1, sessionReplay: 0.1, replayOnError: 1 } as const;
