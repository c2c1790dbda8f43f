import { expect, test } from '@playwright/test';
import { asAdmin, signedInWithRoles } from '../support/admin';
import { registerExpert, signIn } from '../support/api-client';

// Issue 11, "Users": find an account by mobile or e-mail, see its roles and sign-ins (never a
// token), grant or revoke roles (never one's own admin role), end its sessions; all audited.

type Detail = { id: string; mobile: string; roles: string[]; sessions: { current: boolean; endedAt: string | null }[] };

test('the admin finds an account by mobile and by e-mail, and sees its sign-ins without tokens', async ({ playwright, baseURL }) => {
  const expertContext = await playwright.request.newContext({ baseURL });
  const { mobile, email } = await registerExpert(expertContext, baseURL!);
  const { request: admin } = await asAdmin(playwright, baseURL!);

  const byMobile = await (await admin.get(`/api/admin/users?q=${mobile.slice(0, 7)}`)).json();
  const found = byMobile.users.find((u: { mobile: string }) => u.mobile === mobile);
  expect(found).toMatchObject({ mobile, email, roles: ['astrologer'], active: true });
  const byEmail = await (await admin.get(`/api/admin/users?q=${encodeURIComponent(email.toUpperCase())}`)).json();
  expect(byEmail.users.map((u: { id: string }) => u.id)).toEqual([found.id]);
  expect((await (await admin.get('/api/admin/users?q=%2B91' + mobile)).json()).users.map((u: { id: string }) => u.id)).toEqual([found.id]);

  const detailRes = await admin.get(`/api/admin/users/${found.id}`);
  expect(detailRes.status()).toBe(200);
  const text = await detailRes.text();
  expect(text).not.toMatch(/token|hash|password/i);
  const detail: Detail = JSON.parse(text);
  expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
  expect(detail.sessions[0]).toMatchObject({ current: true, endedAt: null });

  const bad = await admin.get('/api/admin/users?q=ab');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(/mobile number \(digits\) or a full e-mail/);
  await Promise.all([admin.dispose(), expertContext.dispose()]);
});

test('granting editor opens the content console but not messages or users; revoking closes it; both audited', async ({ playwright, baseURL }) => {
  const person = await playwright.request.newContext({ baseURL });
  const { mobile, headers: personHeaders } = await signIn(person, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const [user] = (await (await admin.get(`/api/admin/users?q=${mobile}`)).json()).users;
  expect(user.roles).toEqual(['customer']);
  expect((await person.get('/admin')).status()).toBe(403);

  const granted = await admin.patch(`/api/admin/users/${user.id}`, { headers, data: { roles: ['editor', 'customer'] } });
  expect(granted.status()).toBe(200);
  expect((await granted.json()).roles).toEqual(['customer', 'editor']);

  // The editor's own session sees the change at once: the role is read on every request.
  expect((await person.get('/admin')).status()).toBe(200);
  for (const url of ['/admin/messages', '/admin/users', '/admin/audit']) expect((await person.get(url)).status(), url).toBe(403);
  for (const url of ['/api/admin/messages', '/api/admin/users', '/api/admin/audit']) expect((await person.get(url)).status(), url).toBe(403);
  const patch = await person.patch(`/api/admin/users/${user.id}`, { headers: personHeaders, data: { roles: ['admin'] } });
  expect(patch.status()).toBe(403);

  const revoked = await admin.patch(`/api/admin/users/${user.id}`, { headers, data: { roles: ['customer'] } });
  expect((await revoked.json()).roles).toEqual(['customer']);
  expect((await person.get('/admin')).status()).toBe(403);

  const { entries } = await (await admin.get('/api/admin/audit')).json();
  const mine = entries.filter((e: { targetId: string }) => e.targetId === user.id);
  expect(mine.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
    ['user.roles', { roles: ['customer', 'editor'] }, { roles: ['customer'] }],
    ['user.roles', { roles: ['customer'] }, { roles: ['customer', 'editor'] }],
  ]);
  await Promise.all([admin.dispose(), person.dispose()]);
});

test('an admin cannot remove their own admin role', async ({ playwright, baseURL }) => {
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const me = (await (await admin.get(`/api/admin/users?q=${process.env.E2E_ADMIN_MOBILES!.split(',')[0]}`)).json()).users[0];
  const res = await admin.patch(`/api/admin/users/${me.id}`, { headers, data: { roles: ['customer'] } });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toBe('You cannot remove your own admin role. Another admin can do it for you.');
  expect((await (await admin.get(`/api/admin/users/${me.id}`)).json()).roles).toContain('admin');
  const unknown = await admin.patch(`/api/admin/users/${me.id}`, { headers, data: { roles: ['admin', 'superuser'] } });
  expect(unknown.status()).toBe(400);
  await admin.dispose();
});

test('ending an account\'s sessions signs it out everywhere, and is audited', async ({ playwright, baseURL }) => {
  const phone = await playwright.request.newContext({ baseURL });
  const { mobile } = await signIn(phone, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const [user] = (await (await admin.get(`/api/admin/users?q=${mobile}`)).json()).users;
  expect((await phone.get('/api/users/getById/' + user.id)).status()).toBe(200);

  const res = await admin.delete(`/api/admin/users/${user.id}/sessions`, { headers });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ended: 1, message: 'Ended 1 sign-in.' });
  expect((await phone.get('/api/users/getById/' + user.id)).status()).toBe(401);

  const detail: Detail = await (await admin.get(`/api/admin/users/${user.id}`)).json();
  expect(detail.sessions.every((s) => !s.current && s.endedAt)).toBe(true);
  const { entries } = await (await admin.get('/api/admin/audit')).json();
  expect(entries.find((e: { targetId: string }) => e.targetId === user.id)).toMatchObject({ action: 'user.sessions.end', after: { ended: 1 } });
  await Promise.all([admin.dispose(), phone.dispose()]);
});

// Issue 23, finding 12: docs/api.md promises that an empty search lists every account.
test('with no search, the list has every account, newest first, 25 a page', async ({ playwright, baseURL }) => {
  const { request: admin } = await asAdmin(playwright, baseURL!);
  const person = await playwright.request.newContext({ baseURL });
  const { mobile } = await signIn(person, baseURL!);
  for (const url of ['/api/admin/users', '/api/admin/users?q=', '/api/admin/users?page=1']) {
    const res = await admin.get(url);
    expect(res.status(), url).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 25, q: '' });
    expect(page.total).toBeGreaterThanOrEqual(3); // the two admins and this test's account, at least
    expect(page.users.length).toBe(Math.min(25, page.total));
    const created = page.users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  }
  // Newest first: this account is listed on the first page unless 25 newer ones came since.
  const [mine] = (await (await admin.get(`/api/admin/users?q=${mobile}`)).json()).users;
  const { users } = await (await admin.get('/api/admin/users')).json();
  expect(Date.parse(users[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));
  await Promise.all([admin.dispose(), person.dispose()]);
});

// Issue 23, finding 5: ids are compared as ids, whatever their case; the console always keeps an admin.
test("an admin's own id in upper case is still their own: the admin role stays", async ({ playwright, baseURL }) => {
  // An admin of this test's own: a shared admin must keep its role whatever happens here.
  const me = await signedInWithRoles(playwright, baseURL!, ['customer', 'admin']);
  const res = await me.request.patch(`/api/admin/users/${me.id.toUpperCase()}`, { headers: me.headers, data: { roles: ['customer'] } });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toBe('You cannot remove your own admin role. Another admin can do it for you.');
  const detail = await me.request.get(`/api/admin/users/${me.id.toUpperCase()}`);
  expect(detail.status()).toBe(200);
  expect(await detail.json()).toMatchObject({ id: me.id, roles: ['customer', 'admin'] });
  // Anything else in the place of an id is the route's usual "not found".
  const bad = await me.request.patch(`/api/admin/users/${me.id}x`, { headers: me.headers, data: { roles: ['customer'] } });
  expect(bad.status()).toBe(404);
  expect((await bad.json()).message).toBe('That account does not exist.');
  // Another admin may take the role away (there are other admins).
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const revoked = await admin.patch(`/api/admin/users/${me.id.toUpperCase()}`, { headers, data: { roles: ['customer'] } });
  expect(revoked.status()).toBe(200);
  expect((await revoked.json()).roles).toEqual(['customer']);
  await Promise.all([admin.dispose(), me.request.dispose()]);
});
