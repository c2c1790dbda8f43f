import StaticImage from '@/components/ui/StaticImage';
import Link from '@/components/ui/IntentLink';
import { bookingPathFor, type PublicExpert } from '@/lib/contract/experts-directory';
import { EXPERTS } from '@/lib/experts';
import { WEEKDAYS } from '@/lib/contract/expert-profile';
import styles from './Directory.module.scss';

/** "Mon, Tue, Fri": the days an expert takes consultations. */
export function availableDays(expert: PublicExpert): string {
  const days = WEEKDAYS.filter((d) => expert.availability?.[d]?.available);
  return days.length ? days.map((d) => d.slice(0, 3)).join(', ') : 'By appointment';
}

export function ExpertFees({ expert }: { expert: PublicExpert }) {
  if (expert.fees) {
    return (
      <>
        Chat ₹{expert.fees.chat}/min · Call ₹{expert.fees.call}/min · Video ₹{expert.fees.video}/min
      </>
    );
  }
  return <>Consultation ₹{expert.consultationCharge ?? 0}</>;
}

export function ExpertPhoto({ expert, size }: { expert: PublicExpert; size: number }) {
  // Uploads are already re-encoded WebP of at most 800 px: served as they are.
  return expert.imageUrl ? (
    <StaticImage src={expert.imageUrl} alt={`Portrait of ${expert.name}`} width={size} height={size} className={styles.photo} unoptimized />
  ) : (
    <div className={styles.photoFallback} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

/** One expert in the directory. */
/** Expertise, languages, experience and fees, as terms of the `<dl>` they are placed in (card and profile page). */
export function ExpertFacts({ expert }: { expert: PublicExpert }) {
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
      <dt>Fees</dt>
      <dd>
        <ExpertFees expert={expert} />
      </dd>
    </>
  );
}

/** One expert: in the directory (a level-2 name), or on /ourexpert under a section heading (level 3, with a booking button). */
export default function ExpertCard({ expert, headingLevel = 2, bookable = false }: { expert: PublicExpert; headingLevel?: 2 | 3; bookable?: boolean }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={`card ${styles.card}`} data-testid="expert-card">
      <ExpertPhoto expert={expert} size={96} />
      <Heading className={styles.name}>
        <Link href={`/astrologers/${expert.slug}`}>{expert.name}</Link>
      </Heading>
      <p className={styles.kind}>{EXPERTS[expert.kind].label}</p>
      <dl className={styles.facts}>
        <ExpertFacts expert={expert} />
        <dt>Available</dt>
        <dd>{availableDays(expert)}</dd>
      </dl>
      {bookable && (
        <a href={bookingPathFor(expert.slug, expert.kind)} className="btn">
          Book a consultation <span className="visually-hidden">with {expert.name}</span>
        </a>
      )}
    </article>
  );
}
