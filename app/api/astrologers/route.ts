import { vastuAstrologerApplicationSchema, type VastuApplicationResponse } from '@/lib/contract/expert-profile';
import { expertApplicationRoute } from '@/lib/server/http/expert-application-route';
import { submitVastuApplication } from '@/lib/server/services/expert-applications';

export const dynamic = 'force-dynamic';

/** Vastu astrologer profile application (SPEC 2.24, 7). */
export const POST = expertApplicationRoute({
  schema: vastuAstrologerApplicationSchema,
  submit: submitVastuApplication,
  reply: (_application, file): VastuApplicationResponse => ({ status: true, message: 'Vastu Astrologer profile created successfully.', file }),
});
