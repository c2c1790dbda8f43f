import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodError, ZodType } from 'zod';
import { findUnsafeText, unsafeTextMessage } from '@/lib/contract/text-field';
import { HttpError } from '../errors';

// Request bodies are read by the bytes that actually arrive, whatever Content-Length or
// chunked encoding claim, and reading stops at the cap: a client cannot make the server hold
// more than this in memory for one request.

/** Largest JSON body: the biggest real request (a match) is under 2 kB. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest multipart body: a 5 MB image plus the form's text fields. */
export const MULTIPART_BODY_MAX_BYTES = 6 * 1024 * 1024;

const TOO_LARGE_JSON = 'The request is too large. It may be at most 64 KB.';
const TOO_LARGE_MULTIPART = 'The upload is too large. Images may be at most 5 MB.';

/** A 413 also closes the connection, so the rest of the body is never read. */
const CLOSE = { Connection: 'close' };
const tooLarge = (message: string) => new HttpError(413, message, undefined, CLOSE);

/** The body's bytes, refused with a 413 as soon as more than `maxBytes` have been declared or read. */
export async function readBodyBytes(req: NextRequest, maxBytes: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(message);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Stop reading, without destroying the socket before the 413 is written: the answer closes
    // the connection, and the unread rest is never taken in.
    if (total > maxBytes) throw tooLarge(message);
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function mediaType(req: NextRequest): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The JSON object of a request body, parsed once: `application/json` only (415 otherwise), at
 * most 64 KB (413), a JSON object (400), and no text PostgreSQL would refuse (400). The one
 * reader of JSON bodies: a route parses its result with `parseWith` and its contract's schema
 * (a union schema where a path takes several shapes). Errors are plain HttpErrors; the route's
 * failure envelope (route.ts) shapes them for its client.
 */
export async function readJsonObject(req: NextRequest): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'application/json') throw new HttpError(415, 'Send the request body as JSON with the header Content-Type: application/json.');
  const bytes = await readBodyBytes(req, JSON_BODY_MAX_BYTES, TOO_LARGE_JSON);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new HttpError(400, 'The request body must be a JSON object.');
  return raw as Record<string, unknown>;
}

export function firstIssueMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request.';
  return issue.message;
}

/**
 * Parses a value already read (a body from readJsonObject, a query, multipart fields) with a
 * contract schema: a 400 with the schema's message, or with the path of any text the schema let
 * through that the database would refuse.
 */
export function parseWith<T>(raw: unknown, schema: ZodType<T>): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  const unsafe = findUnsafeText(parsed.data);
  if (unsafe) throw new HttpError(400, unsafeTextMessage(unsafe));
  return parsed.data;
}

/** The query string parsed with a contract schema (see parseWith). */
export function parseQuery<T>(req: NextRequest, schema: ZodType<T>): T {
  return parseWith(Object.fromEntries(req.nextUrl.searchParams), schema);
}

/**
 * Reads a multipart form, at most 6 MB by the bytes read (413): text fields as strings (none
 * with unsafe text, 400), and the file under one of `fileFields`.
 */
export async function readMultipart(req: NextRequest, fileFields: string[]): Promise<{ fields: Record<string, string>; file: File | null }> {
  if (mediaType(req) !== 'multipart/form-data') throw new HttpError(415, 'Send the form as multipart/form-data.');
  const bytes = await readBodyBytes(req, MULTIPART_BODY_MAX_BYTES, TOO_LARGE_MULTIPART);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': req.headers.get('content-type')! } }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read.');
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (fileFields.includes(key) && !file && value.size > 0) file = value;
  }
  const unsafe = findUnsafeText(fields);
  if (unsafe) throw new HttpError(400, unsafeTextMessage(unsafe));
  return { fields, file };
}
