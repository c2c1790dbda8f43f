import './zod-jitless';
import { z } from 'zod';
import type { BookingData } from './bookings';
import { textField } from './text-field';

// The expert's desk (/expert): an approved expert's own consultations, the meeting link of a
// video call and "Mark done" with a summary. GET /api/experts/me/bookings and its writes; the
// hours and days off use lib/contract/experts.ts's one schema.

/** Longest meeting link accepted: real video-call addresses are far shorter. */
export const MEETING_LINK_MAX_LENGTH = 500;
export const MEETING_LINK_MESSAGE = 'The meeting link must be a full https:// address, such as https://meet.google.com/abc-defg-hij.';

/** True for an absolute https address with a host and no user name or password in it. */
function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** PUT /api/experts/me/bookings/{id}/meeting-link. */
export const meetingLinkRequestSchema = z.object({
  meetingLink: textField('The meeting link', MEETING_LINK_MAX_LENGTH, { required: MEETING_LINK_MESSAGE, tooLong: `The meeting link must be at most ${MEETING_LINK_MAX_LENGTH} characters.` })
    .trim()
    .refine(isHttpsAddress, MEETING_LINK_MESSAGE),
});
export type MeetingLinkRequest = z.infer<typeof meetingLinkRequestSchema>;

/** Longest summary an expert may write when marking a consultation done. */
export const EXPERT_SUMMARY_MAX_LENGTH = 2000;

/** POST /api/experts/me/bookings/{id}/done: an optional written summary the customer reads in My Bookings. */
export const markDoneRequestSchema = z.object({
  summary: textField('The summary', EXPERT_SUMMARY_MAX_LENGTH)
    .trim()
    .nullish()
    .transform((s) => s || null),
});
export type MarkDoneRequest = z.infer<typeof markDoneRequestSchema>;

/** Said (403) to a signed-in account that is not an approved, published expert. */
export const NOT_AN_EXPERT_MESSAGE = 'The expert desk is for approved experts. Your account has no published expert profile.';
/** Said (404) for a booking that does not exist or is another expert's. */
export const DESK_BOOKING_NOT_FOUND = 'None of your consultations has this id.';
/** Said (409) when a link is added to a consultation that is not a video call. */
export const NOT_VIDEO_MESSAGE = 'This consultation is not a video call, so it has no meeting link.';
/** Said (409) when a consultation no longer open (completed, cancelled, refunded, unpaid) is changed. */
export const NOT_OPEN_MESSAGE = 'Only a paid consultation that is not yet done can be changed.';

/** A consultation as its expert sees it: the booking, and the customer's name (never their contact details). */
export interface DeskBookingData extends Pick<
  BookingData,
  '_id' | 'number' | 'serviceSlug' | 'serviceTitle' | 'status' | 'preferredDate' | 'timeWindow' | 'details' | 'note' | 'slot' | 'scheduledFor' | 'mode' | 'meetingLink' | 'expertSummary'
> {
  customerName: string | null;
  /** Whether the consultation has begun (lib/consultations/booking-status.ts `hasBegun`): "Mark done" is allowed from then on. */
  begun: boolean;
}

/** GET /api/experts/me/bookings: upcoming first (earliest first), then the recent past (latest first). */
export interface DeskBookingListResponse {
  status: 'success';
  data: { expert: { slug: string; name: string }; upcoming: DeskBookingData[]; past: DeskBookingData[] };
}

/** The meeting-link and done writes. */
export interface DeskBookingResponse {
  status: 'success';
  message: string;
  data: DeskBookingData;
}
