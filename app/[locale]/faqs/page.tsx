import { astrologyFaqs } from '@/content/faqs';
import FaqAccordion from '@/components/faq/FaqAccordion';
import { faqJsonLd } from '@/components/faq/faq-json-ld';
import JsonLd from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Astrology FAQs',
  description: 'Answers about Vedic astrology, kundli and birth charts, match making, remedies, lucky colours and numbers, and the daily horoscope.',
  path: '/faqs',
});

export default function AstrologyFaqPage() {
  return (
    <div className="container page">
      <h1>Astrology FAQs</h1>
      <p className="lead">Common questions about birth charts, match making and our astrology tools.</p>
      <FaqAccordion categories={astrologyFaqs} />
      <JsonLd data={faqJsonLd(astrologyFaqs)} />
    </div>
  );
}
