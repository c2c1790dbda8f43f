import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { assertSameOriginWrite } from '../auth/request-guard';
import { readSession, type SessionUser } from '../auth/session';
import { noteStorageFull } from '../db/storage';
import { HttpError, isDatabaseUnavailable, isStorageFull } from '../errors';
import { log, loggedPath, logError } from '../log';

type Handler<P> = (req: NextRequest, params: P) => Promise<Response>;

/**
 * Wraps every route handler: refuses cross-site writes (see request-guard), turns validation
 * errors into 400s, HttpErrors into their status, an unreachable database into a 503, and
 * anything else into a 500 that leaks nothing.
 */
export function route<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSameOriginWrite(req);
      const params = ctx?.params ? await ctx.params : ({} as P);
      return await handler(req, params);
    } catch (err) {
      return errorResponse(err, req);
    }
  };
}

export function errorResponse(err: unknown, req?: NextRequest): Response {
  if (err instanceof HttpError) {
    return json({ status: 'error', success: false, message: err.message, ...err.body }, err.status, err.headers);
  }
  if (err instanceof ZodError) {
    return json({ status: 'error', success: false, message: firstIssueMessage(err) }, 400);
  }
  if (isStorageFull(err)) {
    noteStorageFull();
    log.error({ method: req?.method, path: req && loggedPath(req.nextUrl.pathname) }, 'storage full');
    return json({ status: 'error', success: false, message: 'The server is out of storage space, so nothing was saved. Please try again later.' }, 503, { 'Retry-After': '60' });
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ method: req?.method, path: req && loggedPath(req.nextUrl.pathname), errorCode: (err as { code?: unknown }).code }, 'database unavailable');
    return json({ status: 'error', success: false, message: 'The service is temporarily unavailable. Please try again shortly.' }, 503);
  }
  logError('unexpected error in a route handler', err, { method: req?.method, path: req && loggedPath(req.nextUrl.pathname) });
  return json({ status: 'error', success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
}

export function firstIssueMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request.';
  return issue.message;
}

export function json(body: unknown, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(body, { status, headers });
}

/** Cache headers for public content: shared caches may keep it briefly and serve it stale while refreshing. */
export const publicContentCache = { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };

/**
 * Parses a JSON body with a schema; a missing or malformed body is a 400, not a 500.
 * `failureBody` adds the fields a contract's client reads on failure (e.g. `user.status`).
 */
export async function parseJsonBody<T>(req: NextRequest, schema: ZodType<T>, failureBody?: (message: string) => Record<string, unknown>): Promise<T> {
  const fail = (message: string) => new HttpError(400, message, failureBody?.(message));
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw fail('The request body must be valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail('The request body must be a JSON object.');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fail(firstIssueMessage(parsed.error));
  return parsed.data;
}

export function parseQuery<T>(req: NextRequest, schema: ZodType<T>): T {
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams));
}

/** The signed-in user, or a 401 that tells the browser its stored user data is stale. */
export async function requireUser(req: NextRequest): Promise<SessionUser> {
  const session = await readSession(req);
  if (!session) throw new HttpError(401, 'Please sign in to continue.');
  return session.user;
}

/** Adds the fields a contract's client reads on failure (e.g. `status: false`) to any HttpError. */
export async function withFailureBody<T>(work: Promise<T>, failureBody: (message: string) => Record<string, unknown>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof HttpError) throw new HttpError(err.status, err.message, { ...err.body, ...failureBody(err.message) }, err.headers);
    throw err;
  }
}

const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/**
 * Reads a multipart form: text fields as strings, and the file under one of `fileFields`.
 * A body over 6 MB is refused before it is read (413).
 */
export async function parseMultipart(req: NextRequest, fileFields: string[]): Promise<{ fields: Record<string, string>; file: File | null }> {
  if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Send the form as multipart/form-data.');
  }
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MULTIPART_MAX_BYTES) throw new HttpError(413, 'The upload is too large. Images may be at most 5 MB.');
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, 'The form could not be read.');
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (fileFields.includes(key) && !file && value.size > 0) file = value;
  }
  return { fields, file };
}
