import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, parseMultipart, route } from '@/lib/server/http/route';
import { uploadBlogCover } from '@/lib/server/services/blog-editing';

export const dynamic = 'force-dynamic';

/** An image for content (a blog's cover): multipart field `image`, JPEG, PNG or WebP by its bytes, at most 5 MB. */
export const POST = route(async (req) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const { file } = await parseMultipart(req, ['image']);
  if (!file) throw new HttpError(400, 'Choose an image to upload.');
  return json(await uploadBlogCover(actor, file), 201, { 'Cache-Control': 'private, no-store' });
});
