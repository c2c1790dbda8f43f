// Verified reviews of a consultation: who may be named how, when a review may still be edited,
// and from how many reviews an average is worth showing. Pure: the service and pages apply it.

/** A review may be edited for this many days after it was first written. */
export const REVIEW_EDIT_DAYS = 7;

/** An average rating is shown (and published as schema.org AggregateRating) only from this many visible reviews. */
export const MIN_REVIEWS_FOR_AVERAGE = 3;

export const MIN_RATING = 1;
export const MAX_RATING = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a review stays editable, in milliseconds (the setting REVIEW_EDIT_SECONDS may shorten it in tests). */
export const REVIEW_EDIT_MS = REVIEW_EDIT_DAYS * DAY_MS;

/** Until when a review first written at `createdAt` may be edited. */
export const reviewEditableUntil = (createdAt: Date, windowMs: number = REVIEW_EDIT_MS) => new Date(createdAt.getTime() + windowMs);

/** True while a review first written at `createdAt` may still be edited. */
export function isReviewEditable(createdAt: Date, now: Date, windowMs: number = REVIEW_EDIT_MS): boolean {
  return now.getTime() < reviewEditableUntil(createdAt, windowMs).getTime();
}

/**
 * The average of `count` ratings adding up to `sum`, to one decimal, or null below
 * MIN_REVIEWS_FOR_AVERAGE: two reviews say too little about an expert to show a figure.
 */
export function averageOfTotal(sum: number, count: number): number | null {
  if (count < MIN_REVIEWS_FOR_AVERAGE) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** The average of these ratings (averageOfTotal). */
export const averageRating = (ratings: readonly number[]) => averageOfTotal(ratings.reduce((total, r) => total + r, 0), ratings.length);

/** What a public review calls its author when the account has no name. */
export const ANONYMOUS_REVIEWER = 'Verified customer';

/**
 * How a public review names its customer: first name and the initial of the last ("Priya S."),
 * never the full name.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return ANONYMOUS_REVIEWER;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('en-IN')}.` : first!;
}
