import { team } from '@/content/team';
import type { ExpertType } from '@/content/types';
import ExpertCard, { BookingOffer } from '@/components/experts/ExpertCard';
import styles from '@/components/experts/Experts.module.scss';
import TeamFacts from '@/components/team/TeamFacts';
import TeamPortrait from '@/components/team/TeamPortrait';
import Link from '@/components/ui/IntentLink';
import { site } from '@/lib/config/site';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { pageMetadata } from '@/lib/seo';
import { logError } from '@/lib/server/log';
import { getFeaturedExperts } from '@/lib/server/services/featured-experts';
import { listDirectoryExperts } from '@/lib/server/services/public-experts';

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
// Each card's next free time moves with the clock and with bookings: the copy is renewed every
// minute (the list behind it is cached for 30 seconds), so it is never more than about a minute late.
export const revalidate = 60;

export default async function OurExpertsPage() {
  // The experts content staff chose in the console; the team below is shown even if they cannot be read.
  const [chosen, experts] = await Promise.all([
    getFeaturedExperts().catch((err) => {
      logError('could not load featured experts', err, { page: 'ourexpert' });
      return undefined;
    }),
    // The one list: each card's price, next free time and Book button. Without it the team is still shown.
    listDirectoryExperts().catch((err) => {
      logError('could not load the experts list', err, { page: 'ourexpert' });
      return undefined;
    }),
  ]);
  const listed = new Map((experts ?? []).map((e) => [e.slug, e]));
  const featured = chosen && experts ? chosen.flatMap((c) => listed.get(c.slug) ?? []) : undefined;
  const now = new Date();
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
                <ExpertCard expert={e} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/astrologers">See all our astrologers and Vastu experts</Link>
          </p>
        </section>
      )}

      {categories.map(({ type, heading }) => {
        const group = team.filter((m) => m.type === type);
        if (!group.length) return null;
        return (
          <section key={type} aria-labelledby={`experts-${type}`} className={styles.group}>
            <h2 id={`experts-${type}`}>{heading}</h2>
            <ul className={styles.grid}>
              {group.map((m) => {
                const listedMember = listed.get(m.slug);
                return (
                  // The anchor an article's author card links to.
                  <li key={m.slug} id={m.slug} className={`card ${styles.card}`} data-testid="team-member">
                    <TeamPortrait member={m} size={120} />
                    <h3>{listedMember ? <Link href={listedMember.path}>{m.name}</Link> : m.name}</h3>
                    <TeamFacts member={m} />
                    <p className={styles.description}>{m.bio}</p>
                    {listedMember && <BookingOffer expert={listedMember} now={now} />}
                    <div className={styles.actions}>
                      {/* Calls and chats happen in the app (SPEC 2.7). */}
                      <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn">
                        Call <span className="visually-hidden">{m.name} in the app</span>
                      </a>
                      <a href={site.appStoreUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                        Chat <span className="visually-hidden">with {m.name} in the app</span>
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
