import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import AvailabilityEditor from '@/components/expert-desk/AvailabilityEditor';
import DeskBookingList from '@/components/expert-desk/DeskBookingList';
import ReviewList from '@/components/reviews/ReviewList';
import styles from '@/components/expert-desk/ExpertDesk.module.scss';
import Link from '@/components/ui/IntentLink';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { findDeskExpert, getDeskAvailability, listDeskBookings } from '@/lib/server/services/expert-desk';
import { listExpertReviews } from '@/lib/server/services/reviews';

// An approved expert's own desk: per request, private, never cached or indexed. The query of each
// list is filtered by the signed-in expert's own slugs (lib/server/services/expert-desk.ts).
export const metadata: Metadata = { title: 'Your expert desk', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function ExpertDeskPage() {
  const session = await readPageSession();
  if (!session) redirect(signInPath('/expert', await pageLocale()));
  const expert = await findDeskExpert(session.user);
  if (!expert) forbidden();
  const [{ upcoming, past }, availability, reviews] = await Promise.all([listDeskBookings(expert), getDeskAvailability(expert), listExpertReviews(expert.slug)]);
  return (
    <div className="container page">
      <h1>Your expert desk</h1>
      <p>
        Signed in as {expert.name}. Your public page: <Link href={`/astrologers/${expert.slug}`}>/astrologers/{expert.slug}</Link>.
      </p>

      <section className={styles.section} aria-labelledby="desk-upcoming">
        <h2 id="desk-upcoming">Upcoming consultations</h2>
        <DeskBookingList bookings={upcoming} empty="No paid consultations are waiting for you." />
      </section>

      <section className={styles.section} aria-labelledby="desk-past">
        <h2 id="desk-past">Recently done</h2>
        <DeskBookingList bookings={past} empty="Consultations you mark done in the last 60 days appear here." />
      </section>

      <section className={styles.section} aria-labelledby="desk-hours">
        <h2 id="desk-hours">Your hours and days off</h2>
        <p>Customers can book your free times within these hours, at least 2 hours ahead and up to 30 days ahead.</p>
        <AvailabilityEditor hours={availability.hours} daysOff={availability.daysOff} />
      </section>

      <div className={styles.section} data-testid="desk-reviews">
        <ReviewList reviews={reviews} />
      </div>
    </div>
  );
}
