/** @jest-environment node */
import { bookingUpdateMessage } from '@/lib/server/services/booking-notices';

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
