import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ExpertFacts, ExpertPhoto, servicePriceLine } from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Directory.module.scss';
import ReviewList, { aggregateRatingOf } from '@/components/reviews/ReviewList';
import JsonLd from '@/components/seo/JsonLd';
import Link from '@/components/ui/IntentLink';
import { bookingPathFor } from '@/lib/contract/experts-directory';
import { site } from '@/lib/config/site';
import { formatNextFree, WEEKDAY_KEYS } from '@/lib/experts';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { findDirectoryExpert } from '@/lib/server/services/public-experts';
import { listExpertReviews } from '@/lib/server/services/reviews';
import { truncate } from '@/lib/text';

type Props = { params: Promise<{ slug: string }> };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// One lookup per request, shared by generateMetadata and the page. A database failure is thrown,
// so Next keeps serving the cached copy rather than a "not found".
const loadExpert = cache((slug: string) => (SLUG.test(slug) && slug.length <= 120 ? findDirectoryExpert(slug) : Promise.resolve(null)));

// Rendered on first request, then served from Next's page cache: renewed every minute for the
// next free time, and dropped at once when an admin changes the expert.
export const revalidate = 60;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;
/** Monday first, as people read a week. */
const WEEK = [...WEEKDAY_KEYS.slice(1), WEEKDAY_KEYS[0]];

function describe(expert: NonNullable<Awaited<ReturnType<typeof findDirectoryExpert>>>): string {
  const what = expert.expertise.length ? `: ${expert.expertise.join(', ')}` : '';
  return truncate(`${expert.name}, ${expert.title.toLowerCase()} with ${expert.experienceYears} years of experience${what}. Book a consultation at ${site.name}.`, 160);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const expert = await loadExpert((await params).slug);
  if (!expert) return { title: 'Expert not found', robots: { index: false } };
  return pageMetadata({ title: `${expert.name}, ${expert.title}`, description: describe(expert), path: `/astrologers/${expert.slug}`, image: expert.imageUrl ?? undefined });
}

export default async function ExpertPage({ params }: Props) {
  const expert = await loadExpert((await params).slug);
  if (!expert) notFound();
  const now = new Date();
  const reviews = await listExpertReviews(expert.slug);
  return (
    <div className="container page">
      <Link href="/astrologers">← All experts</Link>
      <div className={styles.profile} style={{ marginTop: 16 }}>
        <ExpertPhoto expert={expert} size={200} />
        <div>
          <h1>{expert.name}</h1>
          <p className={styles.kind}>{expert.title}</p>
          {expert.bio && <p>{expert.bio}</p>}
          <dl className={styles.facts}>
            <ExpertFacts expert={expert} />
            <dt>Next free</dt>
            <dd>{formatNextFree(expert.nextFree, now)} (India time)</dd>
          </dl>
          <a href={bookingPathFor(expert.slug, expert.kind, expert.mainService?.slug)} className={`btn ${styles.book}`}>
            Book a consultation <span className="visually-hidden">with {expert.name}</span>
          </a>
        </div>
      </div>
      <section aria-labelledby="services" style={{ marginTop: 32 }}>
        <h2 id="services">Services and prices</h2>
        <p>The price shown is the price you pay, taxes included. Calls and chats charged by the minute are in our app.</p>
        <ul className={styles.services}>
          {expert.services.map((s) => (
            <li key={s.slug} className="card" data-testid="expert-service">
              <span>
                <strong>{s.title}</strong>
                <br />
                {servicePriceLine(s)}
              </span>
              <a href={bookingPathFor(expert.slug, expert.kind, s.slug)} className="btn btn-outline">
                Book <span className="visually-hidden">{s.title} with {expert.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="week" style={{ marginTop: 32 }}>
        <h2 id="week">Weekly hours</h2>
        <p>Times are India time (IST). Bookings open at least 2 hours ahead; the booking form shows the free times.</p>
        <table className={styles.week}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Hours</th>
            </tr>
          </thead>
          <tbody>
            {WEEK.map((day) => {
              const ranges = expert.hours[day] ?? [];
              return (
                <tr key={day}>
                  <th scope="row">{DAY_NAMES[day]}</th>
                  <td>{ranges.length ? ranges.map((r) => `${r.start}–${r.end}`).join(', ') : 'Not available'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <ReviewList reviews={reviews} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: expert.name,
          jobTitle: expert.title,
          description: describe(expert),
          image: expert.imageUrl ? absoluteUrl(expert.imageUrl) : undefined,
          url: absoluteUrl(`/astrologers/${expert.slug}`),
          knowsAbout: expert.expertise,
          knowsLanguage: expert.languages.length ? expert.languages : undefined,
          worksFor: { '@type': 'Organization', name: site.name, url: site.url },
          aggregateRating: aggregateRatingOf(reviews),
        }}
      />
    </div>
  );
}
