import { MAX_RATING } from '@/lib/experts/reviews';
import { VERIFIED_LABEL, type PublicReviewsPage, type ReviewSummary } from '@/lib/contract/reviews';
import { formatDate } from '@/lib/text';
import styles from './Reviews.module.scss';

// An expert's verified reviews: the section of the expert's page, reusable wherever an expert's
// reviews are shown (the expert's own desk). Server-rendered; no script.

/** Filled and empty stars, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {'★'.repeat(rating)}
      <span className={styles.empty}>{'★'.repeat(MAX_RATING - rating)}</span>
    </span>
  );
}

/** The summary line: the average only from MIN_REVIEWS_FOR_AVERAGE reviews on (lib/experts/reviews.ts). */
export function reviewSummaryText({ count, average }: ReviewSummary): string {
  const reviews = `${count} verified consultation${count === 1 ? '' : 's'}`;
  if (count === 0) return 'No reviews yet. Reviews come only from customers whose consultation took place.';
  return average === null ? `Reviews from ${reviews}.` : `${average.toFixed(1)} out of ${MAX_RATING} from ${reviews}.`;
}

/** schema.org AggregateRating of an expert, or undefined while there is no average to show. */
export function aggregateRatingOf({ count, average }: ReviewSummary) {
  return average === null ? undefined : { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: MAX_RATING, worstRating: 1 };
}

export default function ReviewList({ reviews, headingLevel = 2 }: { reviews: PublicReviewsPage; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="reviews" className={styles.reviews}>
      <Heading id="reviews">Verified consultations</Heading>
      <p className={styles.summary}>{reviewSummaryText(reviews)}</p>
      {reviews.items.length > 0 && (
        <ul className={styles.list}>
          {reviews.items.map((r) => (
            <li key={r._id} className={styles.review}>
              <p className={styles.meta}>
                <Stars rating={r.rating} /> <strong>{r.reviewer}</strong> <span className={styles.badge}>{VERIFIED_LABEL}</span> <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
              </p>
              {r.text && <p className={styles.text}>{r.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
