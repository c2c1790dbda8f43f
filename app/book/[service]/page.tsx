import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import BookingForm from '@/components/bookings/BookingForm';
import Link from '@/components/ui/IntentLink';
import { indiaToday, latestPreferredDate } from '@/lib/consultations/booking-dates';
import { findBookableService, formatRupees, type BookableService } from '@/lib/consultations/services';
import { EXPERT_QUERY_PARAM } from '@/lib/contract/experts-directory';
import { EXPERT_KIND_FOR_DETAILS } from '@/lib/experts';
import { safeReturnPath, signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getPublishedExpert } from '@/lib/server/services/expert-directory';
import styles from '@/components/bookings/Bookings.module.scss';

type Props = { params: Promise<{ service: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// For signed-in customers only: rendered per request (it reads the session), never cached or indexed.
export const metadata: Metadata = { title: 'Book a consultation', robots: { index: false, follow: false } };

/** The expert named in the address, when they are published and take this kind of service. */
async function chosenExpert(query: Record<string, string | string[] | undefined>, service: BookableService) {
  const slug = query[EXPERT_QUERY_PARAM];
  if (typeof slug !== 'string' || !slug) return { asked: false, expert: null };
  const expert = await getPublishedExpert(slug);
  const fits = expert && expert.kind === EXPERT_KIND_FOR_DETAILS[service.details];
  return { asked: true, expert: fits ? { slug: expert.slug, name: expert.name } : null };
}

export default async function BookServicePage({ params, searchParams }: Props) {
  const { service: slug } = await params;
  const service = findBookableService(slug);
  if (!service) notFound();
  const query = await searchParams;
  const session = await readPageSession();
  // The sign-in comes back to the same page, with the expert still chosen when the return
  // path allows a query (lib/return-path.ts), else to the service alone.
  const expertSlug = query[EXPERT_QUERY_PARAM];
  const here = `/book/${service.slug}${typeof expertSlug === 'string' && expertSlug ? `?${new URLSearchParams({ [EXPERT_QUERY_PARAM]: expertSlug })}` : ''}`;
  if (!session) redirect(signInPath(safeReturnPath(here) ?? `/book/${service.slug}`));
  const { asked, expert } = await chosenExpert(query, service);
  const now = new Date();
  return (
    <div className="container page">
      <h1>Book: {service.title}</h1>
      <section className={`card ${styles.summary}`} aria-label="What you are booking">
        <p>{service.description}</p>
        <p className={styles.price}>{formatRupees(service.amountPaise)}</p>
        <p>{service.promise}</p>
        <p>
          You pay on the next step. Questions first? <Link href="/contact">Contact us</Link>.
        </p>
      </section>
      {asked && !expert && (
        <p role="status" className="message-error">
          The expert you chose is not available for this service. You can book with any of our experts, or <Link href="/astrologers">choose another expert</Link>.
        </p>
      )}
      <BookingForm expert={expert} serviceSlug={service.slug} serviceTitle={service.title} details={service.details} earliestDate={indiaToday(now)} latestDate={latestPreferredDate(now)} />
    </div>
  );
}
