import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, PlaywrightWorkerArgs } from '@playwright/test';
import { browserWriteHeaders, clientHeaders, signIn } from './api-client';

// The admins the main test server was started with: scripts/serve-for-tests.mjs ran
// `npm run admin:create -- --mobile <n>` for each number of E2E_ADMIN_MOBILES (playwright.config.ts).
const admins = () => (process.env.E2E_ADMIN_MOBILES ?? '').split(',').filter(Boolean);

/** The admin whose one session every test shares (a code per test would hit the resend limit). */
export const sharedAdminMobile = () => admins()[0]!;
/** An admin kept for the test that signs in through the login page. */
export const browserAdminMobile = () => admins()[1]!;
/** An admin kept for the timing server, which has sessions of its own (tests/api/review-timing.spec.ts). */
export const timingAdminMobile = () => admins()[2]!;

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const stateFile = () => path.join(process.env.E2E_DATA_DIR!, 'admin-session.json');

/**
 * The shared admin's cookies: the first worker to ask signs in (same OTP flow as a customer) and
 * writes them to a file of this run; the others wait for it.
 */
async function adminState(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<StorageState> {
  const file = stateFile();
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let mine = false;
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    mine = true;
  } catch {
    // another worker is signing in
  }
  if (mine) {
    const ctx = await playwright.request.newContext({ baseURL });
    await signIn(ctx, baseURL, sharedAdminMobile());
    const state = await ctx.storageState();
    await ctx.dispose();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
    fs.renameSync(`${file}.tmp`, file);
    return state;
  }
  const deadline = Date.now() + 20_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error('The shared admin session was not created');
    await new Promise((r) => setTimeout(r, 100));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
}

/** A request context signed in as the shared admin, with the headers a browser sends on a write. */
export async function asAdmin(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const state = await adminState(playwright, baseURL);
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: state.cookies.filter((c) => c.name !== 'XSRF-TOKEN'), origins: [] } });
  const headers = { ...clientHeaders(), ...(await browserWriteHeaders(request, baseURL)) };
  return { request, headers };
}

/** Signs a browser context in as the shared admin (its session cookie). */
export async function signInBrowserAsAdmin(playwright: PlaywrightWorkerArgs['playwright'], context: BrowserContext, baseURL: string): Promise<void> {
  const state = await adminState(playwright, baseURL);
  await context.addCookies(state.cookies.filter((c) => c.name !== 'XSRF-TOKEN'));
}

/**
 * A new account signed in on its own client, given `roles` by the shared admin: an editor, or an
 * admin of the test's own (so a test that changes admins never touches the shared ones).
 */
export async function signedInWithRoles(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, roles: string[]) {
  const request = await playwright.request.newContext({ baseURL });
  const { mobile, headers } = await signIn(request, baseURL);
  const { request: admin, headers: adminHeaders } = await asAdmin(playwright, baseURL);
  const [user] = (await (await admin.get(`/api/admin/users?q=${mobile}`)).json()).users as { id: string }[];
  const granted = await admin.patch(`/api/admin/users/${user!.id}`, { headers: adminHeaders, data: { roles } });
  if (granted.status() !== 200) throw new Error(`Could not give the roles ${roles.join(', ')}: ${granted.status()}`);
  await admin.dispose();
  return { request, headers, mobile, id: user!.id };
}

/**
 * Signs a browser context in as a new account of its own with `roles` (an editor): for a test that
 * uploads, whose per-account hourly limit the shared admin would spend for every other test.
 */
export async function signInBrowserWithRoles(playwright: PlaywrightWorkerArgs['playwright'], context: BrowserContext, baseURL: string, roles: string[]): Promise<void> {
  const { request } = await signedInWithRoles(playwright, baseURL, roles);
  await context.addCookies((await request.storageState()).cookies.filter((c) => c.name !== 'XSRF-TOKEN'));
  await request.dispose();
}
