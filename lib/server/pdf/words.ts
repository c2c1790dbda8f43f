import 'server-only';
import { astroWords } from '@/components/kundli/kundli-words';
import { AYANAMSA_NAMES } from '@/lib/astro/ayanamsas/names';
import type { Ayanamsa } from '@/lib/astro';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';

/** The language a report is written in: the language of the page that links to it. */
export type ReportLanguage = Locale;

/**
 * A report's words in its language: its own labels and sentences (the Pdf catalogue, read on the server only), the
 * engine's names (signs, grahas, nakshatras … from lib/astro/hindi.ts through astroWords), and `fill` for a text's
 * placeholders. English reads exactly as the reports always did.
 */
export function reportWords(lang: ReportLanguage) {
  return { lang, t: catalogue(lang).Pdf, astro: astroWords(lang), fill, ayanamsa: (name: Ayanamsa) => (lang === 'hi' ? AYANAMSA_NAMES_HI : AYANAMSA_NAMES)[name] };
}

// The ayanamsas as Hindi panchangs name them. Its place is beside AYANAMSA_NAMES (lib/astro/ayanamsas/names.ts),
// which this part of the work does not edit: move it there when lib/astro's Hindi lands.
const AYANAMSA_NAMES_HI: Readonly<Record<Ayanamsa, string>> = {
  lahiri: 'लाहिड़ी (चित्रपक्ष)',
  kp: 'कृष्णमूर्ति (KP)',
  raman: 'बी. वी. रमन',
  'true-chitra': 'सत्य चित्रपक्ष',
};

export type ReportWords = ReturnType<typeof reportWords>;
