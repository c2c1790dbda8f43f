import { expect, type APIRequestContext } from '@playwright/test';
import { emailInbox, randomIp, randomMobile, smsInbox } from './otp-inbox';

/**
 * Headers a same-origin browser sends on a write: its Origin and the XSRF cookie's value in
 * X-XSRF-TOKEN. GET /api/xsrf-token gives the request context its XSRF-TOKEN cookie, as the browser client does.
 */
export async function browserWriteHeaders(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  await request.get('/api/xsrf-token');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('The site did not set an XSRF-TOKEN cookie');
  return { Origin: baseURL, 'X-XSRF-TOKEN': xsrf };
}

/** Headers of one simulated client: its own address, so per-address limits are its own. */
export function clientHeaders(ip = randomIp()): Record<string, string> {
  return { 'X-Forwarded-For': ip };
}

export function sendCode(request: APIRequestContext, mobile: string, headers = clientHeaders()) {
  return request.post('/api/users/login/mobile', { data: { mobile, country_code: '+91' }, headers });
}

/** Asks for a login code for `mobile` (accepted with 200) and returns the code the server delivered. */
export async function receiveLoginCode(request: APIRequestContext, mobile: string, headers: Record<string, string>): Promise<string> {
  const next = smsInbox(mobile);
  expect((await sendCode(request, mobile, headers)).status()).toBe(200);
  return next();
}

/** Signs in as a browser would: same Origin, XSRF token echoed, its own client address. */
export async function signIn(request: APIRequestContext, baseURL: string, mobile = randomMobile()) {
  const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL)) };
  const otp = await receiveLoginCode(request, mobile, headers);
  const res = await request.post('/api/users/verify-otp', { data: { mobile, otp }, headers });
  expect(res.status()).toBe(200);
  return { res, body: await res.json(), mobile, headers, otp };
}

export const STRONG_PASSWORD = 'Gulmohar-Evening-2026';

export function randomEmail(): string {
  return `expert.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** Registers an expert through the three steps; returns the final verify response. */
export async function registerExpert(
  request: APIRequestContext,
  baseURL: string,
  { mobile = randomMobile(), email = randomEmail(), expertType = 'astrologer' }: { mobile?: string; email?: string; expertType?: string } = {},
) {
  const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL)) };
  const nextSms = smsInbox(mobile);
  const nextMail = emailInbox(email);
  const sent = await request.post('/api/users/send-otp', {
    data: { name: 'Kavya Iyer', email, mobile, password: STRONG_PASSWORD, country_code: '91', expertType },
    headers,
  });
  expect(sent.status()).toBe(200);
  const [smsCode, emailCode] = [await nextSms(), await nextMail()];
  const mobileStep = await request.post('/api/users/verify-otp', { data: { identifier: mobile, otp: smsCode, country_code: '91' }, headers });
  expect(mobileStep.status()).toBe(200);
  const emailStep = await request.post('/api/users/verify-otp', { data: { identifier: email, otp: emailCode }, headers });
  expect(emailStep.status()).toBe(200);
  return { mobile, email, headers, codes: [smsCode!, emailCode!], mobileStep: await mobileStep.json(), emailStep, body: await emailStep.json() };
}
