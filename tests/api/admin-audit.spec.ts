import { expect, test } from '@playwright/test';
import { asAdmin, sharedAdminMobile } from '../support/admin';

// Issue 11: every admin action is recorded (who, what, when, before and after), and admins read
// the log, newest first, 25 entries a page. The first entries are the command's own grants.

test('the admin reads the audit log, newest first, with what admin:create did', async ({ playwright, baseURL }) => {
  const { request } = await asAdmin(playwright, baseURL!);
  const res = await request.get('/api/admin/audit');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const body = await res.json();
  expect(body).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number) });
  expect(body.entries.length).toBeLessThanOrEqual(25);
  const times = body.entries.map((e: { createdAt: string }) => Date.parse(e.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // Older entries are on later pages: find the command's grant to the shared admin.
  const pages = Math.ceil(body.total / 25);
  const last = await (await request.get(`/api/admin/audit?page=${pages}`)).json();
  const all = [...body.entries, ...last.entries];
  const grant = all.find((e: { action: string; after: { roles?: string[] } | null; actor: unknown }) => e.action === 'user.roles' && e.actor === null && e.after?.roles?.includes('admin'));
  expect(grant).toMatchObject({ targetType: 'user', before: { roles: ['customer'] }, after: { roles: ['customer', 'admin'] } });
  expect(sharedAdminMobile()).toMatch(/^\d{10}$/);
  await request.dispose();
});

test('a page that is not a page number is a plain 400', async ({ playwright, baseURL }) => {
  const { request } = await asAdmin(playwright, baseURL!);
  for (const page of ['0', 'abc', '1.5', '99999999']) {
    const res = await request.get(`/api/admin/audit?page=${page}`);
    expect(res.status(), page).toBe(400);
    expect((await res.json()).message).toMatch(/page must be a whole number/);
  }
  await request.dispose();
});
