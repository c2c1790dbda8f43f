import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import { bookingPathFor, type DirectoryExpert } from '@/lib/contract/experts-directory';
import type { ExpertServiceData } from '@/lib/contract/experts';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { formatNextFree } from '@/lib/experts';
import styles from './Directory.module.scss';

/** "₹1,100 · 30 min": the price charged for a service and how long it takes. */
export function servicePriceLine(service: ExpertServiceData): string {
  // A service priced by area costs at least its listed price: the booking's estimate sets the rest.
  const price = findBookableService(service.slug)?.pricing === 'by-area' ? `from ${formatRupees(service.amountPaise)}` : formatRupees(service.amountPaise);
  return service.minutes === null ? `${price} · written report` : `${price} · ${service.minutes} min`;
}

export function ExpertPhoto({ expert, size }: { expert: Pick<DirectoryExpert, 'imageUrl' | 'imageAlt'>; size: number }) {
  // Uploads are already re-encoded WebP of at most 800 px, portraits small SVGs: served as they are.
  return expert.imageUrl ? (
    <StaticImage src={expert.imageUrl} alt={expert.imageAlt} width={size} height={size} className={styles.photo} unoptimized />
  ) : (
    <div className={styles.photoFallback} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

/** Expertise, languages and experience, as terms of the `<dl>` they are placed in (card and profile page). */
export function ExpertFacts({ expert }: { expert: DirectoryExpert }) {
  return (
    <>
      {expert.expertise.length > 0 && (
        <>
          <dt>Expertise</dt>
          <dd>{expert.expertise.join(', ')}</dd>
        </>
      )}
      {expert.languages.length > 0 && (
        <>
          <dt>Languages</dt>
          <dd>{expert.languages.join(', ')}</dd>
        </>
      )}
      <dt>Experience</dt>
      <dd>{expert.experienceYears} years</dd>
    </>
  );
}

/**
 * What a card offers to book: the price charged for the expert's usual consultation and its
 * length, when they are next free (India time), and the Book button for it. `now` is the render's.
 */
export function BookingOffer({ expert, now }: { expert: DirectoryExpert; now: Date }) {
  const service = expert.mainService;
  if (!service) return null;
  return (
    <div className={styles.offer} data-testid="expert-offer">
      <p className={styles.price}>
        <span className="visually-hidden">{service.title}: </span>
        {servicePriceLine(service)}
      </p>
      <p className={styles.nextFree}>
        Next free:{' '}
        {expert.nextFree ? <time dateTime={expert.nextFree.start}>{formatNextFree(expert.nextFree, now)}</time> : formatNextFree(null, now)}
      </p>
      <a href={bookingPathFor(expert.slug, expert.kind, service.slug)} className="btn">
        Book <span className="visually-hidden">{service.title} with {expert.name}</span>
      </a>
    </div>
  );
}

/** One expert in the directory (a level-2 name) or on /ourexpert under a section heading (level 3). */
export default function ExpertCard({ expert, now, headingLevel = 2 }: { expert: DirectoryExpert; now: Date; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={`card ${styles.card}`} data-testid="expert-card">
      <ExpertPhoto expert={expert} size={96} />
      <Heading className={styles.name}>
        <Link href={expert.path}>{expert.name}</Link>
      </Heading>
      <p className={styles.kind}>{expert.title}</p>
      <dl className={styles.facts}>
        <ExpertFacts expert={expert} />
      </dl>
      <BookingOffer expert={expert} now={now} />
    </article>
  );
}
