import { expect, test } from '@playwright/test';
import { browserWriteHeaders, clientHeaders, receiveLoginCode, sendCode, signIn } from '../support/api-client';
import { randomMobile, smsInbox } from '../support/otp-inbox';

test.describe('POST /api/users/login/mobile', () => {
  test('sends a code and answers in the contract shape', async ({ request }) => {
    const mobile = randomMobile();
    const next = smsInbox(mobile);
    const res = await sendCode(request, mobile);
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ user: { status: true, message: expect.stringMatching(/OTP sent/) } });
    expect(await next()).toMatch(/^\d{6}$/);
  });

  for (const mobile of ['12345', '98765432101', 'abcdefghij', '']) {
    test(`rejects mobile "${mobile}" with the spec's message`, async ({ request }) => {
      const res = await sendCode(request, mobile);
      expect(res.status()).toBe(400);
      const body = await res.json();
      expect(body.message).toBe('Please enter a valid 10-digit mobile number.');
      expect(body.user).toEqual({ status: false, message: 'Please enter a valid 10-digit mobile number.' });
    });
  }

  test('rejects a non-Indian country code', async ({ request }) => {
    const res = await request.post('/api/users/login/mobile', { data: { mobile: randomMobile(), country_code: '+1' }, headers: clientHeaders() });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/\+91/);
  });

  test('allows one code per number per 30 seconds, with a 429 that says when to retry', async ({ request }) => {
    const mobile = randomMobile();
    expect((await sendCode(request, mobile)).status()).toBe(200);
    const again = await sendCode(request, mobile);
    expect(again.status()).toBe(429);
    const retryAfter = Number(again.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    const body = await again.json();
    expect(body.message).toMatch(/Too many OTP requests\. Please try again in \d+ seconds?\./);
    expect(body.retryAfter).toBe(retryAfter);
  });

  test('limits codes asked for from one address, whatever the number', async ({ request }) => {
    const headers = clientHeaders();
    for (let i = 0; i < 20; i++) expect((await sendCode(request, randomMobile(), headers)).status()).toBe(200);
    expect((await sendCode(request, randomMobile(), headers)).status()).toBe(429);
  });
});

test.describe('POST /api/users/verify-otp (sign-in)', () => {
  test('signs in with the code, creating the customer on first sign-in', async ({ request, baseURL }) => {
    const { res, body, mobile } = await signIn(request, baseURL!);
    expect(body.isVerified.status).toBe(true);
    expect(body.isVerified.data).toEqual({
      _id: expect.any(String),
      name: '',
      email: null,
      country_code: '91',
      mobile,
      address: '',
      role: ['customer'],
      status: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cookie = res.headers()['set-cookie']!;
    expect(cookie).toMatch(/(^|\n)session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Nothing secret in the body: no token, hash or password.
    expect(JSON.stringify(body)).not.toMatch(/hash|token|password|session/i);
  });

  test('over https (behind the proxy) the cookie is __Host-session and Secure', async ({ request }) => {
    const mobile = randomMobile();
    const headers = { ...clientHeaders(), 'X-Forwarded-Proto': 'https' };
    const next = smsInbox(mobile);
    await sendCode(request, mobile, headers);
    const res = await request.post('/api/users/verify-otp', { data: { mobile, otp: await next() }, headers });
    expect(res.status()).toBe(200);
    const cookie = res.headers()['set-cookie']!;
    expect(cookie).toMatch(/__Host-session=[\w-]{43};/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  test('a wrong code fails; after five tries the code is void, even the right one', async ({ request }) => {
    const mobile = randomMobile();
    const headers = clientHeaders();
    const otp = await receiveLoginCode(request, mobile, headers);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/users/verify-otp', { data: { mobile, otp: wrong }, headers });
      expect(res.status()).toBe(400);
      expect((await res.json()).isVerified).toEqual({ status: false, message: 'Invalid OTP. Please check the code and try again.' });
    }
    const res = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  test('a code works once', async ({ request, baseURL }) => {
    const mobile = randomMobile();
    // After the first verify the context holds a session, so it writes as a browser does.
    const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL!)) };
    const next = smsInbox(mobile);
    await sendCode(request, mobile, headers);
    const otp = await next();
    expect((await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers })).status()).toBe(200);
    const second = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
    expect(second.status()).toBe(400);
    expect((await second.json()).message).toBe('This OTP is no longer valid. Please request a new one.');
  });

  test('of 20 concurrent verifies of one code exactly one succeeds', async ({ playwright, baseURL }) => {
    const mobile = randomMobile();
    const next = smsInbox(mobile);
    const ctx = await playwright.request.newContext({ baseURL });
    await sendCode(ctx, mobile);
    const otp = await next();
    const contexts = await Promise.all(Array.from({ length: 20 }, () => playwright.request.newContext({ baseURL })));
    const statuses = await Promise.all(contexts.map((c) => c.post('/api/users/verify-otp', { data: { mobile, otp }, headers: clientHeaders() }).then((r) => r.status())));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    await Promise.all([ctx, ...contexts].map((c) => c.dispose()));
  });

  test('rejects a malformed code with the spec message', async ({ request }) => {
    const res = await request.post('/api/users/verify-otp', { data: { mobile: randomMobile(), otp: '12ab' }, headers: clientHeaders() });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual(expect.objectContaining({ message: 'Please enter the 6-digit OTP.', isVerified: { status: false, message: 'Please enter the 6-digit OTP.' } }));
  });
});

test.describe('sessions', () => {
  test('getById: 401 without a session, 403 for another user, the record for its owner', async ({ request, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const { body } = await signIn(request, baseURL!);
    const id = body.isVerified.data._id;
    const unauth = await anonymous.get(`/api/users/getById/${id}`);
    expect(unauth.status()).toBe(401);
    expect((await unauth.json()).message).toBe('Please sign in to continue.');

    const other = await playwright.request.newContext({ baseURL });
    const { body: otherBody } = await signIn(other, baseURL!);
    const forbidden = await request.get(`/api/users/getById/${otherBody.isVerified.data._id}`);
    expect(forbidden.status()).toBe(403);
    expect((await request.get('/api/users/getById/not-a-uuid')).status()).toBe(403);

    const own = await request.get(`/api/users/getById/${id}`);
    expect(own.status()).toBe(200);
    expect(own.headers()['cache-control']).toContain('no-store');
    const data = (await own.json()).data;
    expect(data).toEqual(body.isVerified.data);
    expect(JSON.stringify(data)).not.toMatch(/hash|token|password/i);
    await Promise.all([anonymous.dispose(), other.dispose()]);
  });

  test('logout needs the XSRF token and a same-origin Origin, then revokes the session', async ({ request, baseURL }) => {
    const { body } = await signIn(request, baseURL!);
    const id = body.isVerified.data._id;
    const headers = await browserWriteHeaders(request, baseURL!);

    const noToken = await request.post('/api/users/logout', { headers: { Origin: baseURL! } });
    expect(noToken.status()).toBe(403);
    const wrongToken = await request.post('/api/users/logout', { headers: { ...headers, 'X-XSRF-TOKEN': 'forged' } });
    expect(wrongToken.status()).toBe(403);
    const crossSite = await request.post('/api/users/logout', { headers: { ...headers, Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    const noOrigin = await request.post('/api/users/logout', { headers: { 'X-XSRF-TOKEN': headers['X-XSRF-TOKEN']! } });
    expect(noOrigin.status()).toBe(403);
    expect((await request.get(`/api/users/getById/${id}`)).status()).toBe(200);

    // Keep the cookie to try it again after logout.
    const { cookies } = await request.storageState();
    const session = cookies.find((c) => c.name === 'session')!;
    const ok = await request.post('/api/users/logout', { headers });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['set-cookie']).toMatch(/session=;/);
    const replay = await request.get(`/api/users/getById/${id}`, { headers: { Cookie: `session=${session.value}` } });
    expect(replay.status()).toBe(401);
  });

  test('a write from another origin is refused even without a session', async ({ request }) => {
    const res = await request.post('/api/users/login/mobile', { data: { mobile: randomMobile() }, headers: { Origin: 'https://evil.example', ...clientHeaders() } });
    expect(res.status()).toBe(403);
  });
});

test.describe('the sign-in page of a booking link', () => {
  const signInPage = async (request: import('@playwright/test').APIRequestContext, next: string) => {
    const res = await request.get(`/login?next=${encodeURIComponent(next)}`);
    expect(res.status()).toBe(200);
    return (await res.text()).replace(/<!-- -->/g, '');
  };

  test('says what is being booked, and keeps the spec’s words', async ({ request }) => {
    const html = await signInPage(request, '/book/home-vastu');
    expect(html).toContain('Sign in to book: Home Vastu Consultation');
    expect(html).toContain('<h1>Login</h1>');
    const estimate = await signInPage(request, '/book/vastu-consultation-by-area?category=residential&type=house&level=basic&area=1000&unit=sqft');
    expect(estimate).toContain('Sign in to book: Vastu Consultation Priced by Area (1,000 sq ft)');
    expect(await signInPage(request, '/bookings/00000000-0000-4000-8000-000000000000/pay')).toContain('Sign in to pay for your booking.');
  });

  test('says nothing of a booking for any other return path', async ({ request }) => {
    for (const next of ['/profile', '/book/not-a-service', 'https://evil.example/book/home-vastu', '//evil.example/book/home-vastu']) {
      const html = await signInPage(request, next);
      expect(html).not.toContain('Sign in to book');
      expect(html).not.toContain('Sign in to pay');
    }
  });
});
