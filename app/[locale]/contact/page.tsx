import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/contact/Contact.module.scss';
import ContactForm from '@/components/contact/ContactForm';
import ClientMessages from '@/components/i18n/ClientMessages';
import { fullAddress, site } from '@/lib/config/site';
import { localeOfParams } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({ title: t('title'), description: t('description', { phone: site.phone, email: site.email }), path: '/contact' }, locale);
}

export default async function ContactPage({ params }: Props) {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className={styles.layout}>
        <div className={`card ${styles.form}`}>
          <ClientMessages namespaces={['Contact']}>
            <ContactForm email={site.email} />
          </ClientMessages>
        </div>

        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('reachUs')}</h2>
          <address>
            <strong>{site.name}</strong>
            <br />
            {fullAddress}
            <br />
            {t('phone')} <a href={site.phoneHref}>{site.phone}</a>
            <br />
            {t('email')} <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>{t('hours')}</p>
          <iframe title={t('mapTitle', { name: site.name })} src={site.mapEmbedUrl} loading="lazy" className={styles.map} />
          <p>
            <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              {t('openMap')}
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
