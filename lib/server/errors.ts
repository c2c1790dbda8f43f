import 'server-only';
import type { ErrorResponse } from '@/lib/contract/system';

/** What an error adds to its answer beside the message (a 429's wait). */
export type ErrorDetails = Pick<ErrorResponse, 'retryAfter'>;

/** An error whose message is safe to show to the caller, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** True for errors that mean the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const code = e.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P03', '53300'].includes(code)) return true;
  if (/connect|terminat|timeout|Connection|in use by process/i.test(e.message ?? '')) return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

// ENOSPC from the file system (the embedded database), 53100 disk_full from PostgreSQL.
const STORAGE_FULL_CODES = new Set(['ENOSPC', '53100']);

/** True for errors that mean the database's disk is full: nothing was stored, and retrying later can work. */
export function isStorageFull(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (STORAGE_FULL_CODES.has(e.code ?? '')) return true;
  return e.cause ? isStorageFull(e.cause) : false;
}
