/** @jest-environment node */
import { appointmentMessage, bookingConfirmedMessage, bookingUpdateMessage, meetingLinkMessage } from '@/lib/server/services/booking-notices';
import { NEXT_STEPS_HI } from '@/lib/server/delivery/words-hi';

// Issue 26: a Hindi account's booking messages, in Hindi; the English ones stay as they were
// (tests/unit/server/services/booking-notices.test.ts).

const LATIN_WORDS = /\b(?:booking|Booking|your|is now|Preferred|Agreed|confirmed|paid|India time|with|am|pm)\b/;

describe('a booking update in Hindi', () => {
  const booking = { id: '0c9d2f3e-1a2b-4c5d-8e9f-001122334455', number: 'AVK-2612-0042', serviceTitle: 'प्रोफ़ेशनल वास्तु चेक', status: 'paid' as const, preferredDate: '2026-12-01', timeWindow: 'morning' as const, scheduledFor: null };

  it('names the service, the new state and the preferred date in Hindi, with Latin digits', () => {
    const message = bookingUpdateMessage(booking, 'hi');
    expect(message.subject).toBe('प्रोफ़ेशनल वास्तु चेक की आपकी बुकिंग: भुगतान हो गया');
    expect(message.text).toBe(
      'एस्ट्रोवास्तु केंद्र: प्रोफ़ेशनल वास्तु चेक की आपकी बुकिंग की स्थिति अब "भुगतान हो गया" है। पसंदीदा तारीख: 1 दिसंबर 2026, सुबह (9 से दोपहर 12 बजे तक)। बुकिंग AVK-2612-0042।',
    );
    expect(message.smsVariables).toEqual({ service: 'प्रोफ़ेशनल वास्तु चेक', status: 'भुगतान हो गया', date: '1 दिसंबर 2026, सुबह (9 से दोपहर 12 बजे तक)' });
    expect(message.text).not.toMatch(LATIN_WORDS);
  });

  it('gives the agreed time in India time once scheduled', () => {
    const message = bookingUpdateMessage({ ...booking, status: 'scheduled', scheduledFor: new Date('2026-12-01T06:00:00Z') }, 'hi');
    expect(message.text).toContain('अब "समय तय हो गया" है। तय समय: 1 दिसंबर 2026, सुबह 11:30।');
  });

  it('is English, exactly as before, without a language', () => {
    expect(bookingUpdateMessage(booking).text).toBe(bookingUpdateMessage(booking, 'en').text);
    expect(bookingUpdateMessage(booking, 'en').subject).toBe('Your booking for प्रोफ़ेशनल वास्तु चेक: Paid');
  });
});

describe('the confirmation of a paid booking in Hindi', () => {
  const paid = {
    number: 'AVK-2612-0042',
    serviceTitle: 'ज्योतिष परामर्श',
    expert: { slug: 'pandit-dinesh-shastri', name: 'Pandit Dinesh Shastri', kind: 'astrologer' as const },
    slot: { start: '2026-12-01T09:30:00+05:30', end: '2026-12-01T10:00:00+05:30' },
  };

  it('says what, with whom, when (weekday, India time), how and what happens next', () => {
    const message = bookingConfirmedMessage({ ...paid, mode: 'video' }, 'hi');
    expect(message.subject).toBe('बुकिंग AVK-2612-0042 की पुष्टि: ज्योतिष परामर्श');
    expect(message.text).toBe(
      'एस्ट्रोवास्तु केंद्र: आपकी बुकिंग AVK-2612-0042 की पुष्टि हो गई है और भुगतान मिल गया है। ज्योतिष परामर्श, Pandit Dinesh Shastri के साथ, मंगलवार, 1 दिसंबर 2026, सुबह 9:30 – सुबह 10:00 (भारतीय समय), वीडियो कॉल से। ' +
        NEXT_STEPS_HI.video,
    );
    expect(message.smsVariables.status).toBe('पुष्टि हो गई');
  });

  it('says a visit and a phone call in Hindi too, and an afternoon slot as दोपहर', () => {
    const visit = bookingConfirmedMessage({ ...paid, expert: null, mode: 'visit', slot: { start: '2026-12-01T13:00:00+05:30', end: '2026-12-01T17:00:00+05:30' } }, 'hi');
    expect(visit.text).toContain('ज्योतिष परामर्श, मंगलवार, 1 दिसंबर 2026, दोपहर 1:00 – शाम 5:00 (भारतीय समय), संपत्ति पर आकर।');
    expect(visit.text).toContain(NEXT_STEPS_HI.visit);
    expect(bookingConfirmedMessage({ ...paid, mode: 'phone' }, 'hi').text).toContain('फ़ोन कॉल से।');
  });
});

describe('the other booking messages in Hindi', () => {
  const booking = { id: '0c9d2f3e-1a2b-4c5d-8e9f-001122334455', number: 'AVK-2612-0042', serviceTitle: 'ज्योतिष परामर्श', slotStart: new Date('2026-12-01T04:00:00Z'), scheduledFor: null };

  it('a new expert or time', () => {
    const message = appointmentMessage(booking, 'Acharya Meera Joshi', 'hi');
    expect(message.subject).toBe('आपका परामर्श AVK-2612-0042: अब Acharya Meera Joshi के साथ');
    expect(message.text).toBe('एस्ट्रोवास्तु केंद्र: आपका परामर्श AVK-2612-0042 अब Acharya Meera Joshi के साथ 1 दिसंबर 2026, सुबह 9:30 पर है।');
    expect(appointmentMessage({ ...booking, slotStart: null }, 'Acharya Meera Joshi', 'hi').text).toContain('समय की पुष्टि हम जल्द करेंगे।');
  });

  it('the video call link', () => {
    const message = meetingLinkMessage(booking, 'hi');
    expect(message.subject).toBe('ज्योतिष परामर्श के लिए आपका वीडियो कॉल लिंक तैयार है');
    expect(message.text).toContain('(1 दिसंबर 2026, सुबह 9:30)');
    expect(message.text).not.toMatch(/https?:/);
  });
});
