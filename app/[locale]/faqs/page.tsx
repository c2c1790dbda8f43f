import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { astrologyFaqs, faqsIn } from '@/content/faqs';
import FaqAccordion from '@/components/faq/FaqAccordion';
import { faqJsonLd } from '@/components/faq/faq-json-ld';
import JsonLd from '@/components/seo/JsonLd';
import { localeOfParams } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Faq.astrology' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/faqs' }, locale);
}

export default async function AstrologyFaqPage({ params }: Props) {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Faq.astrology' });
  const faqs = faqsIn(astrologyFaqs, locale);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <FaqAccordion categories={faqs} />
      <JsonLd data={faqJsonLd(faqs, locale)} />
    </div>
  );
}
