/** @jest-environment node */
import { isPerItemPage, isTranslated } from '@/lib/i18n/translated';
import { languageAlternates, pageMetadata } from '@/lib/seo';
import { renderMarkdown } from '@/lib/server/markdown';

// An article is written in Hindi or not by its own data; the list pages are written as pages.

test('the blog list pages are translated; an article is translated only when its item says so', () => {
  expect(isTranslated('/blogs')).toBe(true);
  expect(isTranslated('/blogs/page/3')).toBe(true);
  expect(isPerItemPage('/blogs/some-article')).toBe(true);
  expect(isPerItemPage('/blogs')).toBe(false);
  expect(isTranslated('/blogs/some-article')).toBe(false);
  expect(isTranslated('/blogs/some-article', false)).toBe(false);
  expect(isTranslated('/blogs/some-article', true)).toBe(true);
  // A page translated as a whole does not depend on an item.
  expect(isTranslated('/', false)).toBe(true);
});

test("an article's alternates and canonical follow whether it is written in Hindi", () => {
  expect(languageAlternates('/blogs/a', true)).toEqual({ 'en-IN': '/blogs/a', 'hi-IN': '/hi/blogs/a', 'x-default': '/blogs/a' });
  expect(languageAlternates('/blogs/a', false)).toEqual({ 'en-IN': '/blogs/a', 'x-default': '/blogs/a' });
  expect(pageMetadata({ title: 't', description: 'd', path: '/blogs/a', itemWritten: true }, 'hi').alternates?.canonical).toBe('/hi/blogs/a');
  expect(pageMetadata({ title: 't', description: 'd', path: '/blogs/a', itemWritten: false }, 'hi').alternates?.canonical).toBe('/blogs/a');
});

test("an article's links to site pages stay in the page's language; other links are left alone", () => {
  const md = '[कुंडली](/kundli) [home](/) [mail](mailto:a@b.in) [out](https://example.org/x) [admin](/admin/blogs)';
  const hindi = renderMarkdown(md, 'hi');
  expect(hindi).toContain('href="/hi/kundli"');
  expect(hindi).toContain('href="/hi"');
  expect(hindi).toContain('href="mailto:a@b.in"');
  expect(hindi).toContain('href="https://example.org/x"');
  expect(hindi).toContain('href="/admin/blogs"');
  expect(renderMarkdown(md)).toContain('href="/kundli"');
});
