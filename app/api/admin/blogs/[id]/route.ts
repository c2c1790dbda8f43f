import { adminBlogPatchSchema, type AdminBlogResponse } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { getBlogForAdmin, updateBlog } from '@/lib/server/services/blog-editing';

export const dynamic = 'force-dynamic';

type Params = { id: string };
const PRIVATE = { 'Cache-Control': 'private, no-store' };
const NO_SUCH_ARTICLE = 'No article has this id.';

/** One article, whatever its status, for the editor. */
export const GET = route<Params>(async (_req, { id }) => {
  await requireStaff(CONTENT_STAFF);
  const body: AdminBlogResponse = { data: await getBlogForAdmin(id) };
  return json(body, 200, PRIVATE);
}, { ids: { id: NO_SUCH_ARTICLE } });

/** Changes any of the article's fields (publishing is `{status: "published"}`); a slug in use is a 409. */
export const PATCH = route<Params>(async (req, { id }) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const patch = parseWith(await readJsonObject(req), adminBlogPatchSchema);
  const body: AdminBlogResponse = { data: await updateBlog(actor, id, patch) };
  return json(body, 200, PRIVATE);
}, { ids: { id: NO_SUCH_ARTICLE } });
