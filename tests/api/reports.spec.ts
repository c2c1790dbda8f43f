import { expect, test } from '@playwright/test';
import { browserWriteHeaders } from '../support/api-client';
import { customer, makeKundli, makeMatch } from '../support/results';

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

  test('a result made before signing in can be saved after, and then stops expiring', async ({ playwright, baseURL, request }) => {
    const kundliId = await makeKundli(request);
    const me = await customer(playwright, baseURL!);
    expect((await save(me, { kind: 'kundli', resultId: kundliId })).status()).toBe(201);
    const exported = await (await me.request.get('/api/users/me/export')).json();
    const kept = exported.results.kundlis.find((k: { _id: string }) => k._id === kundliId);
    expect(kept.expiresAt).toBeNull();
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
