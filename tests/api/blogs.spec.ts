import { expect, test } from '@playwright/test';

type BlogList = {
  status: string;
  data: { blogs: Record<string, unknown>[]; totalPages: number; currentPage: number; total: number };
};

test.describe('GET /api/blogs', () => {
  test('lists published blogs newest first in the contract shape', async ({ request }) => {
    const res = await request.get('/api/blogs?status=published&page=1&limit=6');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as BlogList;
    expect(body.status).toBe('success');
    expect(body.data.currentPage).toBe(1);
    expect(body.data.blogs).toHaveLength(6);
    expect(body.data.total).toBeGreaterThanOrEqual(12);
    expect(body.data.totalPages).toBe(Math.ceil(body.data.total / 6));
    for (const blog of body.data.blogs) {
      expect(blog).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          title: expect.any(String),
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          metaDescription: expect.any(String),
          author: expect.any(String),
          category: expect.any(String),
          createdAt: expect.any(String),
          status: 'published',
        }),
      );
    }
    const dates = body.data.blogs.map((b) => Date.parse(b.createdAt as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('list items carry a summary, not the article: the text is at GET /api/blogs/{slug}', async ({ request }) => {
    const body = (await (await request.get('/api/blogs?limit=50')).json()) as BlogList;
    expect(body.data.blogs.length).toBeGreaterThan(0);
    for (const blog of body.data.blogs) {
      expect(blog).not.toHaveProperty('content');
      const summary = blog.summary as string;
      expect(summary.length).toBeGreaterThan(0);
      // The editor's meta description, or else the start of the text.
      if (blog.metaDescription) expect(summary).toBe(blog.metaDescription);
      else expect(summary.length).toBeLessThanOrEqual(200);
    }
    const { data } = await (await request.get(`/api/blogs/${body.data.blogs[0]!.slug}`)).json();
    expect(data.content).toEqual(expect.any(String));
    expect(data.content.length).toBeGreaterThan(body.data.blogs[0]!.summary!.toString().length);
  });

  test('pages do not overlap and together list every blog once', async ({ request }) => {
    const first = (await (await request.get('/api/blogs?page=1&limit=9')).json()) as BlogList;
    const slugs = new Set<string>();
    for (let page = 1; page <= first.data.totalPages; page++) {
      const body = (await (await request.get(`/api/blogs?status=published&page=${page}&limit=9`)).json()) as BlogList;
      expect(body.data.currentPage).toBe(page);
      for (const b of body.data.blogs) slugs.add(b.slug as string);
    }
    expect(slugs.size).toBe(first.data.total);
  });

  test('defaults to page 1 and 9 per page', async ({ request }) => {
    const body = (await (await request.get('/api/blogs')).json()) as BlogList;
    expect(body.data.currentPage).toBe(1);
    expect(body.data.blogs.length).toBe(Math.min(9, body.data.total));
  });

  test('clamps a page past the end to the last page', async ({ request }) => {
    const body = (await (await request.get('/api/blogs?page=999&limit=9')).json()) as BlogList;
    expect(body.data.currentPage).toBe(body.data.totalPages);
    expect(body.data.blogs.length).toBeGreaterThan(0);
  });

  for (const [query, param] of [
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
  ] as const) {
    test(`rejects ${query} with a 400 naming ${param}`, async ({ request }) => {
      const res = await request.get(`/api/blogs?${query}`);
      expect(res.status()).toBe(400);
      const body = await res.json();
      expect(body.message).toContain(param);
    });
  }

  test('caps a large limit at 50 per page', async ({ request }) => {
    const res = await request.get('/api/blogs?limit=5000');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as BlogList;
    expect(body.data.blogs.length).toBe(Math.min(50, body.data.total));
    expect(body.data.totalPages).toBe(Math.ceil(body.data.total / 50));
  });

  test('refuses to list drafts', async ({ request }) => {
    const res = await request.get('/api/blogs?status=draft');
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/published/);
  });
});

test.describe('GET /api/blogs/{slug}', () => {
  test('returns one published blog with its Markdown content', async ({ request }) => {
    const res = await request.get('/api/blogs/vastu-for-main-entrance');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual(
      expect.objectContaining({
        slug: 'vastu-for-main-entrance',
        title: expect.stringContaining('Main Entrance'),
        category: 'Vastu',
        coverImage: '/images/blogs/vastu-for-main-entrance.webp',
        status: 'published',
      }),
    );
    expect(body.data.content).toMatch(/^## /m);
  });

  test('answers 404 for an unknown or malformed slug', async ({ request }) => {
    for (const slug of ['no-such-article', 'Bad%20Slug', '..%2F..%2Fetc']) {
      const res = await request.get(`/api/blogs/${slug}`);
      expect(res.status(), slug).toBe(404);
      expect((await res.json()).message).toBe('Blog not found');
    }
  });
});
