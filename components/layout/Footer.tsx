import Link from '@/components/ui/IntentLink';
import { fullAddress, site } from '@/lib/config/site';
import { catalogue, fill, navLabel } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { footerGroups } from '@/lib/navigation';
import AstrologerAppLink from './AstrologerAppLink';
import CurrentYear from './CurrentYear';
import styles from './Footer.module.scss';

export default function Footer({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const t = catalogue(locale).Footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.text}>{t.tagline}.</p>
          <div className={styles.apps}>
            <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className={styles.appLink}>
              {t.getApp}
            </a>
            <AstrologerAppLink label={t.appLink} className={styles.appLink} />
          </div>
        </section>

        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={navLabel(group.title, locale)}>
            <h2 className={styles.heading}>{navLabel(group.title, locale)}</h2>
            <ul className={styles.list}>
              {group.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{navLabel(l.label, locale)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t.contact}
          </h2>
          <address className={styles.address}>
            {fullAddress}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={site.phoneHref}>{site.phone}</a>
          </address>
          <ul className={styles.social} aria-label={t.socialMedia}>
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
          title={fill(t.mapTitle, { name: site.name, city: site.address.city })}
          src={site.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          height={180}
        />
      </div>

      <p className={styles.copyright}>
        © <CurrentYear /> {site.name}. {t.rights}
      </p>
    </footer>
  );
}
