import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@/lib/contract/system';
import { isUuid } from '@/lib/contract/uuid';
import { SHARED_ANSWER_HEADER } from '@/lib/page-cache-contract.mjs';
import { findUnsafeText, unsafeTextMessage } from '@/lib/contract/text-field';
import { assertSameOriginWrite } from '../auth/request-guard';
import { readSession, type SessionUser } from '../auth/session';
import { noteStorageFull } from '../db/storage';
import { HttpError, isDatabaseUnavailable, isStorageFull, notFound, type ErrorDetails } from '../errors';
import { log, loggedPath, logError } from '../log';
import { firstIssueMessage, readMultipart } from './body';
import { callerLanguage, carriesMessage, localizeAnswer, markLanguage, messageIn } from './language';

export { parseQuery, parseWith, readJsonObject } from './body';

type Handler<P> = (req: NextRequest, params: P) => Promise<Response>;

/**
 * The fields a route's legacy client reads when a call fails (SPEC 7, 8: `user.status`,
 * `isVerified.status`, `status: false`, `statusCode`), made from the answer's message and status.
 */
export type FailureEnvelope = (message: string, status: number) => object;

export interface RouteOptions<P = Record<string, string>> {
  /** Added to EVERY error answer of the route, whatever raised it (guard, body, schema, service, database). */
  failure?: FailureEnvelope;
  /**
   * The path parameters that are ids (UUIDs), each with the route's "not found" message (or a
   * function that makes it). The handler gets them in lower case, so an id compares equal to the
   * stored one however it was written; anything that is not a UUID is answered with that 404.
   */
  ids?: { [K in keyof P]?: string | (() => string) };
}

/** The declared id parameters checked (404 when not a UUID) and lower-cased; the rest as they came. */
function canonicalIds<P>(params: P, ids: RouteOptions<P>['ids']): P {
  if (!ids) return params;
  const out = { ...params } as Record<string, unknown>;
  for (const [name, message] of Object.entries(ids) as [string, string | (() => string)][]) {
    const value = out[name];
    if (typeof value !== 'string' || !isUuid(value)) throw notFound(typeof message === 'function' ? message() : message);
    out[name] = value.toLowerCase();
  }
  return out as P;
}

/**
 * Wraps every route handler: refuses cross-site writes (see request-guard), turns validation
 * errors into 400s, HttpErrors into their status, an unreachable database into a 503, and
 * anything else into a 500 that leaks nothing. Each answer is shaped once, here, in the route's
 * failure envelope: services and body readers throw plain HttpErrors.
 */
export function route<P = Record<string, never>>(handler: Handler<P>, options: RouteOptions<P> = {}) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSameOriginWrite(req);
      const params = ctx?.params ? await ctx.params : ({} as P);
      if (findUnsafeText(params)) throw new HttpError(400, unsafeTextMessage('The address'));
      return await localizeAnswer(await handler(req, canonicalIds(params, options.ids)), callerLanguage(req));
    } catch (err) {
      return errorResponse(err, req, options.failure);
    }
  };
}

export function errorResponse(err: unknown, req?: NextRequest, failure?: FailureEnvelope): Response {
  const locale = callerLanguage(req);
  const answer = (status: number, english: string, headers?: Record<string, string>, details?: ErrorDetails) => {
    const message = messageIn(english, locale);
    const base: ErrorResponse = { status: 'error', success: false, message, ...details };
    const res = json({ ...base, ...failure?.(message, status) }, status, headers);
    markLanguage(res.headers, locale);
    return res;
  };
  if (err instanceof HttpError) return answer(err.status, err.message, err.headers, err.body);
  if (err instanceof ZodError) return answer(400, firstIssueMessage(err));
  if (isStorageFull(err)) {
    noteStorageFull();
    log.error({ method: req?.method, path: req && loggedPath(req.nextUrl.pathname) }, 'storage full');
    return answer(503, 'The server is out of storage space, so nothing was saved. Please try again later.', { 'Retry-After': '60' });
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ method: req?.method, path: req && loggedPath(req.nextUrl.pathname), errorCode: (err as { code?: unknown }).code }, 'database unavailable');
    return answer(503, 'The service is temporarily unavailable. Please try again shortly.');
  }
  logError('unexpected error in a route handler', err, { method: req?.method, path: req && loggedPath(req.nextUrl.pathname) });
  return answer(500, 'Something went wrong on our side. Please try again.');
}

/**
 * A JSON answer. One that carries a message (see carriesMessage) is marked as English (Content-Language,
 * Vary: Accept-Language): route() gives it in the caller's language (./language).
 */
export function json(body: unknown, status = 200, headers?: HeadersInit): NextResponse {
  const res = NextResponse.json(body, { status, headers });
  if (carriesMessage(body)) markLanguage(res.headers, 'en');
  return res;
}

/** Cache headers for public content: shared caches may keep it briefly and serve it stale while refreshing. */
export const publicContentCache = { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };

/**
 * The same, for an answer read from the content cache that no cookie, session or address changes:
 * the production server may also keep it and send it again without Next (scripts/response-cache.mjs);
 * a content change drops such copies with the cached pages.
 */
export const sharedContentCache = { ...publicContentCache, [SHARED_ANSWER_HEADER]: '1' };

/** The signed-in user, or a 401 that tells the browser its stored user data is stale. */
export async function requireUser(req: NextRequest): Promise<SessionUser> {
  const session = await readSession(req);
  if (!session) throw new HttpError(401, 'Please sign in to continue.');
  return session.user;
}

/** Reads a multipart form (see readMultipart: 6 MB by the bytes read, no unsafe text). */
export const parseMultipart = readMultipart;
