import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import PriceLadder from '@/components/vastu/PriceLadder';
import { notFound } from 'next/navigation';
import { servicePages } from '@/content/services';
import styles from '@/components/content/Content.module.scss';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
import { areaRateNoteFor, bookingPath, findBookableService, formatRupees, priceNoteFor, servicesForPage } from '@/lib/consultations/services';
import { absoluteUrl, pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((s) => ({ slug: s.slug }));
}

function findService(slug: string) {
  return servicePages.find((s) => s.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findService((await params).slug);
  if (!service) return {};
  return pageMetadata({ title: service.title, description: service.summary, path: `/services/${service.slug}` });
}

export default async function ServicePage({ params }: Props) {
  const service = findService((await params).slug);
  if (!service) notFound();
  const isReport = service.slug === 'personality-reports';
  // Every price and booking link comes from the one catalog (lib/consultations/services.ts).
  const offers = servicesForPage(service.slug);
  const priceNote = priceNoteFor(service.slug);
  const areaNote = areaRateNoteFor(service.slug);
  // Talking to an expert about a report means an astrology consultation; elsewhere, the page's first offer.
  const talk = isReport ? findBookableService('astrology-consultation') : offers[0];

  return (
    <div className="container page">
      <p>
        <Link href="/services">← All services</Link>
      </p>
      <h1>{service.title}</h1>
      <p className="lead">{service.intro}</p>
      {priceNote && <p className={styles.price}>{priceNote}</p>}
      <div className={styles.actions}>
        {offers.map((offer) => (
          <Link key={offer.slug} href={bookingPath(offer.slug)} className="btn">
            {isReport ? 'Order Now' : 'Book a Consultation'}
            {offers.length > 1 && <span className="visually-hidden"> for {offer.title}</span>}
          </Link>
        ))}
        {talk && (
          <Link href={bookingPath(talk.slug)} className="btn btn-outline">
            Talk to an Expert
          </Link>
        )}
      </div>
      {offers.length > 1 && (
        <ul aria-label="Prices">
          {offers.map((offer) => (
            <li key={offer.slug}>
              <strong>{offer.title}</strong>: {formatRupees(offer.amountPaise)}. {offer.promise}
            </li>
          ))}
        </ul>
      )}
      {areaNote && (
        <p>
          {areaNote}. <Link href="/cost-calculator">Estimate your fee</Link> and book it from the result.
        </p>
      )}
      {service.slug.endsWith('-vastu') && <PriceLadder />}
      {isReport && <p className="notice">Your personality report is delivered within 24 hours of your order.</p>}
      {service.sections.map((section) => (
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
          Contact us
        </Link>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.title,
          description: service.summary,
          serviceType: service.title,
          url: absoluteUrl(`/services/${service.slug}`),
          areaServed: { '@type': 'Country', name: 'India' },
          provider: { '@type': 'ProfessionalService', name: site.name, url: site.url, telephone: site.phone },
          ...(offers.length
            ? { offers: offers.map((o) => ({ '@type': 'Offer', name: o.title, price: o.amountPaise / 100, priceCurrency: 'INR', url: absoluteUrl(bookingPath(o.slug)) })) }
            : {}),
        }}
      />
    </div>
  );
}
