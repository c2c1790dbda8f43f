import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { findUnsafeText, unsafeTextMessage } from '@/lib/contract/text-field';
import { assertSameOriginWrite } from '../auth/request-guard';
import { readSession, type SessionUser } from '../auth/session';
import { noteStorageFull } from '../db/storage';
import { HttpError, isDatabaseUnavailable, isStorageFull } from '../errors';
import { log, loggedPath, logError } from '../log';
import { readJsonObject, readMultipart } from './body';

export { readJsonObject } from './body';

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
      if (findUnsafeText(params)) throw new HttpError(400, unsafeTextMessage('The address'));
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
 * Reads the JSON body once (see readJsonObject: content type, 64 KB, an object) and parses it
 * with a schema; anything wrong is a 4xx with a clear message, never a 500.
 * `failureBody` adds the fields a contract's client reads on failure (e.g. `user.status`).
 */
export async function parseJsonBody<T>(req: NextRequest, schema: ZodType<T>, failureBody?: (message: string) => Record<string, unknown>): Promise<T> {
  const raw = await readJsonObject(req, failureBody);
  return parseWith(raw, schema, failureBody);
}

/**
 * Parses a value already read (a body from readJsonObject, a query) with a schema: a 400 with
 * the schema's message, or with the path of any text the schema let through that the database
 * would refuse.
 */
export function parseWith<T>(raw: unknown, schema: ZodType<T>, failureBody?: (message: string) => Record<string, unknown>): T {
  const fail = (message: string) => new HttpError(400, message, failureBody?.(message));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fail(firstIssueMessage(parsed.error));
  const unsafe = findUnsafeText(parsed.data);
  if (unsafe) throw fail(unsafeTextMessage(unsafe));
  return parsed.data;
}

export function parseQuery<T>(req: NextRequest, schema: ZodType<T>): T {
  return parseWith(Object.fromEntries(req.nextUrl.searchParams), schema);
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

/** Reads a multipart form (see readMultipart: 6 MB by the bytes read, no unsafe text). */
export const parseMultipart = readMultipart;
