import { businessMetadata } from '@/components/business/business-metadata';
import ContactLine from '@/components/business/ContactLine';
import styles from '@/components/content/Content.module.scss';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import { getLocale } from 'next-intl/server';

export const generateMetadata = businessMetadata('collaborationFranchise', '/collaboration-franchise');

export default async function CollaborationFranchisePage() {
  const locale = localeOf(await getLocale());
  const c = businessPages(locale).collaborationFranchise;
  return (
    <div className="container page">
      <h1>{c.title}</h1>
      <p className="lead">{c.intro}</p>
      <section className={styles.section}>
        <h2>{c.modelHeading}</h2>
        <ul>
          {c.modelPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h2>{c.whoFitsHeading}</h2>
        <ul>
          {c.whoFits.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h2>{c.contactHeading}</h2>
        <p>{c.contactText}</p>
        <ContactLine contact={c.contact} subject="franchise" locale={locale} />
      </section>
    </div>
  );
}
