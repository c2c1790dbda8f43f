import { astrologerApplicationSchema, type AstrologerApplicationResponse } from '@/lib/contract/expert-profile';
import { expertApplicationRoute } from '@/lib/server/http/expert-application-route';
import { submitAstrologerApplication } from '@/lib/server/services/expert-applications';

export const dynamic = 'force-dynamic';

/** Astrologer profile application (SPEC 2.23, 7): multipart, lists and objects as JSON text. */
export const POST = expertApplicationRoute({
  schema: astrologerApplicationSchema,
  submit: submitAstrologerApplication,
  reply: (application, file): AstrologerApplicationResponse => ({ status: 'success', message: 'Astrologer profile created successfully.', name: application.name, file }),
});
