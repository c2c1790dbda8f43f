import { MAX_RATING } from '@/lib/experts/reviews';
import { formatLongDate } from '@/lib/astro/format';
import { VERIFIED_LABEL, type PublicReviewsPage, type ReviewSummary } from '@/lib/contract/reviews';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, typedTextLang, type Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text';
import { Stars } from './Stars';
import styles from './Reviews.module.scss';

export { Stars };

// An expert's verified reviews: the section of the expert's page, reusable wherever an expert's
// reviews are shown (the expert's own desk). Server-rendered; no script.

/** The summary line: the average only from MIN_REVIEWS_FOR_AVERAGE reviews on (lib/experts/reviews.ts). */
export function reviewSummaryText({ count, average }: ReviewSummary, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== DEFAULT_LOCALE) {
    const t = catalogue(locale).Reviews;
    if (count === 0) return t.none;
    return average === null ? fill(t.fromCount, { count }) : fill(t.average, { average: average.toFixed(1), max: MAX_RATING, count });
  }
  const reviews = `${count} verified consultation${count === 1 ? '' : 's'}`;
  if (count === 0) return 'No reviews yet. Reviews come only from customers whose consultation took place.';
  return average === null ? `Reviews from ${reviews}.` : `${average.toFixed(1)} out of ${MAX_RATING} from ${reviews}.`;
}

/** schema.org AggregateRating of an expert, or undefined while there is no average to show. */
export function aggregateRatingOf({ count, average }: ReviewSummary) {
  return average === null ? undefined : { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: MAX_RATING, worstRating: 1 };
}

export default function ReviewList({ reviews, headingLevel = 2, locale = DEFAULT_LOCALE }: { reviews: PublicReviewsPage; headingLevel?: 2 | 3; locale?: Locale }) {
  const Heading = `h${headingLevel}` as const;
  const t = catalogue(locale).Reviews;
  return (
    <section aria-labelledby="reviews" className={styles.reviews}>
      <Heading id="reviews">{t.heading}</Heading>
      <p className={styles.summary}>{reviewSummaryText(reviews, locale)}</p>
      {reviews.items.length > 0 && (
        <ul className={styles.list}>
          {reviews.items.map((r) => (
            <li key={r._id} className={styles.review}>
              <p className={styles.meta}>
                <Stars rating={r.rating} label={locale === DEFAULT_LOCALE ? undefined : fill(t.stars, { rating: r.rating, max: MAX_RATING })} /> <strong lang={typedTextLang(r.reviewer, locale)}>{r.reviewer}</strong>{' '}
                <span className={styles.badge}>{locale === DEFAULT_LOCALE ? VERIFIED_LABEL : t.verified}</span>{' '}
                <time dateTime={r.createdAt}>{locale === DEFAULT_LOCALE ? formatDate(r.createdAt) : formatLongDate(r.createdAt, locale)}</time>
              </p>
              {r.text && (
                <p className={styles.text} lang={typedTextLang(r.text, locale)}>
                  {r.text}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
