import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ResponseCache {
  /** Answers from memory if a fresh copy fits this request; false when Next must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Watches the answer to a page request and keeps it when a shared cache may. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  stats(): { entries: number; bytes: number };
}

export function createResponseCache(options?: { maxBytes?: number; now?: () => number }): ResponseCache;
