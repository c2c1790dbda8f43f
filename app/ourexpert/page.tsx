import Image from 'next/image';
import { experts, sampleAstrologers } from '@/content/experts';
import type { ExpertType } from '@/content/types';
import ExpertCard from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Experts.module.scss';
import Link from '@/components/ui/IntentLink';
import { site } from '@/lib/config/site';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { pageMetadata } from '@/lib/seo';
import { logError } from '@/lib/server/log';
import { getFeaturedExperts } from '@/lib/server/services/featured-experts';

export const metadata = pageMetadata({
  title: 'Our Experts',
  description: 'Meet our Vastu specialists, Vedic astrologers, numerologists and kundli experts. Call or chat with them in the AstroVastu Kendra app.',
  path: '/ourexpert',
});

const categories: { type: ExpertType; heading: string }[] = [
  { type: 'vastu', heading: 'Vastu Specialists' },
  { type: 'astrology', heading: 'Astrology Experts' },
  { type: 'numerology', heading: 'Numerology Experts' },
  { type: 'kundli', heading: 'Kundli Experts' },
];

// Served from Next's page cache; the console's choice of experts, and approving, unpublishing or
// publishing one again, drop it at once (lib/server/services/featured-experts.ts, application-review.ts).
export const revalidate = 300;

export default async function OurExpertsPage() {
  // The experts content staff chose in the console; the team below is shown even if they cannot be read.
  const featured = await getFeaturedExperts().catch((err) => {
    logError('could not load featured experts', err, { page: 'ourexpert' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!featured)}>
      <h1>Our Experts</h1>
      <p className="lead">Experienced consultants who explain their advice plainly. Book a consultation online, or call and chat with them in our app.</p>

      {featured && featured.length > 0 && (
        <section aria-labelledby="book-an-expert" className={styles.group}>
          <h2 id="book-an-expert">Book a consultation with an expert</h2>
          <ul className={styles.grid}>
            {featured.map((e) => (
              <li key={e.slug}>
                <ExpertCard expert={e} headingLevel={3} bookable />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/astrologers">See all our astrologers and Vastu experts</Link>
          </p>
        </section>
      )}

      {categories.map(({ type, heading }) => {
        const group = experts.filter((e) => e.type === type);
        if (!group.length) return null;
        return (
          <section key={type} aria-labelledby={`experts-${type}`} className={styles.group}>
            <h2 id={`experts-${type}`}>{heading}</h2>
            <ul className={styles.grid}>
              {group.map((e) => (
                <li key={e.name} className={`card ${styles.card}`}>
                  <Image src={e.image} alt={`Portrait of ${e.name}`} width={120} height={120} className={styles.photo} />
                  <h3>{e.name}</h3>
                  <p className={styles.title}>{e.title}</p>
                  <p className={styles.description}>{e.description}</p>
                  <div className={styles.actions}>
                    {/* Calls and chats happen in the app (SPEC 2.7). */}
                    <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                      Call <span className="visually-hidden">{e.name} in the app</span>
                    </a>
                    <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                      Chat <span className="visually-hidden">with {e.name} in the app</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section aria-labelledby="top-astrologers" className={styles.group}>
        <h2 id="top-astrologers">Top rated astrologers</h2>
        <ul className={styles.grid}>
          {sampleAstrologers.map((a) => (
            <li key={a.name} className={`card ${styles.card}`}>
              <Image src={a.image} alt={`Portrait of ${a.name}`} width={96} height={96} className={styles.photo} />
              <h3>{a.name}</h3>
              <p className={styles.title}>{a.expertise}</p>
              <p className={styles.rating}>
                <span aria-hidden="true">★</span> {a.rating.toFixed(1)} <span className="visually-hidden">out of 5</span>
              </p>
              <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                Book Now <span className="visually-hidden">with {a.name} in the app</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
