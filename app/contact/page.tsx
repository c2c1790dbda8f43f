import styles from '@/components/contact/Contact.module.scss';
import { InputField, SelectField, TextAreaField } from '@/components/form/Field';
import { fullAddress, site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Book a Vastu or astrology consultation or ask a question. Call ${site.phone}, e-mail ${site.email} or visit us in Faridabad, Haryana.`,
  path: '/contact',
});

const countryCodes = [
  { value: '+91', label: 'India (+91)' },
  { value: '+971', label: 'UAE (+971)' },
  { value: '+1', label: 'USA / Canada (+1)' },
  { value: '+44', label: 'UK (+44)' },
  { value: '+61', label: 'Australia (+61)' },
  { value: '+65', label: 'Singapore (+65)' },
];

export default function ContactPage() {
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <p className="lead">Questions about a consultation, a report or our tools? We are happy to help.</p>
      <div className={styles.layout}>
        <form className={`card ${styles.form}`} aria-labelledby="contact-form-title" aria-describedby="contact-form-status">
          <h2 id="contact-form-title">Send us a message</h2>
          {/* Sending from the site is not available yet: the form says so instead of pretending to send. */}
          <p id="contact-form-status" className="notice" role="status">
            Online messages are not available yet. Please e-mail <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
            <a href={site.phoneHref}>{site.phone}</a>, and we will reply within one working day.
          </p>
          <fieldset disabled className={styles.fieldset}>
            <legend className="visually-hidden">Your details</legend>
            <InputField id="contact-name" label="Full name" name="fullName" autoComplete="name" />
            <div className={styles.phoneRow}>
              <SelectField id="contact-country" label="Country code" name="countryCode" defaultValue="+91" options={countryCodes} />
              <InputField id="contact-phone" label="Phone number" name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" />
            </div>
            <InputField id="contact-email" label="Email address" name="email" type="email" autoComplete="email" />
            <TextAreaField id="contact-message" label="Message" name="message" rows={5} />
            <button type="submit" className="btn">
              Send Message
            </button>
          </fieldset>
        </form>

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
