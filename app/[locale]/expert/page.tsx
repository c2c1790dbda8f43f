import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { forbidden, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import AvailabilityEditor from '@/components/expert-desk/AvailabilityEditor';
import DeskBookingList from '@/components/expert-desk/DeskBookingList';
import ClientMessages from '@/components/i18n/ClientMessages';
import ReviewList from '@/components/reviews/ReviewList';
import styles from '@/components/expert-desk/ExpertDesk.module.scss';
import Link from '@/components/ui/IntentLink';
import { localeOfParams, localePath } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { findDeskExpert, getDeskAvailability, listDeskBookings } from '@/lib/server/services/expert-desk';
import { listExpertReviews } from '@/lib/server/services/reviews';

type Props = { params: Promise<{ locale: string }> };

// An approved expert's own desk: per request, private, never cached or indexed. The query of each
// list is filtered by the signed-in expert's own slugs (lib/server/services/expert-desk.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOfParams(params), namespace: 'ExpertDesk' });
  return { title: t('title'), robots: { index: false, follow: false } };
}
export const dynamic = 'force-dynamic';

export default async function ExpertDeskPage() {
  const locale = await pageLocale();
  const session = await readPageSession();
  if (!session) redirect(signInPath('/expert', locale));
  const expert = await findDeskExpert(session.user);
  if (!expert) forbidden();
  const [{ upcoming, past }, availability, reviews, t] = await Promise.all([
    listDeskBookings(expert),
    getDeskAvailability(expert),
    listExpertReviews(expert.slug),
    getTranslations('ExpertDesk'),
  ]);
  const publicPage = `/astrologers/${expert.slug}`;
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p>
        {/* The expert's name is theirs, as typed. */}
        {t('signedInAs', { name: expert.name })}
        <Link href={publicPage}>{localePath(publicPage, locale)}</Link>.
      </p>

      {/* The bookings' forms (meeting link, mark done) and the hours' editor show their texts and problems in the page's language. */}
      <ClientMessages namespaces={['ExpertDesk']} forms>
        <section className={styles.section} aria-labelledby="desk-upcoming">
          <h2 id="desk-upcoming">{t('upcoming')}</h2>
          <DeskBookingList bookings={upcoming} empty={t('upcomingEmpty')} />
        </section>

        <section className={styles.section} aria-labelledby="desk-past">
          <h2 id="desk-past">{t('past')}</h2>
          <DeskBookingList bookings={past} empty={t('pastEmpty')} />
        </section>

        <section className={styles.section} aria-labelledby="desk-hours">
          <h2 id="desk-hours">{t('hoursTitle')}</h2>
          <p>{t('hoursLead')}</p>
          <AvailabilityEditor hours={availability.hours} daysOff={availability.daysOff} />
        </section>
      </ClientMessages>

      <div className={styles.section} data-testid="desk-reviews">
        <ReviewList reviews={reviews} />
      </div>
    </div>
  );
}
