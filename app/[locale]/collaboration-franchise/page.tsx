import { collaborationFranchise as c } from '@/content/business';
import ContactLine from '@/components/business/ContactLine';
import styles from '@/components/content/Content.module.scss';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: c.title, description: c.summary, path: '/collaboration-franchise' });

export default function CollaborationFranchisePage() {
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
        <ContactLine contact={c.contact} subject="Franchise enquiry" />
      </section>
    </div>
  );
}
