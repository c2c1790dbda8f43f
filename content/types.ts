// Shapes of the authored seed content. Pure data types: no imports, usable anywhere.

export type ExpertType = 'vastu' | 'astrology' | 'numerology' | 'kundli';

export interface Expert {
  name: string;
  title: string;
  description: string;
  /** Public path, e.g. /images/experts/aarav-sharma.webp */
  image: string;
  type: ExpertType;
  phone: string;
  chatLink: string;
}

export interface SampleAstrologer {
  name: string;
  expertise: string;
  /** 0..5, one decimal */
  rating: number;
  image: string;
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
