import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { faqsIn, vastuFaqs } from '@/content/faqs';
import FaqAccordion from '@/components/faq/FaqAccordion';
import { faqJsonLd } from '@/components/faq/faq-json-ld';
import JsonLd from '@/components/seo/JsonLd';
import SelfCheckTeaser from '@/components/vastu-check/SelfCheckTeaser';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { localeOfParams } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Faq.vastu' });
  const price = formatRupees(findBookableService('professional-vastu-check')!.amountPaise);
  return pageMetadata({ title: t('title'), description: t('description', { price }), path: '/vastu-faqs' }, locale);
}

export default async function VastuFaqPage({ params }: Props) {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Faq.vastu' });
  const faqs = faqsIn(vastuFaqs, locale);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <SelfCheckTeaser />
      <FaqAccordion categories={faqs} />
      <JsonLd data={faqJsonLd(faqs, locale)} />
    </div>
  );
}
