import { averageRating, isReviewEditable, MIN_REVIEWS_FOR_AVERAGE, REVIEW_EDIT_DAYS, reviewerName } from '@/lib/experts/reviews';

describe('averageRating', () => {
  it('shows no average below the minimum number of reviews', () => {
    expect(MIN_REVIEWS_FOR_AVERAGE).toBe(3);
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4])).toBeNull();
  });

  it('averages from three reviews on, to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 5, 4])).toBe(4.8);
    expect(averageRating([1, 2, 3])).toBe(2);
  });
});

describe('reviewerName', () => {
  it('names the customer by first name and the initial of the last', () => {
    expect(reviewerName('Priya Sharma')).toBe('Priya S.');
    expect(reviewerName('  Ravi  Kumar  verma ')).toBe('Ravi V.');
    expect(reviewerName('anil kapoor')).toBe('anil K.');
  });

  it('keeps a single name as it is and calls a nameless customer a verified customer', () => {
    expect(reviewerName('Meera')).toBe('Meera');
    expect(reviewerName('   ')).toBe('Verified customer');
  });
});

describe('isReviewEditable', () => {
  const written = new Date('2026-11-01T10:00:00Z');
  const days = (n: number) => new Date(written.getTime() + n * 24 * 60 * 60 * 1000);

  it(`allows edits for ${REVIEW_EDIT_DAYS} days after the review was first written`, () => {
    expect(isReviewEditable(written, days(0))).toBe(true);
    expect(isReviewEditable(written, days(6.99))).toBe(true);
  });

  it('refuses edits once the window has passed', () => {
    expect(isReviewEditable(written, days(7))).toBe(false);
    expect(isReviewEditable(written, days(30))).toBe(false);
  });

  it('honours a shorter window (a test setting)', () => {
    expect(isReviewEditable(written, new Date(written.getTime() + 2_000), 3_000)).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + 3_000), 3_000)).toBe(false);
  });
});
