import { expect, test, type APIRequestContext } from '@playwright/test';
import { asAdmin } from '../support/admin';
import { article } from '../support/admin-content';

// Articles in Hindi (issue 26): ?lang=hi gives an article's Hindi version where it has one and says
// which language came back; no lang gives exactly the English answer as before; the console edits
// the Hindi beside the English and the audit log records it.

type Headers = Record<string, string>;
const DEVANAGARI = /[\u0900-\u097F]/;
/** A seed article written in Hindi (content/blogs/hi). */
const HINDI_SEED = 'understanding-your-kundli';

/** Polls `read` until it passes: the public answers follow a change within seconds. */
async function eventually(read: () => Promise<void>): Promise<void> {
  await expect(async () => read()).toPass({ timeout: 5_000, intervals: [100, 250, 500] });
}

const hindi = (id: string) => ({
  titleHi: `पढ़ाई के कमरे का वास्तु ${id}`,
  metaDescriptionHi: 'मेज़, रोशनी और किताबें कहाँ रखें।',
  contentHi: '## मेज़\n\nपढ़ते समय **पूर्व** की ओर मुख रखें। [कुंडली बनाएँ](/kundli)',
});

async function publishedArticle(admin: APIRequestContext, headers: Headers, overrides: Record<string, unknown> = {}) {
  const input = article({ status: 'published', ...overrides });
  const res = await admin.post('/api/admin/blogs', { headers, data: input });
  expect(res.status()).toBe(201);
  return { input, blog: (await res.json()).data as { _id: string; slug: string; hi: unknown } };
}

async function auditEntries(admin: APIRequestContext, headers: Headers, targetId: string) {
  const found: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] = [];
  for (let page = 1; page <= 4; page++) {
    const { entries } = (await (await admin.get(`/api/admin/audit?page=${page}`, { headers })).json()) as { entries: (typeof found[number] & { targetId: string })[] };
    found.push(...entries.filter((e) => e.targetId === targetId));
    if (entries.length < 25) break;
  }
  return found;
}

test.describe('GET /api/blogs?lang=hi', () => {
  test('a seed article comes back in Hindi with ?lang=hi, and exactly as before without it', async ({ request }) => {
    const english = await request.get(`/api/blogs/${HINDI_SEED}`);
    expect(english.status()).toBe(200);
    const en = (await english.json()).data;
    expect(en).not.toHaveProperty('language');
    expect(en).not.toHaveProperty('hi');
    expect(en.title).toBe('Understanding Your Kundli: Lagna, Houses and the Nine Grahas');
    expect((await (await request.get(`/api/blogs/${HINDI_SEED}?lang=en`)).json()).data).toEqual(en);

    const res = await request.get(`/api/blogs/${HINDI_SEED}?lang=hi`);
    expect(res.status()).toBe(200);
    const hi = (await res.json()).data;
    expect(hi.language).toBe('hi');
    expect(hi.title).toBe('अपनी कुंडली को समझें: लग्न, बारह भाव और नवग्रह');
    expect(hi.metaDescription).toMatch(DEVANAGARI);
    expect(hi.content).toContain('## नवग्रह');
    // Everything that is not a text stays the article's own.
    expect({ ...hi, title: en.title, metaDescription: en.metaDescription, content: en.content, language: undefined }).toEqual({ ...en, language: undefined });
  });

  test('the list gives Hindi titles and summaries where written, English elsewhere, and says which', async ({ request }) => {
    const english = (await (await request.get('/api/blogs?limit=50')).json()).data;
    const res = await request.get('/api/blogs?limit=50&lang=hi');
    expect(res.status()).toBe(200);
    const { data } = await res.json();
    expect(data.total).toBe(english.total);
    for (const blog of english.blogs) expect(blog).not.toHaveProperty('language');
    const seed = data.blogs.find((b: { slug: string }) => b.slug === HINDI_SEED);
    expect(seed).toMatchObject({ language: 'hi', title: 'अपनी कुंडली को समझें: लग्न, बारह भाव और नवग्रह' });
    expect(seed.summary).toMatch(DEVANAGARI);
    for (const blog of data.blogs) {
      expect(['en', 'hi']).toContain(blog.language);
      const same = english.blogs.find((b: { slug: string }) => b.slug === blog.slug);
      if (blog.language === 'en') expect(blog.title).toBe(same.title);
      else expect(blog.title).toMatch(DEVANAGARI);
    }
  });

  test('an article with no Hindi falls back to English with language "en"', async ({ playwright, baseURL, request }) => {
    const { request: admin, headers } = await asAdmin(playwright, baseURL!);
    const { input } = await publishedArticle(admin, headers);
    await eventually(async () => expect((await request.get(`/api/blogs/${input.slug}?lang=hi`)).status()).toBe(200));
    const { data } = await (await request.get(`/api/blogs/${input.slug}?lang=hi`)).json();
    expect(data).toMatchObject({ language: 'en', title: input.title, metaDescription: input.metaDescription });
  });

  for (const lang of ['fr', 'HI', 'hi-IN', 'x'.repeat(20)]) {
    test(`?lang=${lang.slice(0, 8)} is refused with a 400 that says why`, async ({ request }) => {
      for (const path of ['/api/blogs', `/api/blogs/${HINDI_SEED}`]) {
        const res = await request.get(`${path}?lang=${lang}`);
        expect(res.status()).toBe(400);
        expect((await res.json()).message).toMatch(/lang/);
      }
    });
  }
});

test.describe('admin: an article\'s Hindi version', () => {
  test('is created, edited and cleared beside the English; each change is audited and shows publicly', async ({ playwright, baseURL, request }) => {
    const { request: admin, headers } = await asAdmin(playwright, baseURL!);
    const id = `${Date.now()}`;
    const { input, blog } = await publishedArticle(admin, headers, hindi(id));
    expect(blog.hi).toEqual({ title: `पढ़ाई के कमरे का वास्तु ${id}`, metaDescription: 'मेज़, रोशनी और किताबें कहाँ रखें।', content: hindi(id).contentHi });
    await eventually(async () => {
      const { data } = await (await request.get(`/api/blogs/${input.slug}?lang=hi`)).json();
      expect(data).toMatchObject({ language: 'hi', title: `पढ़ाई के कमरे का वास्तु ${id}` });
    });
    // The English answer is untouched by the Hindi version.
    const { data: en } = await (await request.get(`/api/blogs/${input.slug}`)).json();
    expect(en.title).toBe(input.title);

    // The Hindi page, once cached, is dropped with the edit: it shows the new heading within seconds.
    await eventually(async () => expect(await (await request.get(`/hi/blogs/${input.slug}`)).text()).toContain(`पढ़ाई के कमरे का वास्तु ${id}</h1>`));
    const edited = await admin.patch(`/api/admin/blogs/${blog._id}`, { headers, data: { titleHi: 'नया शीर्षक' } });
    expect(edited.status()).toBe(200);
    expect((await edited.json()).data.hi.title).toBe('नया शीर्षक');
    await eventually(async () => expect((await (await request.get(`/api/blogs/${input.slug}?lang=hi`)).json()).data.title).toBe('नया शीर्षक'));
    await eventually(async () => expect(await (await request.get(`/hi/blogs/${input.slug}`)).text()).toContain('नया शीर्षक</h1>'));

    const cleared = await admin.patch(`/api/admin/blogs/${blog._id}`, { headers, data: { titleHi: null, metaDescriptionHi: '', contentHi: null } });
    expect(cleared.status()).toBe(200);
    expect((await cleared.json()).data.hi).toBeNull();
    await eventually(async () => expect((await (await request.get(`/api/blogs/${input.slug}?lang=hi`)).json()).data).toMatchObject({ language: 'en', title: input.title }));

    const entries = await auditEntries(admin, headers, blog._id);
    const created = entries.find((e) => e.action === 'blog.create');
    expect(created?.after).toMatchObject({ titleHi: `पढ़ाई के कमरे का वास्तु ${id}`, contentHiLength: hindi(id).contentHi.length });
    const updates = entries.filter((e) => e.action === 'blog.update');
    expect(updates.map((e) => e.after?.titleHi)).toEqual(expect.arrayContaining(['नया शीर्षक', null]));
    expect(updates.find((e) => e.after?.titleHi === 'नया शीर्षक')?.before).toMatchObject({ titleHi: `पढ़ाई के कमरे का वास्तु ${id}` });
  });

  test('a Hindi heading without Hindi text (or the reverse) is refused, and the English limits apply', async ({ playwright, baseURL }) => {
    const { request: admin, headers } = await asAdmin(playwright, baseURL!);
    const titleOnly = await admin.post('/api/admin/blogs', { headers, data: article({ titleHi: 'केवल शीर्षक' }) });
    expect(titleOnly.status()).toBe(400);
    expect((await titleOnly.json()).message).toBe('Write both the Hindi heading and the Hindi text, or leave both empty.');

    const { blog } = await publishedArticle(admin, headers, hindi('half'));
    const half = await admin.patch(`/api/admin/blogs/${blog._id}`, { headers, data: { contentHi: '' } });
    expect(half.status()).toBe(400);

    const tooLong = await admin.post('/api/admin/blogs', { headers, data: article({ ...hindi('long'), titleHi: 'क'.repeat(201) }) });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).message).toBe('Hindi heading must be at most 200 characters.');
    const notText = await admin.post('/api/admin/blogs', { headers, data: article({ ...hindi('n'), contentHi: 42 }) });
    expect(notText.status()).toBe(400);
  });
});
