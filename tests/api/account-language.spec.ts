import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { addDays, indiaToday } from '../../lib/consultations/booking-dates';
import { browserWriteHeaders, clientHeaders, randomEmail } from '../support/api-client';
import { emailInbox, randomMobile, smsInbox, smsMessageOf, smsNoticeInbox, waitForEmailTo } from '../support/otp-inbox';
import { payInTestMode } from '../support/payments';
import { RESEND_WAIT_MS } from '../support/results';
import { astrologyOnSlot, slotsOf } from '../support/slots';

// Issue 26: the account's language. Set at sign-up from the page's language (the site's client
// sends it as Accept-Language), changed only from My Profile, and the language of the account's
// SMS and e-mail. Without a language, everything is English exactly as before.

const HINDI = { 'Accept-Language': 'hi' };

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Signs `mobile` in on a new client whose pages are in `language` (none: a client that names no language). */
async function signInAs(playwright: Playwright, baseURL: string, mobile: string, language?: 'hi' | 'en') {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: language ? { 'Accept-Language': language } : {} });
  const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL)) };
  const next = smsInbox(mobile);
  expect((await request.post('/api/users/login/mobile', { data: { mobile, country_code: '+91' }, headers })).status()).toBe(200);
  const otp = await next();
  const verified = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
  expect(verified.status()).toBe(200);
  return { request, headers, mobile, otp };
}

const signUp = (playwright: Playwright, baseURL: string, language?: 'hi' | 'en') => signInAs(playwright, baseURL, randomMobile(), language);

const languageOf = async (request: APIRequestContext) => (await (await request.get('/api/users/me')).json()).data.language as string;

test.describe("the account's language", () => {
  test('sign-up on a Hindi page makes a Hindi account, and a later English sign-in keeps it', async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    const hindi = await signUp(playwright, baseURL!, 'hi');
    expect(await languageOf(hindi.request)).toBe('hi');
    // Another device, in English: the account's choice stays.
    await new Promise((r) => setTimeout(r, RESEND_WAIT_MS));
    const again = await signInAs(playwright, baseURL!, hindi.mobile, 'en');
    expect(await languageOf(again.request)).toBe('hi');

    const plain = await signUp(playwright, baseURL!);
    expect(await languageOf(plain.request)).toBe('en');
  });

  test('the OTP SMS of a new number is in the page’s language, and of a known account in its own', async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    const hindi = await signUp(playwright, baseURL!, 'hi');
    expect(smsMessageOf(hindi.mobile, hindi.otp)).toBe(`एस्ट्रोवास्तु केंद्र: आपका OTP ${hindi.otp} है। इसे किसी के साथ साझा न करें।`);
    const english = await signUp(playwright, baseURL!);
    expect(smsMessageOf(english.mobile, english.otp)).toBeNull();

    // The Hindi account signs in from an English page: its code still comes in Hindi.
    await new Promise((r) => setTimeout(r, RESEND_WAIT_MS));
    const again = await signInAs(playwright, baseURL!, hindi.mobile);
    expect(smsMessageOf(hindi.mobile, again.otp)).toMatch(/^एस्ट्रोवास्तु केंद्र: आपका OTP \d{6} है।/);
  });

  test('My Profile changes it; anything but en or hi is refused with a clear message in the caller’s language', async ({ playwright, baseURL }) => {
    const me = await signUp(playwright, baseURL!);
    const patch = (data: unknown, extra: Record<string, string> = {}) => me.request.patch('/api/users/me', { data, headers: { ...me.headers, ...extra } });

    const changed = await patch({ language: 'hi' });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toEqual(expect.objectContaining({ message: 'Your language was saved.', data: expect.objectContaining({ language: 'hi', name: '' }) }));
    expect(await languageOf(me.request)).toBe('hi');

    for (const bad of ['fr', 'HI', '', null, 1, 'hi'.repeat(100)]) {
      const refused = await patch({ language: bad });
      expect(refused.status(), JSON.stringify(bad)).toBe(400);
      expect((await refused.json()).message).toBe('Choose English (en) or Hindi (hi) as the language of your messages.');
    }
    const inHindi = await patch({ language: 'fr' }, HINDI);
    expect(inHindi.status()).toBe(400);
    expect((await inHindi.json()).message).toBe('अपने संदेशों की भाषा के लिए English (en) या हिन्दी (hi) चुनें।');

    // The name alone, as before: the language stays.
    const renamed = await patch({ name: 'Meera Iyer' });
    expect(renamed.status()).toBe(200);
    expect(await renamed.json()).toEqual(expect.objectContaining({ message: 'Your name was saved.', data: expect.objectContaining({ name: 'Meera Iyer', language: 'hi' }) }));
    // Neither: the name is asked for, as before.
    const empty = await patch({});
    expect(empty.status()).toBe(400);
    expect((await empty.json()).message).toBe('Please enter your name.');

    expect((await patch({ language: 'en' })).status()).toBe(200);
    expect(await languageOf(me.request)).toBe('en');
    const exported = await me.request.get('/api/users/me/export');
    expect(JSON.stringify(await exported.json())).toContain('"language":"en"');
  });

  test('a Hindi account’s booking confirmation comes by SMS and e-mail in Hindi', async ({ playwright, baseURL }) => {
    const me = await signUp(playwright, baseURL!, 'hi');
    const email = randomEmail();
    const code = emailInbox(email);
    expect((await me.request.post('/api/users/me/email', { data: { email }, headers: me.headers })).status()).toBe(200);
    const otp = await code();
    // The code's own e-mail is in Hindi too.
    const codeMail = await waitForEmailTo(email, `${otp} आपका एस्ट्रोवास्तु केंद्र सत्यापन कोड है`);
    expect(codeMail.text).toContain(`आपका सत्यापन कोड ${otp} है।`);
    expect(codeMail.text).not.toMatch(/verification|expires/);
    expect((await me.request.post('/api/users/me/email/verify', { data: { otp }, headers: me.headers })).status()).toBe(200);
    const [slot] = await slotsOf(me.request, 'pandit-dinesh-shastri', { from: addDays(indiaToday(), 13) });
    const made = await me.request.post('/api/bookings', { headers: me.headers, data: { ...astrologyOnSlot(slot!.start, 'pandit-dinesh-shastri'), mode: 'video' } });
    expect(made.status(), await made.text()).toBe(201);
    const booking = (await made.json()).data as { _id: string; number: string };

    const sms = smsNoticeInbox(me.mobile);
    await payInTestMode(me.request, me.headers, booking._id);
    const text = await sms();
    expect(text).toContain(`एस्ट्रोवास्तु केंद्र: आपकी बुकिंग ${booking.number} की पुष्टि हो गई है और भुगतान मिल गया है।`);
    expect(text).toContain('ज्योतिष परामर्श');
    expect(text).toMatch(/(रविवार|सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार), \d{1,2} \S+ 20\d\d, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d – (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d \(भारतीय समय\)/);
    expect(text).toContain('वीडियो कॉल');
    expect(text).not.toMatch(/confirmed|paid|India time/);
    const mail = await waitForEmailTo(email, `बुकिंग ${booking.number} की पुष्टि:`);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain('एस्ट्रोवास्तु केंद्र');
  });
});
