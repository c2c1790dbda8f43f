import { adminBlogSchema, adminPageQuerySchema, type AdminBlogList, type AdminBlogResponse } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { createBlog, listBlogsForAdmin } from '@/lib/server/services/blog-editing';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Every article, drafts included, most recently changed first, 25 a page (`?page=N`). Editors and admins. */
export const GET = route(async (req) => {
  await requireStaff(CONTENT_STAFF);
  const { page } = parseQuery(req, adminPageQuerySchema);
  const body: AdminBlogList = await listBlogsForAdmin(page);
  return json(body, 200, PRIVATE);
});

/** A new article; a slug already in use is a 409. */
export const POST = route(async (req) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const input = parseWith(await readJsonObject(req), adminBlogSchema);
  const body: AdminBlogResponse = { data: await createBlog(actor, input) };
  return json(body, 201, PRIVATE);
});
