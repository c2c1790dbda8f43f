/** @jest-environment node */
import { NEXT_STEPS } from '@/lib/consultations/modes';
import { bookingConfirmedMessage, bookingUpdateMessage } from '@/lib/server/services/booking-notices';

describe('the words of a booking update', () => {
  const booking = { id: '0c9d2f3e-1a2b-4c5d-8e9f-001122334455', number: 'AVK-2612-0042', serviceTitle: 'Professional Vastu Check', status: 'paid' as const, preferredDate: '2026-12-01', timeWindow: 'morning' as const, scheduledFor: null };

  it('names the service, the new state and the preferred date', () => {
    const message = bookingUpdateMessage(booking);
    expect(message.subject).toBe('Your booking for Professional Vastu Check: Paid');
    expect(message.text).toMatch(/Professional Vastu Check is now Paid\. Preferred date: 1 December 2026, morning/);
    // The short number the customer quotes, never the internal id.
    expect(message.text).toMatch(/Booking AVK-2612-0042\./);
    expect(message.text).not.toContain('0c9d2f3e');
    expect(message.smsVariables).toEqual({ service: 'Professional Vastu Check', status: 'Paid', date: expect.stringMatching(/^1 December 2026/) });
  });

  it('gives the agreed time, in India, once scheduled', () => {
    const message = bookingUpdateMessage({ ...booking, status: 'scheduled', scheduledFor: new Date('2026-12-01T06:00:00Z') });
    expect(message.text).toMatch(/is now Scheduled\. Agreed time: 1 December 2026(,| at) 11:30 am/);
  });
});

describe('the confirmation of a paid booking on a slot', () => {
  const paid = {
    id: '0c9d2f3e-1a2b-4c5d-8e9f-001122334455',
    number: 'AVK-2612-0042',
    serviceTitle: 'Astrology Consultation',
    expert: { slug: 'pandit-dinesh-shastri', name: 'Pandit Dinesh Shastri', kind: 'astrologer' as const },
    slot: { start: '2026-12-01T09:30:00+05:30', end: '2026-12-01T10:00:00+05:30' },
  };

  it('says what was booked, with whom, when (weekday, India time), how and what happens next', () => {
    const message = bookingConfirmedMessage({ ...paid, mode: 'video' });
    expect(message.subject).toBe('Booking AVK-2612-0042 confirmed: Astrology Consultation');
    expect(message.text).toContain('Astrology Consultation with Pandit Dinesh Shastri');
    expect(message.text).toMatch(/Tuesday, 1 December 2026, 9:30 am – 10:00 am \(India time\)/);
    expect(message.text).toContain('by video call');
    expect(message.text).toContain(NEXT_STEPS.video);
    expect(message.text).not.toContain('0c9d2f3e');
    expect(message.smsVariables).toEqual({ service: 'Astrology Consultation', status: 'Confirmed', date: expect.stringMatching(/^Tuesday, 1 December 2026, 9:30 am/) });
  });

  it('tells a phone customer that the expert calls them, and a visit customer that the team confirms the address', () => {
    expect(bookingConfirmedMessage({ ...paid, mode: 'phone' }).text).toContain(NEXT_STEPS.phone);
    expect(NEXT_STEPS.phone).toMatch(/calls you on your mobile number/);
    expect(bookingConfirmedMessage({ ...paid, mode: 'visit' }).text).toContain(NEXT_STEPS.visit);
    expect(NEXT_STEPS.visit).toMatch(/address/);
  });
});
