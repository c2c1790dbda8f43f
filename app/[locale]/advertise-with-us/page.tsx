import { advertiseWithUs as c } from '@/content/business';
import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import styles from '@/components/content/Content.module.scss';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: c.title, description: c.summary, path: '/advertise-with-us' });

export default function AdvertiseWithUsPage() {
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
        <ContactLine contact={c.contact} subject="Advertising enquiry" />
      </section>
    </div>
  );
}
