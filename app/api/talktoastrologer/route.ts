import { astrologerApplicationSchema, type AstrologerApplicationResponse } from '@/lib/contract/expert-profile';
import { HttpError } from '@/lib/server/errors';
import { json, parseMultipart, requireUser, route } from '@/lib/server/http/route';
import { assertExpert, submitAstrologerApplication } from '@/lib/server/services/expert-applications';

export const dynamic = 'force-dynamic';

/** Astrologer profile application (SPEC 2.23, 7): multipart, lists and objects as JSON text. */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  assertExpert(user);
  const { fields, file } = await parseMultipart(req, ['image', 'file']);
  const application = astrologerApplicationSchema.parse(fields);
  if (!file) throw new HttpError(400, 'Profile image is required.');
  const { url } = await submitAstrologerApplication(user, application, file);
  const body: AstrologerApplicationResponse = { status: 'success', message: 'Astrologer profile created successfully.', name: application.name, file: url };
  return json(body, 201);
});
