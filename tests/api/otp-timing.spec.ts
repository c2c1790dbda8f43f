import { expect, test } from '@playwright/test';
import { clientHeaders, randomEmail, signIn, STRONG_PASSWORD } from '../support/api-client';
import { emailInbox, randomMobile, readInboxOf, smsInbox } from '../support/otp-inbox';

// Runs against a server whose codes live 2 seconds and may be re-sent every second
// (OTP_TTL_SECONDS, OTP_RESEND_SECONDS; see playwright.config.ts). The rules are the same.

test.beforeAll(() => readInboxOf('timing'));

const send = (request: Parameters<Parameters<typeof test>[2]>[0]['request'], mobile: string, headers: Record<string, string>) =>
  request.post('/api/users/login/mobile', { data: { mobile }, headers });

test('an expired code is refused', async ({ request }) => {
  const mobile = randomMobile();
  const headers = clientHeaders();
  const next = smsInbox(mobile);
  expect((await send(request, mobile, headers)).status()).toBe(200);
  const otp = await next();
  await new Promise((r) => setTimeout(r, 2_500));
  const res = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('This OTP has expired. Please request a new one.');
});

test('at most five codes per number per hour', async ({ request }) => {
  test.setTimeout(30_000);
  const mobile = randomMobile();
  const headers = clientHeaders();
  for (let i = 0; i < 5; i++) {
    expect((await send(request, mobile, headers)).status(), `send ${i + 1}`).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
  }
  const sixth = await send(request, mobile, headers);
  expect(sixth.status()).toBe(429);
  expect((await sixth.json()).message).toMatch(/Please try again in \d+ minutes\./);
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(60);
});

test('a new code replaces the old one', async ({ request }) => {
  const mobile = randomMobile();
  const headers = clientHeaders();
  let next = smsInbox(mobile);
  await send(request, mobile, headers);
  const first = await next();
  await new Promise((r) => setTimeout(r, 1_100));
  next = smsInbox(mobile);
  expect((await send(request, mobile, headers)).status()).toBe(200);
  const second = await next();
  if (first !== second) {
    const old = await request.post('/api/users/verify-otp', { data: { mobile, otp: first }, headers });
    expect(old.status()).toBe(400);
  }
  expect((await request.post('/api/users/verify-otp', { data: { mobile, otp: second }, headers })).status()).toBe(200);
});

test('signing in again reaches the same account', async ({ request, baseURL }) => {
  const first = await signIn(request, baseURL!);
  await new Promise((r) => setTimeout(r, 1_100));
  const again = await signIn(request, baseURL!, first.mobile);
  expect(again.body.isVerified.data._id).toBe(first.body.isVerified.data._id);
});

test('send and verify answer the same for a registered and an unknown number', async ({ request, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  const { mobile: known } = await signIn(other, baseURL!);
  await other.dispose();
  await new Promise((r) => setTimeout(r, 1_100));
  const headers = clientHeaders();
  const unknown = randomMobile();
  const a = await send(request, unknown, headers);
  const b = await send(request, known, headers);
  expect(a.status()).toBe(200);
  expect(b.status()).toBe(200);
  expect(await a.json()).toEqual(await b.json());
  const wrongA = await request.post('/api/users/verify-otp', { data: { mobile: unknown, otp: '000001' }, headers });
  const wrongB = await request.post('/api/users/verify-otp', { data: { mobile: known, otp: '000001' }, headers });
  expect(wrongA.status()).toBe(wrongB.status());
  expect(await wrongA.json()).toEqual(await wrongB.json());
});

test.describe('registration', () => {
  const body = (mobile: string, email: string) => ({ name: 'Ravi Kumar', email, mobile, password: STRONG_PASSWORD, country_code: '91' });

  test('an unfinished registration is replaced by a new one for the same number', async ({ request }) => {
    const mobile = randomMobile();
    const headers = clientHeaders();
    await request.post('/api/users/send-otp', { data: body(mobile, randomEmail()), headers });
    await new Promise((r) => setTimeout(r, 1_100));
    const email = randomEmail();
    const nextSms = smsInbox(mobile);
    const nextMail = emailInbox(email);
    expect((await request.post('/api/users/send-otp', { data: body(mobile, email), headers })).status()).toBe(200);
    await request.post('/api/users/verify-otp', { data: { identifier: mobile, otp: await nextSms() }, headers });
    const done = await request.post('/api/users/verify-otp', { data: { identifier: email, otp: await nextMail() }, headers });
    expect((await done.json()).isVerified.data.email).toBe(email);
  });

  test('a registration started with someone else’s number cannot take their account', async ({ request, playwright, baseURL }) => {
    const victimMobile = randomMobile();
    const attackerEmail = randomEmail();
    const attacker = await playwright.request.newContext({ baseURL });
    const headers = clientHeaders();
    const nextMail = emailInbox(attackerEmail);
    await attacker.post('/api/users/send-otp', { data: body(victimMobile, attackerEmail), headers });
    const attackerEmailCode = await nextMail();
    await new Promise((r) => setTimeout(r, 1_100));

    // The real owner signs in with the number: the unverified registration is discarded.
    await signIn(request, baseURL!, victimMobile);
    const hijack = await attacker.post('/api/users/verify-otp', { data: { identifier: attackerEmail, otp: attackerEmailCode }, headers });
    expect(hijack.status()).toBe(400);
    expect((await hijack.json()).isVerified?.data).toBeUndefined();
    await attacker.dispose();
  });
});

test('an anonymous kundli is gone once its retention period is over', async ({ request }) => {
  const created = await request.post('/api/kundli', {
    data: { name: 'Short Lived', gender: 'male', day: 1, month: 1, year: 2000, hours: 6, minutes: 0, birthPlace: 'Delhi', latitude: 28.65, longitude: 77.23 },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()).data;
  expect((await request.get(`/api/kundli/${_id}`)).status()).toBe(200);
  await new Promise((r) => setTimeout(r, 2_500));
  expect((await request.get(`/api/kundli/${_id}`)).status()).toBe(404);
});
