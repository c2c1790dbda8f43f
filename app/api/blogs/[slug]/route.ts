import { blogQuerySchema, blogSlugSchema, type BlogResponse } from '@/lib/contract/content';
import { notFound } from '@/lib/server/errors';
import { json, parseQuery, publicContentCache, route } from '@/lib/server/http/route';
import { getPublishedBlogBySlug, inLanguage } from '@/lib/server/services/blogs';

export const dynamic = 'force-dynamic';

export const GET = route<{ slug: string }>(async (req, { slug }) => {
  const { lang } = parseQuery(req, blogQuerySchema);
  const parsed = blogSlugSchema.safeParse(slug);
  const blog = parsed.success ? await getPublishedBlogBySlug(parsed.data) : null;
  if (!blog) throw notFound('Blog not found');
  const body: BlogResponse = { status: 'success', data: inLanguage(blog, lang) };
  return json(body, 200, publicContentCache);
});
