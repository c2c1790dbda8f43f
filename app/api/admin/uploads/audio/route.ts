import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, parseMultipart, route } from '@/lib/server/http/route';
import { uploadContentAudio } from '@/lib/server/services/content-editing';

export const dynamic = 'force-dynamic';

/** Audio for content (a Vastu tip's narration): multipart field `audio`, MP3, M4A or OGG by its bytes, at most 5 MB. */
export const POST = route(async (req) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const { file } = await parseMultipart(req, ['audio']);
  if (!file) throw new HttpError(400, 'Choose an audio file to upload.');
  return json(await uploadContentAudio(actor, file), 201, { 'Cache-Control': 'private, no-store' });
});
