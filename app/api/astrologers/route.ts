import { vastuAstrologerApplicationSchema, type VastuApplicationResponse } from '@/lib/contract/expert-profile';
import { HttpError } from '@/lib/server/errors';
import { json, parseMultipart, requireUser, route } from '@/lib/server/http/route';
import { assertExpert, submitVastuApplication } from '@/lib/server/services/expert-applications';

export const dynamic = 'force-dynamic';

/** Vastu astrologer profile application (SPEC 2.24, 7). */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  assertExpert(user);
  const { fields, file } = await parseMultipart(req, ['image', 'file']);
  const application = vastuAstrologerApplicationSchema.parse(fields);
  if (!file) throw new HttpError(400, 'Profile image is required');
  const { url } = await submitVastuApplication(user, application, file);
  return json({ status: true, message: 'Vastu Astrologer profile created successfully.', file: url } satisfies VastuApplicationResponse & { file: string }, 201);
});
