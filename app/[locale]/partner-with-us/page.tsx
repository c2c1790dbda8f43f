import { businessMetadata } from '@/components/business/business-metadata';
import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import { getLocale } from 'next-intl/server';

export const generateMetadata = businessMetadata('partnerWithUs', '/partner-with-us');

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
