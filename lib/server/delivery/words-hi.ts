import 'server-only';
import { formatClock, formatLongDate } from '@/lib/astro/format';
import { INDIA_OFFSET_MS } from '@/lib/consultations/booking-dates';
import type { BookingStatus, ConsultationMode, TimeWindow } from '@/lib/consultations/booking-status';
import type { ExpertKind } from '@/lib/experts';

// The Hindi words of the SMS and e-mails the site sends to an account whose language is Hindi,
// written beside the English ones they stand for (lib/consultations/booking-status.ts, modes.ts,
// lib/experts/kinds.ts). Typed by the same keys, so a new state, mode or kind does not compile
// without its Hindi. Dates follow lib/astro/format.ts: "1 दिसंबर 2026", "सुबह 9:30", Latin digits.

/** The business's name as its Hindi pages write it. */
export const SITE_NAME_HI = 'एस्ट्रोवास्तु केंद्र';

export const BOOKING_STATUS_LABELS_HI: Record<BookingStatus, string> = {
  pending_payment: 'भुगतान बाकी',
  paid: 'भुगतान हो गया',
  scheduled: 'समय तय हो गया',
  completed: 'पूरा हो गया',
  cancelled: 'रद्द',
  refunded: 'राशि वापस कर दी गई',
};

export const TIME_WINDOW_LABELS_HI: Record<TimeWindow, string> = {
  morning: 'सुबह (9 से दोपहर 12 बजे तक)',
  afternoon: 'दोपहर (12 से शाम 4 बजे तक)',
  evening: 'शाम (4 से रात 8 बजे तक)',
};

/** How the consultation takes place, as the end of a sentence: "…, वीडियो कॉल से।" */
export const CONSULTATION_MODE_HOW_HI: Record<ConsultationMode, string> = {
  phone: 'फ़ोन कॉल से',
  video: 'वीडियो कॉल से',
  visit: 'संपत्ति पर आकर',
};

/** What happens after a consultation is paid, by mode (the English: NEXT_STEPS in lib/consultations/modes.ts). */
export const NEXT_STEPS_HI: Record<ConsultationMode, string> = {
  phone: 'तय समय पर आपके विशेषज्ञ आपके मोबाइल नंबर पर कॉल करेंगे। कृपया उस समय नंबर चालू और खाली रखें।',
  video: 'कॉल से पहले आपके विशेषज्ञ आपकी बुकिंग में वीडियो कॉल का लिंक जोड़ देंगे। तय समय पर इसे "मेरी बुकिंग" से खोलें।',
  visit: 'विज़िट से पहले हमारी टीम आपको कॉल करके संपत्ति का पता और पहुँचने का समय पक्का करेगी।',
};

export const EXPERT_KIND_LABELS_HI: Record<ExpertKind, string> = {
  astrologer: 'ज्योतिषी',
  'vastu-astrologer': 'वास्तु ज्योतिषी',
};

/** "सुबह 9:30", India time, for an instant. */
function indiaClockHi(at: Date | string): string {
  const india = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  return formatClock(india.getUTCHours(), india.getUTCMinutes(), 'hi');
}

/** "1 दिसंबर 2026" for a YYYY-MM-DD day. */
export const bookingDayHi = (day: string): string => formatLongDate(day, 'hi');

/** "1 दिसंबर 2026, सुबह 11:30" in India's time, for an instant. */
export const bookingTimeHi = (at: Date | string): string => `${formatLongDate(new Date(at), 'hi')}, ${indiaClockHi(at)}`;

/** "मंगलवार, 1 दिसंबर 2026, सुबह 9:30 – सुबह 10:00 (भारतीय समय)": a booked slot, said in full. */
export const slotWhenHi = (slot: { start: string; end: string }): string =>
  `${formatLongDate(new Date(slot.start), 'hi', { weekday: true })}, ${indiaClockHi(slot.start)} – ${indiaClockHi(slot.end)} (भारतीय समय)`;

/** The SMS that carries a sign-in or registration code, for the console and a Hindi template's reader. */
export const otpSmsHi = (code: string): string => `${SITE_NAME_HI}: आपका OTP ${code} है। इसे किसी के साथ साझा न करें।`;
