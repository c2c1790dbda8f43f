import type { FaqCategory } from '@/content/types';
import { HREFLANG, type Locale } from '@/lib/i18n/locales';

/** schema.org FAQPage for a set of FAQ categories, in the language they are written in. */
export function faqJsonLd(categories: FaqCategory[], locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: HREFLANG[locale],
    mainEntity: categories.flatMap((c) =>
      c.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
    ),
  };
}
