import 'server-only';
import { describeError, loggedPath, rootLogger } from './log-core.mjs';

/**
 * The app's logger: structured JSON lines (pino), each with the request id of the request
 * being handled (see lib/server/log-core.mjs). Log events and identifiers, never a body, code,
 * token, hash, password or birth detail; errors only through `logError`, which masks data.
 */
export const log = rootLogger();

/** Logs an error at `error` level with what may safely be said about it. */
export function logError(event: string, err: unknown, fields: Record<string, unknown> = {}): void {
  log.error({ ...fields, error: describeError(err) }, event);
}

export { describeError, loggedPath };
