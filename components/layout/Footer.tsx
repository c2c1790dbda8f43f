import Link from '@/components/ui/IntentLink';
import { fullAddress, site } from '@/lib/config/site';
import { footerGroups } from '@/lib/navigation';
import AstrologerAppLink from './AstrologerAppLink';
import CurrentYear from './CurrentYear';
import styles from './Footer.module.scss';

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.text}>{site.tagline}.</p>
          <div className={styles.apps}>
            <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className={styles.appLink}>
              Get our app
            </a>
            <AstrologerAppLink className={styles.appLink} />
          </div>
        </section>

        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            {fullAddress}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={site.phoneHref}>{site.phone}</a>
          </address>
          <ul className={styles.social} aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.map}>
        <iframe
          title={`Map showing ${site.name}, ${site.address.city}`}
          src={site.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          height={180}
        />
      </div>

      <p className={styles.copyright}>
        © <CurrentYear /> {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
