import { expect, test, type APIRequestContext } from '@playwright/test';
import { browserWriteHeaders, signIn } from '../support/api-client';
import { customer, kundliRequest, makeKundli, makeMatch } from '../support/results';
import { idealVastuAnswers } from '../support/vastu-answers';
import { reportHref, RESULT_CLAIMS_COOKIE } from '@/lib/contract/reports';


/** An anonymous result made by `request`; resolves to its id. */
async function makeResult(request: APIRequestContext, kind: 'kundli' | 'match' | 'vastu-check'): Promise<string> {
  if (kind === 'kundli') return makeKundli(request, 'Anonymous Creator');
  if (kind === 'match') return makeMatch(request);
  const res = await request.post('/api/vastu-check', { data: idealVastuAnswers });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id;
}

/** A result without the fields that differ between an original and its copy. */
function stripIds(data: Record<string, unknown>) {
  const { _id: _ignored, createdAt: _c, updatedAt: _u, ...rest } = data;
  return rest;
}

// Saved reports (issue 10): save a kundli or match result, list, rename, delete; at most five;
// another user's report or result is "not found".

const save = (c: Awaited<ReturnType<typeof customer>>, data: Record<string, unknown>) => c.request.post('/api/reports', { data, headers: c.headers });

test.describe('saved reports', () => {
  test('a saved kundli is listed, renamed, opened and deleted with its result', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const kundliId = await makeKundli(me.request, 'Asha Verma', me.headers);
    const saved = await save(me, { kind: 'kundli', resultId: kundliId });
    expect(saved.status()).toBe(201);
    expect(saved.headers()['cache-control']).toBe('private, no-store');
    const report = (await saved.json()).data;
    expect(report).toEqual({ _id: expect.any(String), kind: 'kundli', title: 'Kundli of Asha Verma', resultId: kundliId, href: `/kundli/${kundliId}`, createdAt: expect.any(String), updatedAt: expect.any(String) });

    const list = await me.request.get('/api/reports');
    expect(list.status()).toBe(200);
    expect(await list.json()).toEqual({ status: 'success', limit: 5, data: [report] });

    const renamed = await me.request.patch(`/api/reports/${report._id}`, { data: { title: '  Asha — birth chart  ' }, headers: me.headers });
    expect(renamed.status()).toBe(200);
    expect((await renamed.json()).data.title).toBe('Asha — birth chart');

    // Saving the same result again answers with the same report.
    const again = await save(me, { kind: 'kundli', resultId: kundliId });
    expect(again.status()).toBe(200);
    expect((await again.json()).data._id).toBe(report._id);

    const deleted = await me.request.delete(`/api/reports/${report._id}`, { headers: me.headers });
    expect(deleted.status()).toBe(200);
    expect((await (await me.request.get('/api/reports')).json()).data).toEqual([]);
    // The report owned its result: the link is gone with it.
    expect((await me.request.get(`/api/kundli/${kundliId}`)).status()).toBe(404);
    expect((await me.request.delete(`/api/reports/${report._id}`, { headers: me.headers })).status()).toBe(404);
  });

  test('a match result is stored under a private link and can be saved', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const matchId = await makeMatch(me.request, me.headers);
    const page = await me.request.get(`/matchMaking/${matchId}`);
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).not.toMatch(/public/);
    const saved = await save(me, { kind: 'match', resultId: matchId, title: 'Ravi and Uma' });
    expect(saved.status()).toBe(201);
    expect((await saved.json()).data).toEqual(expect.objectContaining({ kind: 'match', title: 'Ravi and Uma', href: `/matchMaking/${matchId}` }));
  });

  test('a result made before signing in can be saved after in the same browser, and then stops expiring', async ({ playwright, baseURL }) => {
    // The browser that made the result holds its claim (an httpOnly cookie), and saves the result itself.
    const browser = await playwright.request.newContext({ baseURL });
    const made = await browser.post('/api/kundli', { data: kundliRequest('Before Sign-in') });
    expect(made.status()).toBe(201);
    const kundliId = (await made.json()).data._id;
    const claim = made.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${RESULT_CLAIMS_COOKIE}=`));
    expect(claim?.value).toMatch(/; Path=\/api\/reports/);
    expect(claim?.value).toMatch(/; HttpOnly/i);
    expect(claim?.value).toMatch(/; SameSite=lax/i);
    expect(claim?.value).not.toContain(kundliRequest().birthPlace);
    const { headers } = await signIn(browser, baseURL!);
    const saved = await browser.post('/api/reports', { data: { kind: 'kundli', resultId: kundliId }, headers });
    expect(saved.status()).toBe(201);
    expect((await saved.json()).data).toEqual(expect.objectContaining({ resultId: kundliId, href: `/kundli/${kundliId}` }));
    const exported = await (await browser.get('/api/users/me/export')).json();
    const kept = exported.results.kundlis.find((k: { _id: string }) => k._id === kundliId);
    expect(kept.expiresAt).toBeNull();
  });

  test('the claim cookie is Secure when the site is served over https', async ({ request }) => {
    const made = await request.post('/api/vastu-check', { data: idealVastuAnswers, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(made.status()).toBe(201);
    const claim = made.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${RESULT_CLAIMS_COOKIE}=`));
    expect(claim?.value).toMatch(/; Secure/i);
  });

  for (const kind of ['kundli', 'match', 'vastu-check'] as const) {
    test(`someone else saving an anonymous ${kind} by its link saves a copy; the creator's result stays theirs`, async ({ playwright, baseURL }) => {
      const creator = await playwright.request.newContext({ baseURL });
      const originalId = await makeResult(creator, kind);
      // (A match has no JSON read route: its page is compared by status only.)
      const original = kind === 'match' ? null : await (await creator.get(`/api/${kind}/${originalId}`)).json();

      const holder = await customer(playwright, baseURL!);
      const saved = await save(holder, { kind, resultId: originalId });
      expect(saved.status()).toBe(201);
      const report = (await saved.json()).data;
      expect(report.resultId).not.toBe(originalId);
      expect(report.href).toBe(reportHref(kind, report.resultId));
      // The copy is the same result, under its own private link.
      expect((await holder.request.get(report.href)).status()).toBe(200);
      if (original) {
        const copy = await (await holder.request.get(`/api/${kind}/${report.resultId}`)).json();
        expect(stripIds(copy.data)).toEqual(stripIds(original.data));
      }

      // Saving the link again answers with the same copy.
      const again = await save(holder, { kind, resultId: originalId });
      expect(again.status()).toBe(200);
      expect((await again.json()).data._id).toBe(report._id);

      // The holder's data download has the copy, never the original.
      const exported = JSON.stringify(await (await holder.request.get('/api/users/me/export')).json());
      expect(exported).not.toContain(originalId);
      expect(exported).toContain(report.resultId);

      // Deleting the holder's report deletes the copy only.
      expect((await holder.request.delete(`/api/reports/${report._id}`, { headers: holder.headers })).status()).toBe(200);
      expect((await creator.get(reportHref(kind, originalId))).status()).toBe(200);
      expect((await holder.request.get(report.href)).status()).toBe(404);

      // The creating browser, once signed in, saves the original itself.
      const { headers } = await signIn(creator, baseURL!);
      const claimed = await creator.post('/api/reports', { data: { kind, resultId: originalId }, headers });
      expect(claimed.status()).toBe(201);
      expect((await claimed.json()).data.resultId).toBe(originalId);
      // Saved by its creator, it is theirs: nobody else can save it any more, not even as a copy.
      expect((await save(holder, { kind, resultId: originalId })).status()).toBe(404);
    });
  }

  test('a claim cookie forged, or taken from another result, claims nothing', async ({ playwright, baseURL }) => {
    const creator = await playwright.request.newContext({ baseURL });
    const originalId = await makeKundli(creator, 'Forged Claim');
    const holder = await customer(playwright, baseURL!);
    const holderCookies = (await holder.request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const claims = (await creator.storageState()).cookies.find((c) => c.name === RESULT_CLAIMS_COOKIE)!;
    expect(claims).toBeTruthy();
    const forged = claims.value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, '00000000-0000-4000-8000-000000000000');
    for (const value of [`${originalId}.AAAAAAAAAAAAAAAAAAAAAA`, forged, 'x'.repeat(5000)]) {
      const res = await holder.request.post('/api/reports', { data: { kind: 'kundli', resultId: originalId }, headers: { ...holder.headers, Cookie: `${holderCookies}; ${RESULT_CLAIMS_COOKIE}=${value}` } });
      expect(res.status()).toBe(201);
      const report = (await res.json()).data;
      expect(report.resultId).not.toBe(originalId);
      await holder.request.delete(`/api/reports/${report._id}`, { headers: holder.headers });
    }
  });

  test("another user's report or result is not found (404), and nothing changes", async ({ playwright, baseURL }) => {
    const owner = await customer(playwright, baseURL!);
    const other = await customer(playwright, baseURL!);
    const kundliId = await makeKundli(owner.request, 'Owner', owner.headers);
    const report = (await (await save(owner, { kind: 'kundli', resultId: kundliId })).json()).data;

    expect((await other.request.patch(`/api/reports/${report._id}`, { data: { title: 'Mine now' }, headers: other.headers })).status()).toBe(404);
    expect((await other.request.delete(`/api/reports/${report._id}`, { headers: other.headers })).status()).toBe(404);
    const stolen = await save(other, { kind: 'kundli', resultId: kundliId });
    expect(stolen.status()).toBe(404);
    expect((await stolen.json()).message).toMatch(/not found/);
    // A signed-in user's own unsaved result is theirs too.
    const privateId = await makeKundli(owner.request, 'Private', owner.headers);
    expect((await save(other, { kind: 'kundli', resultId: privateId })).status()).toBe(404);
    expect((await other.request.get('/api/reports')).ok()).toBe(true);
    expect((await (await other.request.get('/api/reports')).json()).data).toEqual([]);
    expect((await (await owner.request.get('/api/reports')).json()).data).toEqual([expect.objectContaining({ _id: report._id, title: 'Kundli of Owner' })]);
  });

  test('unknown, malformed and wrong-kind ids are 404 or 400, never 500', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const kundliId = await makeKundli(me.request, undefined, me.headers);
    expect((await save(me, { kind: 'match', resultId: kundliId })).status()).toBe(404);
    expect((await save(me, { kind: 'kundli', resultId: '00000000-0000-4000-8000-000000000000' })).status()).toBe(404);
    expect((await save(me, { kind: 'kundli', resultId: 'not-a-uuid' })).status()).toBe(400);
    expect((await save(me, { kind: 'horoscope', resultId: kundliId })).status()).toBe(400);
    expect((await me.request.patch('/api/reports/not-a-uuid', { data: { title: 'x' }, headers: me.headers })).status()).toBe(404);
    expect((await me.request.delete('/api/reports/00000000-0000-4000-8000-000000000000', { headers: me.headers })).status()).toBe(404);
  });

  test('a name must be 1 to 80 characters with no NUL', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const report = (await (await save(me, { kind: 'kundli', resultId: await makeKundli(me.request, undefined, me.headers) })).json()).data;
    const rename = (title: unknown) => me.request.patch(`/api/reports/${report._id}`, { data: { title }, headers: me.headers });
    for (const [title, message] of [
      ['', /enter a name/],
      ['   ', /enter a name/],
      ['x'.repeat(81), /at most 80/],
      ['bad\u0000name', /not allowed/],
      [42, /enter a name/],
    ] as const) {
      const res = await rename(title);
      expect(res.status(), JSON.stringify(title)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect((await rename('x'.repeat(80))).status()).toBe(200);
    expect((await save(me, { kind: 'kundli', resultId: await makeKundli(me.request, undefined, me.headers), title: 'y'.repeat(81) })).status()).toBe(400);
  });

  test('a sixth report is refused with 409 naming the limit; deleting one makes room', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await save(me, { kind: 'kundli', resultId: await makeKundli(me.request, `Person ${i}`, me.headers) });
      expect(res.status()).toBe(201);
      ids.push((await res.json()).data._id);
    }
    const sixthResult = await makeKundli(me.request, 'Sixth', me.headers);
    const sixth = await save(me, { kind: 'kundli', resultId: sixthResult });
    expect(sixth.status()).toBe(409);
    const body = await sixth.json();
    expect(body).toEqual(expect.objectContaining({ status: 'error', success: false }));
    expect(body.message).toBe('You can keep up to 5 saved reports. Delete one from your profile to save another.');
    expect((await me.request.delete(`/api/reports/${ids[0]}`, { headers: me.headers })).status()).toBe(200);
    expect((await save(me, { kind: 'kundli', resultId: sixthResult })).status()).toBe(201);
  });

  test('ten saves at once never leave more than five reports', async ({ playwright, baseURL }) => {
    const me = await customer(playwright, baseURL!);
    const results = [];
    for (let i = 0; i < 10; i++) results.push(i % 2 ? await makeMatch(me.request, me.headers) : await makeKundli(me.request, `P${i}`, me.headers));
    const answers = await Promise.all(results.map((resultId, i) => save(me, { kind: i % 2 ? 'match' : 'kundli', resultId })));
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await (await me.request.get('/api/reports')).json()).data).toHaveLength(5);
  });

  test('needs a session (401) and a same-origin write (403)', async ({ request, playwright, baseURL }) => {
    expect((await request.get('/api/reports')).status()).toBe(401);
    const headers = await browserWriteHeaders(request, baseURL!);
    expect((await request.post('/api/reports', { data: { kind: 'kundli', resultId: await makeKundli(request) }, headers })).status()).toBe(401);
    const me = await customer(playwright, baseURL!);
    const crossSite = await me.request.post('/api/reports', { data: { kind: 'kundli', resultId: await makeKundli(me.request, undefined, me.headers) }, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
  });
});
