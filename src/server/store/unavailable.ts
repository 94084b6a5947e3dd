/**
 * The database cannot be reached right now (a restart, a failover, a
 * network cut): not a fault of the request, and over once it is back. The
 * routes answer it with 503 and Retry-After; the engine reconnects by
 * itself on the next request. Whatever the failed request was writing is
 * undone with its transaction: nothing is left half-written.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the database cannot be reached', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** What a reader is told: nothing of the database, only that it will pass. */
export const UNAVAILABLE_MESSAGE = 'Comments are unavailable for a moment. Please try again shortly.';

/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const isUnavailable = (error: unknown): error is StoreUnavailableError => error instanceof StoreUnavailableError;
