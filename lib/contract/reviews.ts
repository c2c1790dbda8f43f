import './zod-jitless';
import { z } from 'zod';
import { MAX_RATING, MIN_RATING, REVIEW_EDIT_DAYS } from '../experts/reviews';
import { pageQuerySchema, type Paged } from './admin';
import { requiredText, textField } from './text-field';

// Verified reviews: a customer rates a completed consultation (POST /api/bookings/{id}/review),
// the expert's page lists them (GET /api/experts/{slug}/reviews), an admin hides an abusive one
// (POST /api/admin/reviews/{id}/hide, /show). The rules behind them are lib/experts/reviews.ts.

export const REVIEW_TEXT_MAX = 2000;
export const RATING_MESSAGE = `Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars.`;

/** The body of POST /api/bookings/{id}/review: a whole number of stars and an optional text, trimmed. */
export const reviewRequestSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(MIN_RATING, RATING_MESSAGE).max(MAX_RATING, RATING_MESSAGE),
  text: textField('The review', REVIEW_TEXT_MAX).trim().optional().default(''),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** Said (403) when the booking is not a completed consultation with an expert. */
export const REVIEW_NOT_ALLOWED_MESSAGE = 'You can review a consultation once it has been completed with an expert.';
/** Said (409) when the edit window has passed. */
export const REVIEW_LOCKED_MESSAGE = `A review can be edited for ${REVIEW_EDIT_DAYS} days after it was written; this one can no longer be changed.`;
/** Said (404) for a review id the console does not know. */
export const REVIEW_NOT_FOUND = 'This review was not found.';
/** Said on the expert's page and in the console: every review is tied to a consultation that took place. */
export const VERIFIED_LABEL = 'Verified consultation';

/** The customer's own review, as My Bookings shows it. */
export interface OwnReviewData {
  _id: string;
  bookingId: string;
  expertSlug: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Until when the customer may still edit it (ISO). */
  editableUntil: string;
  /** Whether it may still be edited, as of when it was read. */
  editable: boolean;
  hidden: boolean;
}

export interface OwnReviewResponse {
  status: 'success';
  message: string;
  data: OwnReviewData;
}

/** A visible review on the expert's page: the customer as first name and initial only. */
export interface PublicReviewData {
  _id: string;
  reviewer: string;
  rating: number;
  text: string;
  createdAt: string;
  verified: true;
}

/** Visible reviews of an expert, newest first; `average` is null below MIN_REVIEWS_FOR_AVERAGE. */
export interface ReviewSummary {
  count: number;
  average: number | null;
}

export const PUBLIC_REVIEWS_PAGE_SIZE = 10;
/** Pages past this are refused: an expert's page never needs more. */
export const PUBLIC_REVIEWS_MAX_PAGE = 100;
const REVIEW_PAGE_MESSAGE = `The page must be a whole number from 1 to ${PUBLIC_REVIEWS_MAX_PAGE}.`;

export const publicReviewsQuerySchema = z.object({
  page: textField('page', 3, { required: REVIEW_PAGE_MESSAGE, tooLong: REVIEW_PAGE_MESSAGE })
    .optional()
    .transform((v) => (v === undefined || v === '' ? 1 : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= PUBLIC_REVIEWS_MAX_PAGE, REVIEW_PAGE_MESSAGE),
});

export interface PublicReviewsPage extends ReviewSummary {
  page: number;
  pageSize: number;
  items: PublicReviewData[];
}

export interface PublicReviewsResponse {
  status: 'success';
  data: PublicReviewsPage;
}

// ---------------------------------------------------------------- the console

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const adminReviewsQuerySchema = z.object({
  page: pageQuerySchema,
  visibility: z.enum(REVIEW_VISIBILITIES, { error: `visibility must be one of ${REVIEW_VISIBILITIES.join(', ')}.` }).optional().default('all'),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const HIDE_REASON_MESSAGE = 'Say why the review is hidden.';
/** The body of POST /api/admin/reviews/{id}/hide. */
export const hideReviewSchema = z.object({
  reason: requiredText('The reason', 500, { required: HIDE_REASON_MESSAGE }),
});

/** A review as the console lists it: the whole name and the booking's number, for moderation. */
export interface AdminReviewData {
  _id: string;
  bookingId: string;
  bookingNumber: string;
  expertSlug: string;
  customerName: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface AdminReviewsPage extends Paged {
  items: AdminReviewData[];
}
