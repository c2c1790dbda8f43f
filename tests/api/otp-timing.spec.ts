import { expect, test, type APIRequestContext } from '@playwright/test';
import { clientHeaders, randomEmail, receiveLoginCode, registerExpert, signIn, STRONG_PASSWORD } from '../support/api-client';
import { codeCount, emailInbox, emailNoticeInbox, randomMobile, readInboxOf, smsInbox, smsNoticeInbox } from '../support/otp-inbox';

// Runs against a server whose codes live 5 seconds and may be re-sent every second, with
// small daily caps: 6 codes per destination and 3 wrong codes per destination a day
// (OTP_TTL_SECONDS, OTP_RESEND_SECONDS, OTP_DAILY_SENDS, OTP_DAILY_FAILED_TRIES; see
// playwright.config.ts). The rules are the same.

const pause = (ms = 1_100) => new Promise((r) => setTimeout(r, ms));

test.beforeAll(() => readInboxOf('timing'));

const send = (request: APIRequestContext, mobile: string, headers: Record<string, string>) =>
  request.post('/api/users/login/mobile', { data: { mobile }, headers });

test('an expired code is refused', async ({ request }) => {
  const mobile = randomMobile();
  const headers = clientHeaders();
  const otp = await receiveLoginCode(request, mobile, headers);
  await pause(5_500);
  const res = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('This OTP has expired. Please request a new one.');
});

/** Five codes to one number, each after the resend wait: the most an hour allows. */
async function sendFiveCodes(request: APIRequestContext, mobile: string, headers: Record<string, string>) {
  for (let i = 0; i < 5; i++) {
    expect((await send(request, mobile, headers)).status(), `send ${i + 1}`).toBe(200);
    await pause();
  }
}

test('at most five codes per number per hour', async ({ request }) => {
  test.setTimeout(30_000);
  const mobile = randomMobile();
  const headers = clientHeaders();
  await sendFiveCodes(request, mobile, headers);
  const sixth = await send(request, mobile, headers);
  expect(sixth.status()).toBe(429);
  expect((await sixth.json()).message).toMatch(/Please try again in \d+ minutes\./);
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(60);
});

test('a daily cap on codes per number, with a message saying when to try again', async ({ request }) => {
  test.setTimeout(30_000);
  const mobile = randomMobile();
  const headers = clientHeaders();
  await sendFiveCodes(request, mobile, headers);
  // The sixth is refused by the hourly limit; it still counts towards the day.
  expect((await send(request, mobile, headers)).status()).toBe(429);
  await pause();
  const capped = await send(request, mobile, headers);
  expect(capped.status()).toBe(429);
  // When several limits refuse, the message names the longest wait: trying after the hourly
  // one has passed would only be refused again.
  expect((await capped.json()).message).toMatch(/^Too many codes were sent to this number or address today\. Please try again in \d+ hours\.$/);
  expect(Number(capped.headers()['retry-after'])).toBeGreaterThan(20 * 60 * 60);
});

test('a daily cap on wrong codes per number, across codes: then even the right code waits', async ({ request }) => {
  const mobile = randomMobile();
  const headers = clientHeaders();
  let code = await receiveLoginCode(request, mobile, headers);
  const wrong = (c: string) => (c === '000000' ? '111111' : '000000');
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/users/verify-otp', { data: { mobile, otp: wrong(code) }, headers });
    expect(res.status(), `wrong code ${i + 1}`).toBe(400);
  }
  const refused = await request.post('/api/users/verify-otp', { data: { mobile, otp: code }, headers });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).isVerified).toEqual({ status: false, message: expect.stringMatching(/^Too many wrong codes for this number or address today\. Please try again in \d+ hours\.$/) });
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(20 * 60 * 60);

  // A new code does not reset it.
  await pause();
  code = await receiveLoginCode(request, mobile, headers);
  expect((await request.post('/api/users/verify-otp', { data: { mobile, otp: code }, headers })).status()).toBe(429);
});

test('a new code replaces the old one', async ({ request }) => {
  const mobile = randomMobile();
  const headers = clientHeaders();
  const first = await receiveLoginCode(request, mobile, headers);
  await pause();
  const second = await receiveLoginCode(request, mobile, headers);
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
    const nextSms = smsInbox(victimMobile);
    await attacker.post('/api/users/send-otp', { data: body(victimMobile, attackerEmail), headers });
    const attackerEmailCode = await nextMail();
    // The worst case: the attacker also obtains the code sent to the victim's phone.
    const victimSmsCode = await nextSms();
    await pause();

    // The real owner signs in with the number first.
    await signIn(request, baseURL!, victimMobile);
    await attacker.post('/api/users/verify-otp', { data: { identifier: attackerEmail, otp: attackerEmailCode }, headers });
    const hijack = await attacker.post('/api/users/verify-otp', { data: { identifier: victimMobile, otp: victimSmsCode, country_code: '91' }, headers });
    expect(hijack.status()).toBe(409);
    expect((await hijack.json()).isVerified).toEqual({ status: false, message: expect.stringMatching(/already .*Please sign in/) });
    expect(hijack.headers()['set-cookie'] ?? '').not.toMatch(/session=/);
    await attacker.dispose();
  });

  // Finding 9: a second send-otp for the same e-mail and number used to overwrite the pending
  // registration and its codes, so the victim's next code verified the attacker's row.
  test('someone else asking for codes for the same e-mail and number cannot take over a pending registration', async ({ playwright, baseURL }) => {
    const mobile = randomMobile();
    const email = randomEmail();
    const victim = await playwright.request.newContext({ baseURL });
    const attacker = await playwright.request.newContext({ baseURL });
    const victimHeaders = clientHeaders();
    const attackerHeaders = clientHeaders();
    let nextSms = smsInbox(mobile);
    let nextMail = emailInbox(email);
    expect((await victim.post('/api/users/send-otp', { data: body(mobile, email), headers: victimHeaders })).status()).toBe(200);
    const victimCodes = { sms: await nextSms(), mail: await nextMail() };
    await pause();

    nextSms = smsInbox(mobile);
    nextMail = emailInbox(email);
    const takeover = { ...body(mobile, email), name: 'Someone Else', password: 'Different-Quiet-Harbour-58' };
    expect((await attacker.post('/api/users/send-otp', { data: takeover, headers: attackerHeaders })).status()).toBe(200);
    const attackerCodes = { sms: await nextSms(), mail: await nextMail() };

    // Codes sent for the other attempt do not work in the victim's.
    if (attackerCodes.sms !== victimCodes.sms) {
      const crossed = await victim.post('/api/users/verify-otp', { data: { identifier: mobile, otp: attackerCodes.sms, country_code: '91' }, headers: victimHeaders });
      expect(crossed.status()).toBe(400);
    }
    // The victim's own codes still complete the victim's registration, with the victim's details.
    expect((await victim.post('/api/users/verify-otp', { data: { identifier: mobile, otp: victimCodes.sms, country_code: '91' }, headers: victimHeaders })).status()).toBe(200);
    const done = await victim.post('/api/users/verify-otp', { data: { identifier: email, otp: victimCodes.mail }, headers: victimHeaders });
    expect(done.status()).toBe(200);
    expect((await done.json()).isVerified.data).toEqual(expect.objectContaining({ name: 'Ravi Kumar', email, mobile }));

    // The other attempt can no longer become an account with this number and address.
    await attacker.post('/api/users/verify-otp', { data: { identifier: mobile, otp: attackerCodes.sms, country_code: '91' }, headers: attackerHeaders });
    const late = await attacker.post('/api/users/verify-otp', { data: { identifier: email, otp: attackerCodes.mail }, headers: attackerHeaders });
    expect(late.status()).not.toBe(200);
    expect((await late.json()).isVerified?.data).toBeFalsy();
    await victim.dispose();
    await attacker.dispose();
  });

  // Finding 4: send-otp answered 409 "already registered" before any rate limit.
  test('the same answer for a new and an existing e-mail or number; the owner gets a notice instead of a code', async ({ request, playwright, baseURL }) => {
    const { email, mobile } = await registerExpert(request, baseURL!);
    const customer = await signIn(await playwright.request.newContext({ baseURL }), baseURL!);
    await pause();
    const fresh = await playwright.request.newContext({ baseURL });
    const answer = async (data: Record<string, string>) => {
      const res = await fresh.post('/api/users/send-otp', { data, headers: clientHeaders() });
      return { status: res.status(), body: await res.json(), cookie: /registration=/.test(res.headers()['set-cookie'] ?? '') };
    };
    const newcomer = await answer(body(randomMobile(), randomEmail()));
    expect(newcomer).toEqual({ status: 200, body: { status: true, message: expect.any(String) }, cookie: true });

    const emailCodes = codeCount(email);
    const emailNotice = emailNoticeInbox(email);
    expect(await answer(body(randomMobile(), email.toUpperCase()))).toEqual(newcomer);
    expect(await emailNotice()).toMatch(/tried to register/i);

    const mobileCodes = codeCount(mobile);
    const mobileNotice = smsNoticeInbox(mobile);
    expect(await answer(body(mobile, randomEmail()))).toEqual(newcomer);
    expect(await mobileNotice()).toMatch(/tried to register/i);

    const customerNotice = smsNoticeInbox(customer.mobile);
    expect(await answer(body(customer.mobile, randomEmail()))).toEqual(newcomer);
    expect(await customerNotice()).toMatch(/if it was you, sign in/i);

    // No code went to the owners.
    expect(codeCount(email)).toBe(emailCodes);
    expect(codeCount(mobile)).toBe(mobileCodes);
    await fresh.dispose();
  });
});

test('an anonymous kundli is gone once its retention period is over', async ({ request }) => {
  // Its own client address: this server's tool limit is 3 a minute per address (TOOL_RATE_LIMIT_PER_MINUTE).
  const headers = clientHeaders();
  const created = await request.post('/api/kundli', {
    headers,
    data: { name: 'Short Lived', gender: 'male', day: 1, month: 1, year: 2000, hours: 6, minutes: 0, birthPlace: 'Delhi', latitude: 28.65, longitude: 77.23 },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()).data;
  expect((await request.get(`/api/kundli/${_id}`, { headers })).status()).toBe(200);
  await new Promise((r) => setTimeout(r, 2_500));
  expect((await request.get(`/api/kundli/${_id}`, { headers })).status()).toBe(404);
});

test('a saved kundli or match outlives the retention period; unsaved ones, signed in or not, do not', async ({ playwright, baseURL }) => {
  const me = await playwright.request.newContext({ baseURL });
  const { headers } = await signIn(me, baseURL!);
  const kundli = { name: 'Kept', gender: 'male', day: 1, month: 1, year: 2000, hours: 6, minutes: 0, birthPlace: 'Delhi', latitude: 28.65, longitude: 77.23 };
  const make = async () => (await (await me.post('/api/kundli', { data: kundli, headers })).json()).data._id as string;
  const [saved, unsaved] = [await make(), await make()];
  const person = { gender: 'male', dob: '1990-06-15', birthTime: '10:00:00', birthPlace: 'Delhi' };
  const match = (await (await me.post('/api/match', { data: { boy: { ...person, name: 'Ravi' }, girl: { ...person, name: 'Uma', gender: 'female' } }, headers })).json()).data._id as string;
  expect((await me.post('/api/reports', { data: { kind: 'kundli', resultId: saved }, headers })).status()).toBe(201);
  expect((await me.post('/api/reports', { data: { kind: 'match', resultId: match }, headers })).status()).toBe(201);
  await new Promise((r) => setTimeout(r, 2_500));
  expect((await me.get(`/api/kundli/${saved}`)).status()).toBe(200);
  expect((await me.get(`/matchMaking/${match}`)).status()).toBe(200);
  expect((await me.get(`/api/kundli/${unsaved}`)).status()).toBe(404);
  await me.dispose();
});
