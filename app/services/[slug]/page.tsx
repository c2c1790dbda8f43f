import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import { servicePages } from '@/content/services';
import styles from '@/components/content/Content.module.scss';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
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

  return (
    <div className="container page">
      <p>
        <Link href="/services">← All services</Link>
      </p>
      <h1>{service.title}</h1>
      <p className="lead">{service.intro}</p>
      {service.priceNote && <p className={styles.price}>{service.priceNote}</p>}
      <div className={styles.actions}>
        {isReport ? (
          <Link href="/login" className="btn">
            Order Now
          </Link>
        ) : (
          <Link href="/contact" className="btn">
            Book a Consultation
          </Link>
        )}
        <Link href="/ourexpert" className="btn btn-outline">
          Talk to an Expert
        </Link>
      </div>
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
          ...(service.slug === 'home-vastu'
            ? { offers: { '@type': 'Offer', name: 'Professional Vastu Check', price: 5100, priceCurrency: 'INR' } }
            : {}),
        }}
      />
    </div>
  );
}
