import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import pg from 'pg';
import { signedInWithRoles } from '../support/admin';
import { publishedExpert } from '../support/admin-content';
import { randomEmail } from '../support/api-client';
import { oggOpus } from '../support/audio';
import { codeCount, emailInbox, emailNoticeInbox } from '../support/otp-inbox';
import { bookVastuCheck, payInTestMode } from '../support/payments';
import { customer, keysOf, makeKundli, makeMatch, RESEND_WAIT_MS, signInAgain } from '../support/results';

// The customer's own data (issue 10): profile edits, e-mail verified by a code, the data
// download and deleting the account.

test.describe('profile', () => {
  test('the name can be changed, within 1 to 80 characters and with no NUL', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const rename = (name: unknown) => me.request.patch('/api/users/me', { data: { name }, headers: me.headers });
    const ok = await rename('  Meera Iyer ');
    expect(ok.status()).toBe(200);
    expect((await ok.json()).data).toEqual(expect.objectContaining({ name: 'Meera Iyer', email: null, emailVerified: false, mobile: me.mobile }));
    for (const bad of ['', ' ', 'x'.repeat(81), 'Mee\u0000ra', null]) expect((await rename(bad)).status(), JSON.stringify(bad)).toBe(400);
    const profile = await me.request.get('/api/users/me');
    expect(profile.headers()['cache-control']).toBe('private, no-store');
    expect((await profile.json()).data.name).toBe('Meera Iyer');
  });

  test('an e-mail address is set only once the code sent to it is verified', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const email = randomEmail();
    const next = emailInbox(email);
    const asked = await me.request.post('/api/users/me/email', { data: { email: email.toUpperCase() }, headers: me.headers });
    expect(asked.status()).toBe(200);
    const code = await next();
    const pending = (await (await me.request.get('/api/users/me')).json()).data;
    expect(pending).toEqual(expect.objectContaining({ email: null, emailVerified: false, pendingEmail: email }));

    const wrong = await me.request.post('/api/users/me/email/verify', { data: { otp: code === '000000' ? '111111' : '000000' }, headers: me.headers });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).message).toMatch(/Invalid OTP/);
    expect((await me.request.post('/api/users/me/email/verify', { data: { otp: '12ab' }, headers: me.headers })).status()).toBe(400);

    const verified = await me.request.post('/api/users/me/email/verify', { data: { otp: code }, headers: me.headers });
    expect(verified.status()).toBe(200);
    expect((await verified.json()).data).toEqual(expect.objectContaining({ email, emailVerified: true, pendingEmail: null }));
    // A code works once.
    expect((await me.request.post('/api/users/me/email/verify', { data: { otp: code }, headers: me.headers })).status()).toBe(400);
  });

  test("another account's address is never revealed: same answer, and its owner gets a notice instead of a code", async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    const owner = await customer(playwright, baseURL!);
    const email = randomEmail();
    const next = emailInbox(email);
    await owner.request.post('/api/users/me/email', { data: { email }, headers: owner.headers });
    expect((await owner.request.post('/api/users/me/email/verify', { data: { otp: await next() }, headers: owner.headers })).status()).toBe(200);

    const other = await customer(playwright, baseURL!);
    const codesBefore = codeCount(email);
    const notice = emailNoticeInbox(email);
    // One code per address per OTP_RESEND_SECONDS, whoever asks: wait it out.
    await new Promise((r) => setTimeout(r, RESEND_WAIT_MS));
    const asked = await other.request.post('/api/users/me/email', { data: { email }, headers: other.headers });
    expect(asked.status()).toBe(200);
    expect((await asked.json()).message).toBe(`We sent a 6-digit code to ${email}. Enter it to verify the address.`);
    expect(await notice()).toMatch(/another account/);
    expect(codeCount(email)).toBe(codesBefore);
    // No code ever reached anyone, so no guess verifies it.
    expect((await other.request.post('/api/users/me/email/verify', { data: { otp: '123456' }, headers: other.headers })).status()).toBe(400);
    expect((await (await other.request.get('/api/users/me')).json()).data.email).toBeNull();
  });

  test('needs a session', async ({ request }) => {
    expect((await request.get('/api/users/me')).status()).toBe(401);
    expect((await request.get('/api/users/me/export')).status()).toBe(401);
  });
});

test.describe('GET /api/users/me/export', () => {
  test('downloads all the data as JSON, with no token, hash or code in it', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const kundliId = await makeKundli(me.request, 'Export Person', me.headers);
    const matchId = await makeMatch(me.request, me.headers);
    await me.request.post('/api/reports', { data: { kind: 'kundli', resultId: kundliId }, headers: me.headers });

    const res = await me.request.get('/api/users/me/export');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="astrovastu-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toEqual(expect.objectContaining({ _id: expect.any(String), mobile: me.mobile, countryCode: '91' }));
    expect(data.sessions).toEqual([expect.objectContaining({ _id: expect.any(String), createdAt: expect.any(String), revokedAt: null })]);
    expect(data.savedReports).toEqual([expect.objectContaining({ kind: 'kundli', resultId: kundliId, result: expect.objectContaining({ request: expect.objectContaining({ name: 'Export Person' }) }) })]);
    expect(data.results.kundlis.map((k: { _id: string }) => k._id)).toEqual([kundliId]);
    expect(data.results.matches.map((m: { _id: string }) => m._id)).toEqual([matchId]);
    expect(data.expertApplications).toEqual([]);
    expect(data.uploads).toEqual([]);

    const { cookies } = await me.request.storageState();
    const token = cookies.find((c) => c.name === 'session')!.value;
    expect(text).not.toContain(token);
    expect(keysOf(data).filter((k) => /hash|token|secret|otp|^password$|^code$/i.test(k))).toEqual([]);
  });
});

test.describe('DELETE /api/users/me', () => {
  test('needs the explicit confirmation', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    for (const data of [{}, { confirm: 'yes' }, { confirm: 'delete' }]) {
      const res = await me.request.delete('/api/users/me', { data, headers: me.headers });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toMatch(/confirm: "DELETE"/);
    }
    expect((await me.request.get('/api/users/me')).status()).toBe(200);
  });

  test('removes the account, its reports and results, and signs it out everywhere', async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const me = await customer(playwright, baseURL!);
    // A second device, signed in with the same number.
    const phone = await playwright.request.newContext({ baseURL });
    await signInAgain(phone, baseURL!, me.mobile);
    expect((await phone.get('/api/reports')).status()).toBe(200);

    const kundliId = await makeKundli(me.request, 'Gone Soon', me.headers);
    const matchId = await makeMatch(me.request, me.headers);
    const before = (await (await me.request.get('/api/users/me')).json()).data;
    await me.request.post('/api/reports', { data: { kind: 'kundli', resultId: kundliId }, headers: me.headers });
    await me.request.post('/api/reports', { data: { kind: 'match', resultId: matchId }, headers: me.headers });

    const res = await me.request.delete('/api/users/me', { data: { confirm: 'DELETE' }, headers: me.headers });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toMatch(/session=;.*Max-Age=0/i);

    for (const device of [me.request, phone]) {
      expect((await device.get('/api/reports')).status()).toBe(401);
      expect((await device.get('/api/users/me')).status()).toBe(401);
    }
    expect((await me.request.get(`/api/kundli/${kundliId}`)).status()).toBe(404);
    expect((await me.request.get(`/matchMaking/${matchId}`)).status()).toBe(404);

    // The number can sign in again (after its resend wait): a new, empty account.
    const again = await playwright.request.newContext({ baseURL });
    const { body } = await signInAgain(again, baseURL!, me.mobile);
    expect(body.isVerified.data._id).not.toBe(before._id);
    expect((await (await again.get('/api/reports')).json()).data).toEqual([]);
  });

  test('keeps a paid booking only as an anonymised accounting record and removes an unpaid one', async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const me = await customer(playwright, baseURL!);
    const paid = await bookVastuCheck(me.request, me.headers);
    const unpaid = await bookVastuCheck(me.request, me.headers);
    await payInTestMode(me.request, me.headers, paid.id);

    const exported = (await (await me.request.get('/api/users/me/export')).json()) as { bookings: { _id: string; status: string; details: unknown; payments: { status: string }[] }[] };
    const byId = new Map(exported.bookings.map((b) => [b._id, b]));
    expect(byId.get(paid.id)).toMatchObject({ status: 'paid', details: { address: '14 Lodhi Road' }, payments: [{ status: 'paid' }] });
    expect(byId.get(unpaid.id)).toMatchObject({ status: 'pending_payment' });

    expect((await me.request.delete('/api/users/me', { data: { confirm: 'DELETE' }, headers: me.headers })).status()).toBe(200);

    // The customer's view is gone with the account; the number starts afresh with no bookings.
    const again = await playwright.request.newContext({ baseURL });
    await signInAgain(again, baseURL!, me.mobile);
    expect((await (await again.get('/api/bookings')).json()).data).toEqual([]);
    expect((await again.get(`/api/bookings/${paid.id}`)).status()).toBe(404);

    // What the business keeps (checked in the database itself where the test can reach it).
    if (!process.env.DATABASE_URL) return;
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT id, user_id, details, note, status FROM bookings WHERE id = ANY($1::uuid[])', [[paid.id, unpaid.id]]);
      expect(rows).toEqual([{ id: paid.id, user_id: null, details: {}, note: '', status: 'paid' }]);
      const pays = await db.query('SELECT user_id, status FROM payments WHERE booking_id = $1', [paid.id]);
      expect(pays.rows).toEqual([{ user_id: null, status: 'paid' }]);
    } finally {
      await db.end();
    }
  });
});

test.describe('DELETE /api/users/me: what outlives the account', () => {
  const deleteAccount = (me: { request: import('@playwright/test').APIRequestContext; headers: Record<string, string> }) =>
    me.request.delete('/api/users/me', { data: { confirm: 'DELETE' }, headers: me.headers });

  // Issue 23, finding 2: published articles and tips must not point at 404s when their editor leaves.
  test("an editor's cover image and tip narration stay, with no owner; an applicant's photo goes", async ({ playwright, baseURL, request }) => {
    const editor = await signedInWithRoles(playwright, baseURL!, ['customer', 'editor']);
    const cover = await editor.request.post('/api/admin/uploads/images', {
      headers: editor.headers,
      multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2a7' } }).png().toBuffer() } },
    });
    expect(cover.status()).toBe(201);
    const audio = await editor.request.post('/api/admin/uploads/audio', {
      headers: editor.headers,
      multipart: { audio: { name: 'tip.ogg', mimeType: 'audio/ogg', buffer: oggOpus() } },
    });
    expect(audio.status()).toBe(201);
    const urls = [(await cover.json()).url as string, (await audio.json()).url as string];
    for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);

    const expert = await publishedExpert(playwright, baseURL!);
    expect((await request.get(expert.applicant.imageUrl)).status()).toBe(200);

    expect((await deleteAccount(editor)).status()).toBe(200);
    expect((await deleteAccount(expert.applicant)).status()).toBe(200);

    for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
    expect((await request.get(expert.applicant.imageUrl)).status()).toBe(404);

    if (!process.env.DATABASE_URL) return;
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT owner_id FROM uploads WHERE id = ANY($1::uuid[])', [urls.map((u) => u.split('/').pop())]);
      expect(rows).toEqual([{ owner_id: null }, { owner_id: null }]);
    } finally {
      await db.end();
    }
  });

  // Issue 23, finding 6: the directory forgets a deleted expert on the next request, not minutes later.
  test('an approved expert who deletes their account is gone from /astrologers, their page and the sitemap at once', async ({ playwright, baseURL, request }) => {
    const expert = await publishedExpert(playwright, baseURL!);
    // Read first, so every cache holds the expert.
    expect(await (await request.get('/astrologers')).text()).toContain(expert.name);
    expect((await request.get(`/astrologers/${expert.slug}`)).status()).toBe(200);
    // The sitemap reads the cached directory data (the `experts` tag) on every request.
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/astrologers/${expert.slug}<`);

    expect((await deleteAccount(expert.applicant)).status()).toBe(200);

    expect(await (await request.get('/astrologers')).text()).not.toContain(expert.name);
    expect((await request.get(`/astrologers/${expert.slug}`)).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/astrologers/${expert.slug}<`);
  });
});
