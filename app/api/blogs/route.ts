import { blogListQuerySchema, type BlogListResponse } from '@/lib/contract/content';
import { json, parseQuery, route, sharedContentCache } from '@/lib/server/http/route';
import { getPublishedBlogs } from '@/lib/server/services/blogs';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const { page, limit, lang } = parseQuery(req, blogListQuerySchema);
  const data = await getPublishedBlogs(page, limit, lang);
  const body: BlogListResponse = { status: 'success', data };
  return json(body, 200, sharedContentCache);
});
