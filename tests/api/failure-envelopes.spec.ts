import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { clientHeaders } from '../support/api-client';
import { randomMobile } from '../support/otp-inbox';

// The spec's legacy clients read their failure from route-specific fields (SPEC 7, 8): the
// sign-in screen reads `user.message`, the OTP screens `isVerified.message`, registration
// `status: false`, the kundli page `status`/`statusCode`. Each route answers EVERY error in its
// own envelope, whatever raised it: the schema, the body reader, the cross-site guard, a
// service's limit.

const CROSS_SITE = { Origin: 'https://elsewhere.example' };

async function bodyOf(res: APIResponse, status: number) {
  expect(res.status()).toBe(status);
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  return body;
}

test.describe('POST /api/users/verify-otp answers every failure with isVerified', () => {
  test('a 429 from too many wrong codes for a number', async ({ request }) => {
    const mobile = randomMobile();
    const headers = clientHeaders();
    // OTP_DAILY_FAILED_TRIES defaults to 20; each check spends a try, whether a code exists or not.
    for (let i = 0; i < 20; i++) {
      const res = await request.post('/api/users/verify-otp', { data: { mobile, otp: '000000' }, headers });
      expect(res.status(), `wrong code ${i + 1}`).toBe(400);
    }
    const body = await bodyOf(await request.post('/api/users/verify-otp', { data: { mobile, otp: '000000' }, headers }), 429);
    expect(body.isVerified).toEqual({ status: false, message: body.message });
    expect(body.message).toMatch(/^Too many wrong codes for this number or address today\. Please try again in \d+ hours\.$/);
    expect(body.retryAfter).toBeGreaterThan(0);
  });

  test('a cross-site 403, a 415 and a 400', async ({ request }) => {
    const send = (data: unknown, headers: Record<string, string>) => request.post('/api/users/verify-otp', { data, headers });
    const crossSite = await bodyOf(await send({ mobile: randomMobile(), otp: '123456' }, { ...clientHeaders(), ...CROSS_SITE }), 403);
    expect(crossSite.isVerified).toEqual({ status: false, message: 'Cross-site requests are not allowed.' });
    const notJson = await bodyOf(await request.post('/api/users/verify-otp', { data: 'otp=1', headers: { ...clientHeaders(), 'Content-Type': 'text/plain' } }), 415);
    expect(notJson.isVerified).toEqual({ status: false, message: notJson.message });
    const invalid = await bodyOf(await send({ mobile: randomMobile(), otp: '12' }, clientHeaders()), 400);
    expect(invalid.isVerified).toEqual({ status: false, message: 'Please enter the 6-digit OTP.' });
  });
});

test('POST /api/users/login/mobile answers a cross-site 403 with user.status', async ({ request }) => {
  const body = await bodyOf(await request.post('/api/users/login/mobile', { data: { mobile: randomMobile() }, headers: { ...clientHeaders(), ...CROSS_SITE } }), 403);
  expect(body.user).toEqual({ status: false, message: 'Cross-site requests are not allowed.' });
});

test('POST /api/users/send-otp answers a cross-site 403 with status false', async ({ request }) => {
  const body = await bodyOf(await request.post('/api/users/send-otp', { data: {}, headers: { ...clientHeaders(), ...CROSS_SITE } }), 403);
  expect(body.status).toBe(false);
});

test('POST /api/kundli gives every failure its statusCode', async ({ request }: { request: APIRequestContext }) => {
  const crossSite = await bodyOf(await request.post('/api/kundli', { data: {}, headers: { ...clientHeaders(), ...CROSS_SITE } }), 403);
  expect(crossSite).toMatchObject({ status: 'error', statusCode: 403 });
  const invalid = await bodyOf(await request.post('/api/kundli', { data: {}, headers: clientHeaders() }), 400);
  expect(invalid).toMatchObject({ status: 'error', statusCode: 400 });
});
