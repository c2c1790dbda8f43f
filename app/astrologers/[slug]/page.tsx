import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { availableDays, ExpertFacts, ExpertPhoto } from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Directory.module.scss';
import ReviewList, { aggregateRatingOf } from '@/components/reviews/ReviewList';
import JsonLd from '@/components/seo/JsonLd';
import Link from '@/components/ui/IntentLink';
import { WEEKDAYS } from '@/lib/contract/expert-profile';
import { bookingPathFor } from '@/lib/contract/experts-directory';
import { site } from '@/lib/config/site';
import { EXPERTS } from '@/lib/experts';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { getPublishedExpert } from '@/lib/server/services/expert-directory';
import { listExpertReviews } from '@/lib/server/services/reviews';
import { truncate } from '@/lib/text';

type Props = { params: Promise<{ slug: string }> };

// One lookup per request, shared by generateMetadata and the page. A database failure is thrown,
// so Next keeps serving the cached copy rather than a "not found".
const loadExpert = cache((slug: string) => getPublishedExpert(slug));

// Rendered on first request, then served from Next's page cache until an admin changes the expert.
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

function describe(expert: NonNullable<Awaited<ReturnType<typeof getPublishedExpert>>>): string {
  const what = expert.expertise.length ? `: ${expert.expertise.join(', ')}` : '';
  return truncate(`${expert.name}, ${EXPERTS[expert.kind].label.toLowerCase()} with ${expert.experienceYears} years of experience${what}. Book a consultation at ${site.name}.`, 160);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const expert = await loadExpert((await params).slug);
  if (!expert) return { title: 'Expert not found', robots: { index: false } };
  return pageMetadata({ title: `${expert.name}, ${EXPERTS[expert.kind].label}`, description: describe(expert), path: `/astrologers/${expert.slug}`, image: expert.imageUrl });
}

export default async function ExpertPage({ params }: Props) {
  const expert = await loadExpert((await params).slug);
  if (!expert) notFound();
  const label = EXPERTS[expert.kind].label;
  const reviews = await listExpertReviews(expert.slug);
  return (
    <div className="container page">
      <Link href="/astrologers">← All experts</Link>
      <div className={styles.profile} style={{ marginTop: 16 }}>
        <ExpertPhoto expert={expert} size={200} />
        <div>
          <h1>{expert.name}</h1>
          <p className={styles.kind}>{label}</p>
          {expert.bio && <p>{expert.bio}</p>}
          <dl className={styles.facts}>
            <ExpertFacts expert={expert} />
          </dl>
          <a href={bookingPathFor(expert.slug, expert.kind)} className={`btn ${styles.book}`}>
            Book a consultation <span className="visually-hidden">with {expert.name}</span>
          </a>
        </div>
      </div>
      <section aria-labelledby="week" style={{ marginTop: 32 }}>
        <h2 id="week">Weekly availability</h2>
        <p>Usually available: {availableDays(expert)}. Times are India time (IST).</p>
        <table className={styles.week}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Hours</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => {
              const d = expert.availability?.[day];
              return (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  <td>{d?.available && d.slots.length ? d.slots.map((s) => `${s.start}–${s.end}`).join(', ') : 'Not available'}</td>
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
          jobTitle: label,
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
