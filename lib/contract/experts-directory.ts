import { EXPERTS, type ExpertKind } from '../experts';
import type { WeeklyAvailability } from './expert-profile';

// The public directory of approved experts (/astrologers): what a page shows of one expert.
// Made from a reviewed application by lib/server/services/expert-directory.ts.

export interface PublicExpert {
  slug: string;
  kind: ExpertKind;
  name: string;
  imageUrl: string | null;
  bio: string;
  /** Expertise of an astrologer, skills of a Vastu astrologer. */
  expertise: string[];
  languages: string[];
  experienceYears: number;
  /** Rupees per minute (astrologers). */
  fees: { chat: number; call: number; video: number } | null;
  /** Rupees per consultation (Vastu astrologers). */
  consultationCharge: number | null;
  availability: WeeklyAvailability;
  updatedAt: string;
}

export interface DirectoryFilters {
  kind?: ExpertKind;
  language?: string;
  expertise?: string;
}

/** The query parameter of a booking page that names the chosen expert. */
export const EXPERT_QUERY_PARAM = 'expert';

/** The booking page of a consultation with this expert: their kind's service, the expert named. */
export function bookingPathFor(slug: string, kind: ExpertKind): string {
  return `/book/${EXPERTS[kind].bookingService}?${EXPERT_QUERY_PARAM}=${encodeURIComponent(slug)}`;
}
