// How a consultation takes place, per service: which modes a customer may choose, the one taken
// when they chose none, and how long the slot is (a visit takes a half-day). Pure.

import type { ConsultationMode } from './booking-status';
import { VISIT_MINUTES, type BookableService } from './services';

export const MODE_MESSAGE = 'Choose how the consultation takes place: a phone call, a video call or, for a Vastu consultation, a visit.';
export const VISIT_NOT_OFFERED_MESSAGE = 'A visit to the property is offered only for Vastu consultations. Choose a phone call or a video call.';

type Service = Pick<BookableService, 'minutes' | 'visit'>;

/** The modes a customer may choose: none for a written report (no appointment). */
export function modesOf(service: Service): ConsultationMode[] {
  if (service.minutes === null) return [];
  return service.visit ? ['visit', 'phone', 'video'] : ['phone', 'video'];
}

/** The mode of a booking whose customer chose none: a visit where the service offers one, else a phone call. */
export function defaultModeOf(service: Service): ConsultationMode | null {
  return modesOf(service)[0] ?? null;
}

/** The slot's length in minutes for this mode (a visit: a half-day slot), or null without an appointment. */
export function slotMinutesOf(service: Service, mode: ConsultationMode | null | undefined): number | null {
  if (service.minutes === null) return null;
  return mode === 'visit' ? VISIT_MINUTES : service.minutes;
}

/** What happens after a consultation is paid, by mode: said on the confirmation page, by SMS and by e-mail. */
export const NEXT_STEPS: Record<ConsultationMode, string> = {
  phone: 'At the time booked, your expert calls you on your mobile number. Please keep it free and reachable.',
  video: 'Before the call, your expert adds the video call link to your booking: open it from My Bookings at the time booked.',
  visit: 'Our team calls you before the day to confirm the property address and the arrival time of the visit.',
};
