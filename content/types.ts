// Shapes of the authored seed content. Pure data types: type imports only, usable anywhere.

import type { WeeklyHours } from '../lib/experts/hours';

export type ExpertType = 'vastu' | 'astrology' | 'numerology' | 'kundli';

/** What a page says of a team member in words: their name as written, role, bio and portrait's description. */
export interface TeamMemberText {
  name: string;
  role: string;
  /** Two sentences in plain language. */
  bio: string;
  /** What the portrait shows, for people who cannot see it. */
  portraitAlt: string;
}

/** One of the business's own consultants (content/team.ts). */
export interface TeamMember extends TeamMemberText {
  /** Stable kebab-case key: the portrait's file name and the anchor on /ourexpert. */
  slug: string;
  type: ExpertType;
  experienceYears: number;
  /** In English, as the directory filters them; a page shows them in its language (Experts.words). */
  languages: string[];
  /** The same texts written in Hindi, for the Hindi pages (the name in Devanagari). */
  hi: TeamMemberText;
  /** When the member takes consultations, India time (lib/experts/hours.ts). */
  hours: WeeklyHours;
  /** The slugs of the catalogue's services (lib/consultations/services.ts) the member takes: services of their kind. */
  services: readonly string[];
}

/** A question and its answer in one language, as a page shows it. */
export interface FaqItem {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

/** A group of questions in one language, as a page shows it. */
export interface FaqCategory {
  category: string;
  items: FaqItem[];
}

/** An authored FAQ: the English text and, required, its Hindi version (a missing one does not compile). */
export interface BilingualFaqItem extends FaqItem {
  hi: FaqItem;
}

/** An authored FAQ group: the English heading, its Hindi heading and the questions in both languages. */
export interface BilingualFaqCategory extends FaqCategory {
  categoryHi: string;
  items: BilingualFaqItem[];
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

/** The words of a page under /services in one language. */
export interface ServicePageText {
  title: string;
  /** One sentence for meta description and the listing card. */
  summary: string;
  intro: string;
  /** Sections of the page body. */
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
}

/** A page under /services: the English text and, required, its Hindi version (a missing one does not compile). */
export interface ServicePageContent extends ServicePageText {
  slug: 'home-vastu' | 'business-vastu' | 'astrology-consultation' | 'personality-reports';
  hi: ServicePageText;
}
