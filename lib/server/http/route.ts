import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { HttpError, isDatabaseUnavailable } from '../errors';

type Handler<P> = (req: NextRequest, params: P) => Promise<Response>;

/**
 * Wraps every route handler: turns validation errors into 400s, HttpErrors into their status,
 * an unreachable database into a 503, and anything else into a 500 that leaks nothing.
 */
export function route<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      const params = ctx?.params ? await ctx.params : ({} as P);
      return await handler(req, params);
    } catch (err) {
      return errorResponse(err, req);
    }
  };
}

export function errorResponse(err: unknown, req?: NextRequest): Response {
  if (err instanceof HttpError) {
    return json({ status: 'error', success: false, message: err.message, ...err.body }, err.status);
  }
  if (err instanceof ZodError) {
    return json({ status: 'error', success: false, message: firstIssueMessage(err) }, 400);
  }
  if (isDatabaseUnavailable(err)) {
    console.error(`[api] database unavailable on ${req?.method} ${req?.nextUrl.pathname}:`, (err as Error).message);
    return json({ status: 'error', success: false, message: 'The service is temporarily unavailable. Please try again shortly.' }, 503);
  }
  console.error(`[api] unexpected error on ${req?.method} ${req?.nextUrl.pathname}:`, err);
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

/** Parses a JSON body with a schema; a missing or malformed body is a 400, not a 500. */
export async function parseJsonBody<T>(req: NextRequest, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return schema.parse(raw);
}

export function parseQuery<T>(req: NextRequest, schema: ZodType<T>): T {
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams));
}
