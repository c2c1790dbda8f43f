import { blogSlugSchema, type BlogResponse } from '@/lib/contract/content';
import { notFound } from '@/lib/server/errors';
import { json, publicContentCache, route } from '@/lib/server/http/route';
import { getPublishedBlogBySlug } from '@/lib/server/services/blogs';

export const dynamic = 'force-dynamic';

export const GET = route<{ slug: string }>(async (_req, { slug }) => {
  const parsed = blogSlugSchema.safeParse(slug);
  const blog = parsed.success ? await getPublishedBlogBySlug(parsed.data) : null;
  if (!blog) throw notFound('Blog not found');
  const body: BlogResponse = { status: 'success', data: blog };
  return json(body, 200, publicContentCache);
});
