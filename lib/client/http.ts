import type { AxiosInstance } from 'axios';

let client: Promise<AxiosInstance> | undefined;

/**
 * The browser's axios instance (./axios-client), loaded on first use: pages that only read
 * then never download axios, and tool pages fetch it while the visitor fills in the form.
 */
export function loadHttp(): Promise<AxiosInstance> {
  client ??= import('./axios-client').then((m) => m.http);
  return client;
}

/** The server's `message`, if the error carries one (checked without loading axios). */
export function serverMessage(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true) {
    const message = (err as { response?: { data?: { message?: unknown } } }).response?.data?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}

/** An axios error that carries the server's reply (checked without loading axios). */
export function isServerReply(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true && (err as { response?: unknown }).response !== undefined;
}

/** A request cancelled through its AbortSignal (axios's CanceledError, checked without loading axios). */
export function isCancelled(err: unknown): boolean {
  return typeof err === 'object' && err !== null && ((err as { code?: unknown }).code === 'ERR_CANCELED' || (err as { __CANCEL__?: unknown }).__CANCEL__ === true);
}
