import { MAX_RATING } from '@/lib/experts/reviews';
import styles from './Reviews.module.scss';

/** Filled and empty stars, read out as "Rated 4 out of 5" (or `label`, the same words in the page's language). */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `Rated ${rating} out of ${MAX_RATING}`}>
      {'★'.repeat(rating)}
      <span className={styles.empty}>{'★'.repeat(MAX_RATING - rating)}</span>
    </span>
  );
}
