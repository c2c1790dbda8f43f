import { vastuFaqs } from '@/content/faqs';
import FaqAccordion from '@/components/faq/FaqAccordion';
import { faqJsonLd } from '@/components/faq/faq-json-ld';
import JsonLd from '@/components/seo/JsonLd';
import SelfCheckTeaser from '@/components/vastu-check/SelfCheckTeaser';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Vastu FAQs',
  description: `Answers about our app, Vastu consultations and bookings, reports and results, and support, including the ${formatRupees(findBookableService('professional-vastu-check')!.amountPaise)} Professional Vastu Check.`,
  path: '/vastu-faqs',
});

export default function VastuFaqPage() {
  return (
    <div className="container page">
      <h1>Vastu FAQs</h1>
      <p className="lead">Everything you may want to know before booking a Vastu consultation.</p>
      <SelfCheckTeaser />
      <FaqAccordion categories={vastuFaqs} />
      <JsonLd data={faqJsonLd(vastuFaqs)} />
    </div>
  );
}
