import { expect, test, type APIRequestContext } from '@playwright/test';
import { asAdmin, signedInWithRoles } from '../support/admin';
import { publishedExpert } from '../support/admin-content';

// Issue 11, "Content: the experts shown on /ourexpert": content staff choose published experts
// and their order; the change is audited and shows on the page within seconds. An admin can
// publish an unpublished profile again.

// One list for the whole server: these tests change it one after the other.
test.describe.configure({ mode: 'serial' });

type Headers = Record<string, string>;

async function eventually(read: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  await expect(async () => read()).toPass({ timeout: timeoutMs, intervals: [100, 250, 500] });
}

async function auditEntries(admin: APIRequestContext, headers: Headers, targetId: string) {
  const found: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] = [];
  for (let page = 1; page <= 4; page++) {
    const { entries } = await (await admin.get(`/api/admin/audit?page=${page}`, { headers })).json();
    found.push(...entries.filter((e: { targetId: string }) => e.targetId === targetId));
    if (entries.length < 25) break;
  }
  return found; // newest first
}

/** A signed-in editor (content staff, not admin). */
const anEditor = (playwright: Parameters<typeof asAdmin>[0], baseURL: string) => signedInWithRoles(playwright, baseURL, ['customer', 'editor']);

/** The names of the experts in /ourexpert's booking section, in page order. */
async function featuredOnPage(request: APIRequestContext, names: string[]): Promise<string[]> {
  const html = await (await request.get('/ourexpert')).text();
  return names.filter((n) => html.includes(n)).sort((a, b) => html.indexOf(a) - html.indexOf(b));
}

test('an editor chooses and orders the experts on /ourexpert; it shows within seconds and is audited', async ({ playwright, baseURL, request }) => {
  const first = await publishedExpert(playwright, baseURL!);
  const second = await publishedExpert(playwright, baseURL!);
  const editor = await anEditor(playwright, baseURL!);

  const listed = await editor.request.get('/api/admin/featured-experts');
  expect(listed.status()).toBe(200);
  expect(listed.headers()['cache-control']).toBe('private, no-store');
  const { data } = await listed.json();
  expect(data.available).toEqual(expect.arrayContaining([{ slug: first.slug, name: first.name, kind: 'astrologer' }]));

  const saved = await editor.request.put('/api/admin/featured-experts', { headers: editor.headers, data: { slugs: [second.slug, first.slug] } });
  expect(saved.status()).toBe(200);
  const body = await saved.json();
  expect(body.data.featured.map((e: { slug: string }) => e.slug)).toEqual([second.slug, first.slug]);
  expect(body.data.available.map((e: { slug: string }) => e.slug)).not.toContain(first.slug);

  await eventually(async () => expect(await featuredOnPage(request, [first.name, second.name])).toEqual([second.name, first.name]));
  const html = await (await request.get('/ourexpert')).text();
  expect(html).toContain(`/book/astrology-consultation?expert=${first.slug}`);
  // The team stays on the page.
  expect(html).toContain('Vastu Specialists');
  const again = await request.get('/ourexpert');
  expect(again.headers()['cache-control']).toMatch(/^public\b.*\bs-maxage=[1-9]/);

  // Reordered: the page follows.
  expect((await editor.request.put('/api/admin/featured-experts', { headers: editor.headers, data: { slugs: [first.slug, second.slug] } })).status()).toBe(200);
  await eventually(async () => expect(await featuredOnPage(request, [first.name, second.name])).toEqual([first.name, second.name]));

  const admin = await asAdmin(playwright, baseURL!);
  const [latest, previous] = await auditEntries(admin.request, admin.headers, 'ourexpert');
  expect(latest).toMatchObject({ action: 'experts.feature', before: { slugs: [second.slug, first.slug] }, after: { slugs: [first.slug, second.slug] } });
  expect(previous).toMatchObject({ action: 'experts.feature', after: { slugs: [second.slug, first.slug] } });

  // Emptied: only the team is left.
  expect((await editor.request.put('/api/admin/featured-experts', { headers: editor.headers, data: { slugs: [] } })).status()).toBe(200);
  await eventually(async () => expect(await featuredOnPage(request, [first.name, second.name])).toEqual([]));
});

test('only published experts, each once, at most 24: otherwise a clear 400 and nothing changes', async ({ playwright, baseURL }) => {
  const expert = await publishedExpert(playwright, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  expect((await admin.put('/api/admin/featured-experts', { headers, data: { slugs: [expert.slug] } })).status()).toBe(200);

  const cases: [unknown, RegExp][] = [
    [{ slugs: [expert.slug, 'nobody-like-this-zz9'] }, /"nobody-like-this-zz9" is not a published expert/],
    [{ slugs: [expert.slug, expert.slug] }, /only once/],
    [{ slugs: Array.from({ length: 25 }, (_, i) => `expert-${i}`) }, /at most 24/],
    [{ slugs: 'all' }, /list of expert slugs/],
    [{ slugs: ['x'.repeat(121)] }, /at most 120 characters/],
    [{}, /list of expert slugs/],
  ];
  for (const [data, message] of cases) {
    const res = await admin.put('/api/admin/featured-experts', { headers, data });
    expect(res.status(), JSON.stringify(data).slice(0, 60)).toBe(400);
    expect((await res.json()).message).toMatch(message);
  }
  const { data } = await (await admin.get('/api/admin/featured-experts')).json();
  expect(data.featured.map((e: { slug: string }) => e.slug)).toEqual([expert.slug]);
});

test('an unpublished expert leaves /ourexpert at once; an admin publishes them again and they come back', async ({ playwright, baseURL, request }) => {
  const expert = await publishedExpert(playwright, baseURL!);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  expect((await admin.put('/api/admin/featured-experts', { headers, data: { slugs: [expert.slug] } })).status()).toBe(200);
  await eventually(async () => expect(await (await request.get('/ourexpert')).text()).toContain(expert.name));

  expect((await admin.post(`/api/admin/applications/${expert.applicationId}/unpublish`, { headers })).status()).toBe(200);
  await eventually(async () => {
    expect(await (await request.get('/ourexpert')).text()).not.toContain(expert.name);
    expect((await request.get(`/astrologers/${expert.slug}`)).status()).toBe(404);
  });

  const editor = await anEditor(playwright, baseURL!);
  expect((await editor.request.post(`/api/admin/applications/${expert.applicationId}/publish`, { headers: editor.headers })).status()).toBe(403);

  const published = await admin.post(`/api/admin/applications/${expert.applicationId}/publish`, { headers });
  expect(published.status()).toBe(200);
  expect((await published.json()).data).toMatchObject({ status: 'approved', published: { slug: expert.slug, visible: true } });
  await eventually(async () => {
    expect((await request.get(`/astrologers/${expert.slug}`)).status()).toBe(200);
    expect(await (await request.get('/astrologers')).text()).toContain(expert.name);
    // Back in the place the console gave them.
    expect(await (await request.get('/ourexpert')).text()).toContain(expert.name);
  });
  const again = await admin.post(`/api/admin/applications/${expert.applicationId}/publish`, { headers });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('This profile is already published.');

  const profileAudit = (await auditEntries(admin, headers, (await profileIdOf(admin, headers, expert.slug)) ?? '')).map((e) => e.action);
  expect(profileAudit.slice(0, 2)).toEqual(['expert.publish', 'expert.unpublish']);

  expect((await admin.post('/api/admin/applications/00000000-0000-4000-8000-000000000000/publish', { headers })).status()).toBe(404);
  expect((await admin.put('/api/admin/featured-experts', { headers, data: { slugs: [] } })).status()).toBe(200);
});

/** The profile id the audit log names, found from the newest 'expert.publish' entry for this slug. */
async function profileIdOf(admin: APIRequestContext, headers: Headers, slug: string): Promise<string | null> {
  const { entries } = await (await admin.get('/api/admin/audit?page=1', { headers })).json();
  const entry = entries.find((e: { action: string; after: { slug?: string } | null }) => e.action === 'expert.publish' && e.after?.slug === slug);
  return entry?.targetId ?? null;
}
