import type { FaqCategory } from '@/content/types';

/** schema.org FAQPage for a set of FAQ categories. */
export function faqJsonLd(categories: FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((c) =>
      c.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
    ),
  };
}
