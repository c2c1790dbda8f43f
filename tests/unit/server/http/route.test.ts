/** @jest-environment node */
import { z } from 'zod';
import { HttpError } from '@/lib/server/errors';
import type { NextRequest } from 'next/server';
import { errorResponse, json, route, type FailureEnvelope } from '@/lib/server/http/route';

// A route's failure envelope (route(handler, { failure })) shapes every error it answers, not
// only the ones its handler anticipated: the legacy clients read their failure fields there.

const failure: FailureEnvelope = (message, status) => ({ isVerified: { status: false, message }, statusCode: status });

async function answer(err: unknown) {
  const res = errorResponse(err, undefined, failure);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('errorResponse with a failure envelope', () => {
  it('adds the envelope to an HttpError and keeps its own fields and headers', async () => {
    const { status, headers, body } = await answer(new HttpError(429, 'Too many wrong codes.', { retryAfter: 60 }, { 'Retry-After': '60' }));
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('60');
    expect(body).toEqual({ status: 'error', success: false, message: 'Too many wrong codes.', retryAfter: 60, isVerified: { status: false, message: 'Too many wrong codes.' }, statusCode: 429 });
  });

  it('adds it to a validation error', async () => {
    const parsed = z.object({ otp: z.string({ error: 'Please enter the 6-digit OTP.' }) }).safeParse({});
    const { status, body } = await answer(parsed.error);
    expect(status).toBe(400);
    expect(body.isVerified).toEqual({ status: false, message: 'Please enter the 6-digit OTP.' });
  });

  it('adds it to an unreachable database (503), a full disk (503) and an unexpected error (500)', async () => {
    const down = await answer(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(down.status).toBe(503);
    expect(down.body.isVerified).toEqual({ status: false, message: down.body.message });
    const full = await answer(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ statusCode: 503, isVerified: { status: false } });
    const bug = await answer(new TypeError('x is undefined'));
    expect(bug.status).toBe(500);
    expect(bug.body.message).not.toMatch(/undefined/);
    expect(bug.body.isVerified).toEqual({ status: false, message: bug.body.message });
  });

  it('leaves the base shape alone for a route without an envelope', async () => {
    const res = errorResponse(new HttpError(404, 'Blog not found'));
    expect(await res.json()).toEqual({ status: 'error', success: false, message: 'Blog not found' });
  });
});

// Issue 23, finding 5: ids in paths are compared as ids. route() hands the handler a declared id
// in lower case (however the address wrote it), and answers anything else with the route's 404.
describe('route() with id parameters', () => {
  const seen: string[] = [];
  const handler = route<{ id: string; slug: string }>(
    async (_req, { id, slug }) => {
      seen.push(`${id} ${slug}`);
      return json({ ok: true });
    },
    { ids: { id: 'No tip has this id.' } },
  );
  const call = (id: string, slug = 'Some-Slug') => handler({ method: 'GET', nextUrl: new URL('http://x/') } as unknown as NextRequest, { params: Promise.resolve({ id, slug }) });

  it('lower-cases a UUID and leaves other parameters alone', async () => {
    const res = await call('0F8FAD5B-D9CB-469F-A165-70867728950E');
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e Some-Slug');
  });

  it("answers anything else with the route's not-found, before the handler runs", async () => {
    seen.length = 0;
    for (const bad of ['nope', '0f8fad5b-d9cb-469f-a165-70867728950', '0f8fad5b-d9cb-469f-a165-70867728950e ']) {
      const res = await call(bad);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('No tip has this id.');
    }
    expect(seen).toEqual([]);
  });
});
