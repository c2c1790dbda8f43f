// Shapes of the authored seed content. Pure data types: type imports only, usable anywhere.

import type { WeeklyHours } from '../lib/experts/hours';

export type ExpertType = 'vastu' | 'astrology' | 'numerology' | 'kundli';

/** One of the business's own consultants (content/team.ts). */
export interface TeamMember {
  /** Stable kebab-case key: the portrait's file name and the anchor on /ourexpert. */
  slug: string;
  name: string;
  role: string;
  type: ExpertType;
  experienceYears: number;
  languages: string[];
  /** Two sentences in plain language. */
  bio: string;
  /** What the portrait shows, for people who cannot see it. */
  portraitAlt: string;
  /** When the member takes consultations, India time (lib/experts/hours.ts). */
  hours: WeeklyHours;
  /** The slugs of the catalogue's services (lib/consultations/services.ts) the member takes: services of their kind. */
  services: readonly string[];
}

export interface FaqItem {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export interface FaqCategory {
  category: string;
  items: FaqItem[];
}

export interface VastuTipSeed {
  /** Stable kebab-case key, used as the seed identity. */
  key: string;
  title: string;
  description: string;
  /** Public path of the image, e.g. /images/tips/<key>.webp */
  fileUrl: string;
  /** Public path of the narration, e.g. /audio/tips/<key>.mp3 */
  audioUrl: string;
  /** The title and description in Hindi, and their narration (/audio/tips/hi/<key>.mp3, scripts/generate-tip-audio-hi.mjs). */
  titleHi: string;
  descriptionHi: string;
  audioUrlHi: string;
}

export interface ServicePageContent {
  slug: 'home-vastu' | 'business-vastu' | 'astrology-consultation' | 'personality-reports';
  title: string;
  /** One sentence for meta description and the listing card. */
  summary: string;
  intro: string;
  /** Sections of the page body. */
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
}
