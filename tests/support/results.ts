import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { signIn } from './api-client';

// Results to save and signed-in customers, for the saved-report and account-data tests.

export const kundliRequest = (name = 'Asha Verma') => ({
  name,
  gender: 'Female',
  day: 15,
  month: 8,
  year: 1990,
  hours: 14,
  minutes: 30,
  seconds: 0,
  birthPlace: 'Faridabad, Haryana, India',
  latitude: 28.4089,
  longitude: 77.3178,
  timezone: '+05:30',
});

export const matchRequest = () => ({
  boy: { name: 'Ravi', gender: 'male', dob: '1990-06-15', birthTime: '10:00:00', birthPlace: 'Delhi', latitude: 28.6519, longitude: 77.2315 },
  girl: { name: 'Uma', gender: 'female', dob: '1991-03-01', birthTime: '08:15:00', birthPlace: 'Delhi', latitude: 28.6519, longitude: 77.2315 },
});

/** A kundli made by `request` (signed in or not); resolves to its id. */
export async function makeKundli(request: APIRequestContext, name?: string, headers?: Record<string, string>): Promise<string> {
  const res = await request.post('/api/kundli', { data: kundliRequest(name), headers });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id;
}

export async function makeMatch(request: APIRequestContext, headers?: Record<string, string>): Promise<string> {
  const res = await request.post('/api/match', { data: matchRequest(), headers });
  expect(res.status()).toBe(200);
  const id = (await res.json()).data._id;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** A new browser-like client signed in as a new customer: its own cookies, address and XSRF token. */
export async function customer(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const { headers, mobile } = await signIn(request, baseURL);
  return { request, headers, mobile };
}

/** The test server's OTP_RESEND_SECONDS (30) and a margin: one code per number or address per this wait. */
export const RESEND_WAIT_MS = 31_000;

/**
 * Signs `mobile` in on another client (a second device) once the number's resend wait since its
 * last code has passed. It waits instead of polling: a refused request still spends the number's
 * hourly allowance of codes.
 */
export async function signInAgain(request: APIRequestContext, baseURL: string, mobile: string) {
  await new Promise((r) => setTimeout(r, RESEND_WAIT_MS));
  return signIn(request, baseURL, mobile);
}

/** Every key of a JSON value, however deep. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}
