import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import BookingForm from '@/components/bookings/BookingForm';
import Link from '@/components/ui/IntentLink';
import { indiaToday, latestPreferredDate } from '@/lib/consultations/booking-dates';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import styles from '@/components/bookings/Bookings.module.scss';

type Props = { params: Promise<{ service: string }> };

// For signed-in customers only: rendered per request (it reads the session), never cached or indexed.
export const metadata: Metadata = { title: 'Book a consultation', robots: { index: false, follow: false } };

export default async function BookServicePage({ params }: Props) {
  const { service: slug } = await params;
  const service = findBookableService(slug);
  if (!service) notFound();
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/book/${service.slug}`));
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
      <BookingForm serviceSlug={service.slug} serviceTitle={service.title} details={service.details} earliestDate={indiaToday(now)} latestDate={latestPreferredDate(now)} />
    </div>
  );
}
