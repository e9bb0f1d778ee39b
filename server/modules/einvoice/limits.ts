/**
 * LHDN's published limits (docs/einvoice.md, "Rate limits" and "Submission limits"): requests per
 * minute per client id, and the size of a submission. Shared by the client (which queues under
 * them) and the simulator (which enforces them).
 */
export type RateCategory = 'login' | 'submit' | 'getSubmission' | 'cancel' | 'details' | 'validateTin';

export const RATE_LIMITS: Record<RateCategory, number> = {
  login: 12,
  submit: 100,
  getSubmission: 300,
  cancel: 12,
  details: 125,
  validateTin: 60,
};

export const RATE_WINDOW_MS = 60_000;

export const SUBMISSION_LIMITS = {
  documents: 100,
  /** Bytes of the whole request body. */
  submissionBytes: 5 * 1024 * 1024,
  /** Bytes of one document (its JSON text, before base64). */
  documentBytes: 300 * 1024,
} as const;

/** Cancellation (and rejection) is allowed within 72 hours of validation. */
export const CANCEL_WINDOW_MS = 72 * 3600_000;
/** A document issued more than 72 hours before its submission is refused as too old. */
export const ISSUE_MAX_AGE_MS = 72 * 3600_000;
/** The same type, number, issue time and issuer TIN within 2 hours is a duplicate document. */
export const DUPLICATE_DOCUMENT_MS = 2 * 3600_000;
/** An identical submission payload from the same taxpayer within 10 minutes is refused (422). */
export const DUPLICATE_SUBMISSION_MS = 10 * 60_000;

/**
 * A sliding window of the instants of the last calls: `wait()` is how long until one more call fits,
 * `take()` records one. Real time (Date.now), not the business clock: the limits are the provider's.
 */
export class SlidingWindow {
  private readonly calls: number[] = [];

  constructor(
    public limit: number,
    public windowMs: number,
  ) {}

  private prune(now: number) {
    while (this.calls.length && this.calls[0]! <= now - this.windowMs) this.calls.shift();
  }

  wait(now = Date.now()): number {
    this.prune(now);
    return this.calls.length < this.limit ? 0 : this.calls[0]! + this.windowMs - now;
  }

  take(now = Date.now()): void {
    this.calls.push(now);
  }

  /** Pushes the window's next free slot to at least `untilMs` (a 429's Retry-After). */
  blockUntil(untilMs: number): void {
    const now = Date.now();
    this.prune(now);
    // Fill the window so that the first slot frees at `untilMs`.
    const start = untilMs - this.windowMs;
    while (this.calls.length < this.limit) this.calls.unshift(start);
    if (this.calls[0]! < start) this.calls[0] = start;
    this.calls.sort((a, b) => a - b);
  }
}
