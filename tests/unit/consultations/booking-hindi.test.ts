import { formatBookingDay, formatBookingTime, formatSlotClock, formatSlotDay, formatSlotWhen } from '@/lib/consultations/booking-dates';
import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  CONSULTATION_MODES,
  consultationModeLabel,
  TIME_WINDOWS,
  timeWindowInSentence,
  timeWindowLabel,
} from '@/lib/consultations/booking-status';
import { nextStepsOf } from '@/lib/consultations/modes';
import { bookedServiceTitle } from '@/lib/consultations/services';
import { PROPERTY_TYPES } from '@/lib/contract/bookings';
import en from '@/messages/en';
import hi from '@/messages/hi';

// Issue 26: a booking reads in Hindi on Hindi pages, word for word as before in English. A new
// state, mode, time window or property type without its Hindi fails here.

const DEVANAGARI = /[\u0900-\u097F]/;

describe('a booking’s words in Hindi', () => {
  it('names every state, mode and time window in Devanagari, and in English as before', () => {
    for (const status of BOOKING_STATUSES) expect(bookingStatusLabel(status, 'hi')).toMatch(DEVANAGARI);
    for (const mode of CONSULTATION_MODES) expect(consultationModeLabel(mode, 'hi')).toMatch(DEVANAGARI);
    for (const mode of CONSULTATION_MODES) expect(nextStepsOf(mode, 'hi')).toMatch(DEVANAGARI);
    for (const window of TIME_WINDOWS) expect(timeWindowLabel(window, 'hi')).toMatch(DEVANAGARI);
    expect(bookingStatusLabel('pending_payment')).toBe('Waiting for payment');
    expect(consultationModeLabel('visit')).toBe('Visit to the property');
    expect(timeWindowLabel('morning')).toBe('Morning (9 am to 12 noon)');
    expect(timeWindowInSentence('morning')).toBe('morning (9 am to 12 noon)');
    expect(bookingStatusLabel('paid', 'hi')).toBe('भुगतान हो गया');
  });

  it('names every property type in both catalogues', () => {
    expect(Object.keys(en.BookingForm.propertyTypes).sort()).toEqual([...PROPERTY_TYPES].sort());
    for (const type of PROPERTY_TYPES) expect(hi.BookingForm.propertyTypes[type]).toMatch(DEVANAGARI);
  });

  it('shows the Hindi name of a booked service, and the stored name of a retired one', () => {
    expect(bookedServiceTitle({ serviceSlug: 'professional-vastu-check', serviceTitle: 'Professional Vastu Check' }, 'hi')).toBe('प्रोफ़ेशनल वास्तु चेक');
    expect(bookedServiceTitle({ serviceSlug: 'professional-vastu-check', serviceTitle: 'Professional Vastu Check' }, 'en')).toBe('Professional Vastu Check');
    expect(bookedServiceTitle({ serviceSlug: 'retired-service', serviceTitle: 'Old Service' }, 'hi')).toBe('Old Service');
  });
});

describe('a booking’s dates in Hindi (India time, Latin digits)', () => {
  const slot = { start: '2026-12-01T09:30:00+05:30', end: '2026-12-01T16:00:00+05:30' };

  it('says days, times and slots in Hindi', () => {
    expect(formatBookingDay('2026-12-01', 'hi')).toBe('1 दिसंबर 2026');
    expect(formatBookingTime('2026-12-01T06:00:00Z', 'hi')).toBe('1 दिसंबर 2026, सुबह 11:30');
    expect(formatSlotDay('2026-12-01', 'hi')).toEqual({ weekday: 'मंगल', date: '1 दिसंबर', full: 'मंगलवार, 1 दिसंबर' });
    expect(formatSlotClock('2026-12-01T13:00:00+05:30', 'hi')).toBe('दोपहर 1:00');
    expect(formatSlotWhen(slot, 'hi')).toBe('मंगलवार, 1 दिसंबर 2026, सुबह 9:30 – शाम 4:00 (भारतीय समय)');
  });

  it('says them in English exactly as before', () => {
    expect(formatBookingDay('2026-12-01')).toBe('1 December 2026');
    expect(formatSlotDay('2026-12-01')).toEqual({ weekday: 'Tue', date: '1 Dec', full: 'Tuesday, 1 December' });
    expect(formatSlotWhen(slot)).toBe('Tuesday, 1 December 2026, 9:30 am – 4:00 pm (India time)');
  });
});
