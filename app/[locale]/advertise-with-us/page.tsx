import { businessMetadata } from '@/components/business/business-metadata';
import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import styles from '@/components/content/Content.module.scss';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import { getLocale } from 'next-intl/server';

export const generateMetadata = businessMetadata('advertiseWithUs', '/advertise-with-us');

export default async function AdvertiseWithUsPage() {
  const locale = localeOf(await getLocale());
  const c = businessPages(locale).advertiseWithUs;
  return (
    <div className="container page">
      <h1>{c.title}</h1>
      <p className="lead">{c.intro}</p>
      <h2>{c.formatsHeading}</h2>
      <TitledList items={c.formats} />
      <section className={styles.section}>
        <h2>{c.audienceHeading}</h2>
        <ul>
          {c.audience.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <p>{c.guidelines}</p>
      </section>
      <section className={styles.section}>
        <h2>{c.contactHeading}</h2>
        <p>{c.contactText}</p>
        <ContactLine contact={c.contact} subject="advertise" locale={locale} />
      </section>
    </div>
  );
}
