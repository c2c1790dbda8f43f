import { expect, test } from '@playwright/test';
import { browserWriteHeaders, clientHeaders, randomEmail, registerExpert, STRONG_PASSWORD } from '../support/api-client';
import { emailInbox, randomMobile, smsInbox } from '../support/otp-inbox';

const valid = () => ({ name: 'Kavya Iyer', email: randomEmail(), mobile: randomMobile(), password: STRONG_PASSWORD, country_code: '91' });

test.describe('expert registration', () => {
  test('mobile code, then e-mail code (delivered over SMTP), completes it and signs the expert in', async ({ request, baseURL }) => {
    const { body, emailStep, mobileStep, mobile, email } = await registerExpert(request, baseURL!);
    expect(mobileStep.isVerified).toEqual({ status: true, message: expect.stringMatching(/Mobile number verified/), data: null });
    expect(body.isVerified.status).toBe(true);
    expect(body.isVerified.data).toEqual(expect.objectContaining({ name: 'Kavya Iyer', email, mobile, role: ['astrologer'], status: 1 }));
    expect(JSON.stringify(body)).not.toMatch(/hash|password|token/i);
    expect(emailStep.headers()['set-cookie']).toMatch(/session=[\w-]{43};.*HttpOnly/i);
    const me = await request.get(`/api/users/getById/${body.isVerified.data._id}`);
    expect(me.status()).toBe(200);
  });

  test('a Vastu astrologer gets that role, and the e-mail may be verified first', async ({ request, baseURL }) => {
    const mobile = randomMobile();
    const email = randomEmail();
    const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL!)) };
    const nextSms = smsInbox(mobile);
    const nextMail = emailInbox(email);
    await request.post('/api/users/send-otp', { data: { ...valid(), mobile, email, expertType: 'vastu-astrologer' }, headers });
    const emailFirst = await request.post('/api/users/verify-otp', { data: { identifier: email, otp: await nextMail() }, headers });
    expect((await emailFirst.json()).isVerified).toEqual({ status: true, message: expect.stringMatching(/verify your mobile/), data: null });
    const done = await request.post('/api/users/verify-otp', { data: { identifier: mobile, otp: await nextSms(), country_code: '91' }, headers });
    expect((await done.json()).isVerified.data.role).toEqual(['vastu-astrologer']);
  });

  test('a wrong code is refused with the contract shape', async ({ request }) => {
    const data = valid();
    const headers = clientHeaders();
    const next = smsInbox(data.mobile);
    await request.post('/api/users/send-otp', { data, headers });
    const code = await next();
    const res = await request.post('/api/users/verify-otp', { data: { identifier: data.mobile, otp: code === '123456' ? '654321' : '123456', country_code: '91' }, headers });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual(expect.objectContaining({ isVerified: { status: false, message: 'Invalid OTP. Please check the code and try again.' } }));
  });

  for (const [change, message] of [
    [{ name: ' ' }, 'Please enter your name.'],
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ mobile: '98765' }, 'Please enter a valid 10-digit mobile number.'],
    [{ password: 'short1' }, 'Password must be at least 8 characters.'],
    [{ password: 'password123' }, 'This password is too common or easy to guess. Please choose a stronger one.'],
    [{ password: 'qwertyuiop' }, 'This password is too common or easy to guess. Please choose a stronger one.'],
    [{ password: 'kavyaiyer1' }, 'This password is too common or easy to guess. Please choose a stronger one.'],
    [{ password: 'aA1!'.repeat(32) }, 'This password is too common or easy to guess. Please choose a stronger one.'],
    [{ password: `${'aA1!'.repeat(32)}x` }, 'Password must be at most 128 characters.'],
  ] as const) {
    test(`rejects ${JSON.stringify(change).slice(0, 60)}: "${message}"`, async ({ request }) => {
      const res = await request.post('/api/users/send-otp', { data: { ...valid(), ...change }, headers: clientHeaders() });
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual(expect.objectContaining({ status: false, message }));
    });
  }

  test('a registration is bound to the browser that asked for its codes', async ({ request, playwright, baseURL }) => {
    const data = valid();
    const headers = clientHeaders();
    const next = smsInbox(data.mobile);
    const sent = await request.post('/api/users/send-otp', { data, headers });
    expect(sent.status()).toBe(200);
    // The attempt is named by a cookie that scripts cannot read and other sites cannot send.
    expect(sent.headers()['set-cookie']).toMatch(/registration=[\w-]{43};.*HttpOnly/i);
    expect(sent.headers()['set-cookie']).toMatch(/SameSite=Strict/i);
    const code = await next();

    const other = await playwright.request.newContext({ baseURL });
    const elsewhere = await other.post('/api/users/verify-otp', { data: { identifier: data.mobile, otp: code, country_code: '91' }, headers });
    expect(elsewhere.status()).toBe(400);
    expect((await elsewhere.json()).isVerified).toEqual({ status: false, message: expect.stringMatching(/fill in your details again/) });
    await other.dispose();

    const here = await request.post('/api/users/verify-otp', { data: { identifier: data.mobile, otp: code, country_code: '91' }, headers });
    expect(here.status()).toBe(200);
  });

  test('identifier must be a mobile number or an e-mail address', async ({ request }) => {
    const res = await request.post('/api/users/verify-otp', { data: { identifier: '12ab', otp: '123456' }, headers: clientHeaders() });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/10-digit mobile number or your e-mail/);
  });
});
