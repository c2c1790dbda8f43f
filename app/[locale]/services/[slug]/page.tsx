import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import PriceLadder from '@/components/vastu/PriceLadder';
import { notFound } from 'next/navigation';
import { servicePageIn, servicePages } from '@/content/services';
import styles from '@/components/content/Content.module.scss';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
import { areaRateNoteFor, bookingPath, findBookableService, formatRupees, priceNoteFor, serviceTextsIn, servicesForPage } from '@/lib/consultations/services';
import { localeOf, HREFLANG, localePath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl, pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((s) => ({ slug: s.slug }));
}

/** The page's service and its language from the route's params. */
async function pageOf(params: Props['params']): Promise<{ locale: Locale; service: (typeof servicePages)[number] | undefined }> {
  const { locale, slug } = await params;
  return { locale: localeOf(locale), service: servicePages.find((s) => s.slug === slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, service } = await pageOf(params);
  if (!service) return {};
  const words = servicePageIn(service, locale);
  return pageMetadata({ title: words.title, description: words.summary, path: `/services/${service.slug}` }, locale);
}

export default async function ServicePage({ params }: Props) {
  const { locale, service } = await pageOf(params);
  if (!service) notFound();
  const t = await getTranslations({ locale, namespace: 'Services' });
  const words = servicePageIn(service, locale);
  const isReport = service.slug === 'personality-reports';
  // Every price and booking link comes from the one catalog (lib/consultations/services.ts).
  const offers = servicesForPage(service.slug).map((offer) => ({ ...offer, ...serviceTextsIn(offer, locale) }));
  const priceNote = priceNoteFor(service.slug, locale);
  const areaNote = areaRateNoteFor(service.slug, locale);
  // Talking to an expert about a report means an astrology consultation; elsewhere, the page's first offer.
  const talk = isReport ? findBookableService('astrology-consultation') : offers[0];
  const url = (path: string) => absoluteUrl(localePath(path, locale));

  return (
    <div className="container page">
      <p>
        <Link href="/services">{t('allServices')}</Link>
      </p>
      <h1>{words.title}</h1>
      <p className="lead">{words.intro}</p>
      {priceNote && <p className={styles.price}>{priceNote}</p>}
      <div className={styles.actions}>
        {offers.map((offer) => (
          <Link key={offer.slug} href={bookingPath(offer.slug)} className="btn">
            {isReport ? t('orderNow') : t('book')}
            {offers.length > 1 && <span className="visually-hidden">{t('bookFor', { service: offer.title })}</span>}
          </Link>
        ))}
        {talk && (
          <Link href={bookingPath(talk.slug)} className="btn btn-outline">
            {t('talkToExpert')}
          </Link>
        )}
      </div>
      {offers.length > 1 && (
        <ul aria-label={t('prices')}>
          {offers.map((offer) => (
            <li key={offer.slug}>
              <strong>{offer.title}</strong>: {formatRupees(offer.amountPaise)}. {offer.promise}
            </li>
          ))}
        </ul>
      )}
      {areaNote && <p>{t.rich('estimate', { note: areaNote, link: (chunks) => <Link href="/cost-calculator">{chunks}</Link> })}</p>}
      {service.slug.endsWith('-vastu') && <PriceLadder />}
      {isReport && <p className="notice">{t('reportDelivery')}</p>}
      {words.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((p, i) => <p key={i}>{p}</p>)}
          {section.bullets && (
            <ul>
              {section.bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <div className={styles.actions}>
        <Link href="/contact" className="btn">
          {t('contactUs')}
        </Link>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: words.title,
          description: words.summary,
          serviceType: words.title,
          inLanguage: HREFLANG[locale],
          url: url(`/services/${service.slug}`),
          areaServed: { '@type': 'Country', name: t('country') },
          provider: { '@type': 'ProfessionalService', name: site.name, url: site.url, telephone: site.phone },
          ...(offers.length
            ? { offers: offers.map((o) => ({ '@type': 'Offer', name: o.title, price: o.amountPaise / 100, priceCurrency: 'INR', url: url(bookingPath(o.slug)) })) }
            : {}),
        }}
      />
    </div>
  );
}
