// The traditional bands of a Guna Milan total out of 36, and how a total is written. Small and
// pure, so the result page's browser code can use it without the koota tables.

import type { DisplayLanguage } from './format';

export type VerdictBand = 'not-recommended' | 'average' | 'good' | 'excellent';

/** The traditional minimum: 18 of 36 gunas or more is generally accepted. */
export const GUNA_MINIMUM = 18;

/** A band's short name and range, shown beside the total ("Average (18 to 24.5)"). */
export const VERDICT_BAND_LABELS: Readonly<Record<VerdictBand, string>> = {
  'not-recommended': 'Below 18: not traditionally recommended',
  average: 'Average (18 to 24.5)',
  good: 'Good (25 to 32.5)',
  excellent: 'Excellent (33 or more)',
};

/** Traditional bands: below 18 not recommended, 18–24.5 average, 25–32.5 good, 33 and above excellent. */
export function verdictBand(total: number): VerdictBand {
  if (total < GUNA_MINIMUM) return 'not-recommended';
  if (total < 25) return 'average';
  if (total < 33) return 'good';
  return 'excellent';
}

/**
 * The short summary of each band, in each language. It does not repeat the total, which the page
 * shows next to it ("20 of 36 gunas. Average match. …").
 */
const VERDICTS: Readonly<Record<DisplayLanguage, Readonly<Record<VerdictBand, string>>>> = {
  en: {
    excellent: 'Excellent match. Traditional Guna Milan finds the two Moon charts very well suited to each other.',
    good: 'Good match. Traditionally a favourable pairing, with most areas in agreement.',
    average: 'Average match. This meets the traditional minimum of 18 gunas; some areas may need understanding and care.',
    'not-recommended': 'Below the traditional minimum of 18 gunas, so Guna Milan alone does not traditionally recommend this match. It is only one part of matching: a fuller reading of both charts is advisable before drawing conclusions.',
  },
  hi: {
    excellent: 'उत्तम मिलान। पारंपरिक गुण मिलान के अनुसार दोनों की चंद्र कुंडलियाँ एक-दूसरे के लिए बहुत अनुकूल हैं।',
    good: 'अच्छा मिलान। परंपरा से यह एक शुभ जोड़ी है, ज़्यादातर बातों में तालमेल है।',
    average: 'मध्यम मिलान। यह 18 गुणों की पारंपरिक न्यूनतम सीमा पूरी करता है; कुछ बातों में आपसी समझ और ध्यान की ज़रूरत पड़ सकती है।',
    'not-recommended': 'गुण 18 की पारंपरिक न्यूनतम सीमा से कम हैं, इसलिए केवल गुण मिलान के आधार पर परंपरा इस संबंध की अनुशंसा नहीं करती। पर यह मिलान का एक ही हिस्सा है: कोई निष्कर्ष निकालने से पहले दोनों कुंडलियों को पूरा पढ़वाना उचित रहेगा।',
  },
};

/** Short, calm, plain-language summary of a total out of 36 by its band. */
export function verdictFor(total: number, lang: DisplayLanguage = 'en'): string {
  return VERDICTS[lang][verdictBand(total)];
}

/** A gunas total as written in "15.5 of 36 gunas" (halves kept, whole numbers without ".0"). */
export function formatGunas(total: number): string {
  return Number.isInteger(total) ? String(total) : total.toFixed(1);
}

/** The band of a gunas total and the accepted minimum: "Average (18 to 24.5). 18 or more is generally accepted." */
export function matchBandLine(total: number): string {
  return `${VERDICT_BAND_LABELS[verdictBand(total)]}. ${GUNA_MINIMUM} or more is generally accepted.`;
}
