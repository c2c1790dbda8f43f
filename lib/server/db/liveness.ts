import 'server-only';

/**
 * When the database last completed a statement for this process. The embedded database runs one
 * statement at a time, so a health check's own `select 1` waits behind every queued write; while
 * writes are completing, that they complete is the answer, and the check need not queue.
 */
const LIVENESS_WINDOW_MS = 2000;

let answeredAt = 0;

export function noteDatabaseAnswered(at = Date.now()): void {
  answeredAt = at;
}

/** A statement failed because the database is unreachable or full: the next check must ask. */
export function noteDatabaseFailed(): void {
  answeredAt = 0;
}

export function databaseAnsweredRecently(now = Date.now()): boolean {
  return answeredAt > 0 && now - answeredAt < LIVENESS_WINDOW_MS;
}
