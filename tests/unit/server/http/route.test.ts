/** @jest-environment node */
import { z } from 'zod';
import { HttpError } from '@/lib/server/errors';
import { errorResponse, type FailureEnvelope } from '@/lib/server/http/route';

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
