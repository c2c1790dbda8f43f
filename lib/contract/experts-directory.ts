import { EXPERTS, type DirectoryEntry, type ExpertKind, type WeeklyHours } from '../experts';
import type { ExpertServiceData } from './experts';
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
  availability: WeeklyAvailability;
  updatedAt: string;
}

/**
 * One expert of the one list as the public pages show them (/ourexpert, /astrologers, a profile):
 * who they are, what they offer at the price charged, and when they are next free. Per-minute
 * fees of an application are never here: calls and chats by the minute belong to the app.
 */
export interface DirectoryExpert extends DirectoryEntry {
  source: 'team' | 'approved';
  /** A team member's role, else the kind's label. */
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  bio: string;
  experienceYears: number;
  /** The expert's profile page. */
  path: string;
  /** What the expert offers, each at the price charged and with its length. */
  services: ExpertServiceData[];
  /** The service a card's price, next free time and Book button are about (the kind's usual booking). */
  mainService: ExpertServiceData | null;
  hours: WeeklyHours;
}

/** The query parameter of a booking page that names the chosen expert. */
export const EXPERT_QUERY_PARAM = 'expert';

/** The booking page of a service with this expert (by default their kind's usual consultation), the expert named. */
export function bookingPathFor(slug: string, kind: ExpertKind, service: string = EXPERTS[kind].bookingService): string {
  return `/book/${service}?${EXPERT_QUERY_PARAM}=${encodeURIComponent(slug)}`;
}
