import styles from '@/components/contact/Contact.module.scss';
import ContactForm from '@/components/contact/ContactForm';
import { fullAddress, site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Book a Vastu or astrology consultation or ask a question. Call ${site.phone}, e-mail ${site.email} or visit us in Faridabad, Haryana.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <p className="lead">Questions about a consultation, a report or our tools? We are happy to help.</p>
      <div className={styles.layout}>
        <div className={`card ${styles.form}`}>
          <ContactForm email={site.email} />
        </div>

        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Reach us directly</h2>
          <address>
            <strong>{site.name}</strong>
            <br />
            {fullAddress}
            <br />
            Phone: <a href={site.phoneHref}>{site.phone}</a>
            <br />
            E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>Consultations by appointment, Monday to Saturday, 10:00 to 19:00 IST.</p>
          <iframe title={`Map showing ${site.name}`} src={site.mapEmbedUrl} loading="lazy" className={styles.map} />
          <p>
            <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              Open the map in a new tab
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
