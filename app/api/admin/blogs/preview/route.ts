import { blogPreviewSchema, type BlogPreviewResponse } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { previewBlog } from '@/lib/server/services/blog-editing';

export const dynamic = 'force-dynamic';

/** The article's Markdown as the public page will show it: the same renderer and sanitiser. */
export const POST = route(async (req) => {
  await requireStaff(CONTENT_STAFF);
  const { content } = parseWith(await readJsonObject(req), blogPreviewSchema);
  const body: BlogPreviewResponse = { html: previewBlog(content) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
