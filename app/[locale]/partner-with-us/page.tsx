import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import { pageMetadata } from '@/lib/seo';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const c = businessPages(locale).partnerWithUs;
  return pageMetadata({ title: c.title, description: c.summary, path: '/partner-with-us' }, locale);
}

export default async function PartnerWithUsPage() {
  const locale = localeOf(await getLocale());
  const c = businessPages(locale).partnerWithUs;
  return (
    <div className="container page">
      <h1>{c.title}</h1>
      <p className="lead">{c.intro}</p>
      <h2>{c.offeringsHeading}</h2>
      <TitledList items={c.offerings} />
      <p>{c.closing}</p>
      <ContactLine contact={c.contact} subject="partner" locale={locale} />
    </div>
  );
}
