import { expect, test, type APIResponse } from '@playwright/test';
import { clientHeaders } from '../support/api-client';
import { randomMobile, smsInbox } from '../support/otp-inbox';

// Issue 26: the API speaks the caller's language. The site's client sends its page's language in
// Accept-Language; `hi` (or `hi-IN`) gets the messages in Hindi, in every envelope the route's
// client reads. With no language, or English, every message is exactly today's text. An answer
// whose message depends on the language says so (Vary, Content-Language); the public lists,
// which carry no message, gain no Vary and stay one cached answer for everyone.

const HINDI = { 'Accept-Language': 'hi' };
const ENGLISH = { 'Accept-Language': 'en' };
const BROWSER_HINDI = { 'Accept-Language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };

function expectLanguage(res: APIResponse, language: 'en' | 'hi') {
  expect(res.headers()['content-language']).toBe(language);
  expect(res.headers()['vary']).toMatch(/(^|,\s*)Accept-Language(\s*,|$)/i);
}

test.describe('validation messages in the caller language', () => {
  test('POST /api/kundli with nothing filled in', async ({ request }) => {
    const post = (headers: Record<string, string>) => request.post('/api/kundli', { data: {}, headers: { ...clientHeaders(), ...headers } });
    for (const headers of [{}, ENGLISH]) {
      const res = await post(headers);
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ status: 'error', success: false, statusCode: 400, message: 'Name is required.' });
      expectLanguage(res, 'en');
    }
    const hindi = await post(HINDI);
    expect(hindi.status()).toBe(400);
    expect(await hindi.json()).toEqual({ status: 'error', success: false, statusCode: 400, message: 'नाम आवश्यक है।' });
    expectLanguage(hindi, 'hi');
  });

  test('the sign-in code asked for a mobile number that is not one', async ({ request }) => {
    const post = (headers: Record<string, string>) =>
      request.post('/api/users/login/mobile', { data: { mobile: '12345', country_code: '+91' }, headers: { ...clientHeaders(), ...headers } });
    const english = await post({});
    expect(english.status()).toBe(400);
    const englishBody = await english.json();
    expect(englishBody.message).toBe('Please enter a valid 10-digit mobile number.');
    expect(englishBody.user).toEqual({ status: false, message: 'Please enter a valid 10-digit mobile number.' });

    for (const headers of [HINDI, BROWSER_HINDI]) {
      const hindi = await post(headers);
      expect(hindi.status()).toBe(400);
      const body = await hindi.json();
      expect(body.message).toBe('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें।');
      // The sign-in screen reads user.message: it is in Hindi too.
      expect(body.user).toEqual({ status: false, message: 'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें।' });
      expectLanguage(hindi, 'hi');
    }
  });

  test('POST /api/contact with nothing filled in', async ({ request }) => {
    const post = (headers: Record<string, string>) => request.post('/api/contact', { data: {}, headers: { ...clientHeaders(), ...headers } });
    const english = await post(ENGLISH);
    expect(english.status()).toBe(400);
    expect((await english.json()).message).toBe('Please enter your full name.');
    const hindi = await post(HINDI);
    expect(hindi.status()).toBe(400);
    expect((await hindi.json()).message).toBe('कृपया अपना पूरा नाम दर्ज करें।');
  });

  test('a message with a value keeps the value: the contact message too long', async ({ request }) => {
    const data = { fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', email: 'asha@example.in', message: 'x'.repeat(5000) };
    const res = await request.post('/api/contact', { data, headers: { ...clientHeaders(), ...HINDI } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/^कृपया अपना संदेश अधिकतम \d+ अक्षरों में लिखें।$/);
  });

  test('a language other than Hindi, or Hindi refused, is English', async ({ request }) => {
    for (const language of ['fr', 'hif', 'hi;q=0, en', 'en-US,en;q=0.9,hi;q=0.8']) {
      const res = await request.post('/api/contact', { data: {}, headers: { ...clientHeaders(), 'Accept-Language': language } });
      expect((await res.json()).message, language).toBe('Please enter your full name.');
    }
  });
});

test('a success message in Hindi: the sign-in code was sent', async ({ request }) => {
  const mobile = randomMobile();
  const code = smsInbox(mobile);
  const res = await request.post('/api/users/login/mobile', { data: { mobile, country_code: '+91' }, headers: { ...clientHeaders(), ...HINDI } });
  expect(res.status()).toBe(200);
  // The sign-in screen reads user.message.
  const { user } = await res.json();
  expect(user).toEqual({ status: true, message: expect.stringMatching(/^आपके मोबाइल नंबर पर OTP भेज दिया गया है। यह \d+ (मिनट|घंटे|सेकंड) तक मान्य है।$/) });
  expectLanguage(res, 'hi');
  expect(await code()).toMatch(/^\d{6}$/);
});

test('a public list carries no message and gains no Vary: one cached answer for every language', async ({ request }) => {
  const english = await request.get('/api/blogs');
  const hindi = await request.get('/api/blogs', { headers: HINDI });
  for (const res of [english, hindi]) {
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('public');
    expect(res.headers()['vary'] ?? '').not.toMatch(/accept-language/i);
    expect(res.headers()['content-language']).toBeUndefined();
  }
  expect(await hindi.body()).toEqual(await english.body());
});
