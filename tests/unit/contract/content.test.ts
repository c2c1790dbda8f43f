/** @jest-environment node */
import {
  appVersionRequestSchema,
  BLOG_LIST_MAX_LIMIT,
  BLOG_LIST_PAGE_SIZE,
  blogListQuerySchema,
  blogSlugSchema,
} from '@/lib/contract/content';

function firstError(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues[0]!;
}

describe('blogListQuerySchema', () => {
  it('defaults to page 1 and the page size of 9 when nothing is given', () => {
    expect(BLOG_LIST_PAGE_SIZE).toBe(9);
    const parsed = blogListQuerySchema.parse({});
    expect(parsed.page).toBe(1);
    expect(parsed.limit).toBe(9);
  });

  it('treats empty page and limit parameters as absent', () => {
    expect(blogListQuerySchema.parse({ page: '', limit: '' })).toMatchObject({ page: 1, limit: 9 });
  });

  it('accepts status=published and turns page and limit into numbers', () => {
    const parsed = blogListQuerySchema.parse({ status: 'published', page: '3', limit: '6' });
    expect(parsed).toEqual({ status: 'published', page: 3, limit: 6 });
  });

  it('accepts the maximum limit of 50', () => {
    expect(BLOG_LIST_MAX_LIMIT).toBe(50);
    expect(blogListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
  });

  it('rejects status=draft: drafts are never listed publicly', () => {
    const issue = firstError(blogListQuerySchema.safeParse({ status: 'draft' }));
    expect(issue.path).toEqual(['status']);
    expect(issue.message).toMatch(/published/);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', ' '])('rejects page=%j with a message naming the parameter', (page) => {
    const issue = firstError(blogListQuerySchema.safeParse({ page }));
    expect(issue.path).toEqual(['page']);
    expect(issue.message).toBe('page must be a whole number of 1 or more.');
  });

  it.each(['51', '1000', '999999999'])('caps limit=%j at 50', (limit) => {
    expect(blogListQuerySchema.parse({ limit }).limit).toBe(50);
  });

  it.each(['0', '-3', 'ten', '2.5'])('rejects limit=%j with a message naming the parameter', (limit) => {
    const issue = firstError(blogListQuerySchema.safeParse({ limit }));
    expect(issue.path).toEqual(['limit']);
    expect(issue.message).toBe('limit must be a whole number of 1 or more.');
  });

  it('rejects a page number too long to be a real page', () => {
    expect(blogListQuerySchema.safeParse({ page: '12345678901' }).success).toBe(false);
  });
});

describe('blogSlugSchema', () => {
  it.each(['vastu-bedroom-sleep', 'what-is-a-nakshatra', 'a1', 'x'])('accepts the kebab-case slug %j', (slug) => {
    expect(blogSlugSchema.parse(slug)).toBe(slug);
  });

  it.each(['', 'Vastu-Bedroom', 'double--dash', '-leading', 'trailing-', 'has space', '../etc/passwd', 'slug_with_underscore', 'a'.repeat(201)])(
    'rejects %j',
    (slug) => {
      expect(blogSlugSchema.safeParse(slug).success).toBe(false);
    },
  );

  it("answers a malformed slug with 'Blog not found'", () => {
    expect(firstError(blogSlugSchema.safeParse('Not A Slug')).message).toBe('Blog not found');
  });
});

describe('appVersionRequestSchema', () => {
  it('accepts an app name and trims it', () => {
    expect(appVersionRequestSchema.parse({ appName: '  astrologer ' })).toEqual({ appName: 'astrologer' });
  });

  it('requires appName', () => {
    const issue = firstError(appVersionRequestSchema.safeParse({}));
    expect(issue.path).toEqual(['appName']);
    expect(issue.message).toBe('appName is required.');
  });

  it('rejects a non-string appName as missing', () => {
    expect(firstError(appVersionRequestSchema.safeParse({ appName: 42 })).message).toBe('appName is required.');
  });

  it.each(['', '   '])('rejects the empty appName %j', (appName) => {
    expect(firstError(appVersionRequestSchema.safeParse({ appName })).message).toBe('appName is required.');
  });

  it('accepts 64 characters and rejects 65', () => {
    expect(appVersionRequestSchema.safeParse({ appName: 'a'.repeat(64) }).success).toBe(true);
    expect(firstError(appVersionRequestSchema.safeParse({ appName: 'a'.repeat(65) })).message).toBe('appName is too long.');
  });
});
