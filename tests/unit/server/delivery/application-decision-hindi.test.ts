/** @jest-environment node */
import { applicationDecisionEmail, applicationDecisionSms } from '@/lib/server/delivery/application-decision';

// Issue 26: an applicant whose account's language is Hindi hears the decision in Hindi; the
// reviewer's reason and the applicant's name stay as they were typed.

describe('telling a Hindi applicant the decision', () => {
  it('a rejection: Hindi subject and text, the reason as written, none of it in the SMS', () => {
    const decision = { name: 'Kavya Iyer', kind: 'astrologer' as const, approved: false, reason: 'Please add a clearer photo of yourself.' };
    const email = applicationDecisionEmail('kavya@example.in', decision, 'hi');
    expect(email.to).toBe('kavya@example.in');
    expect(email.subject).toBe('आपके ज्योतिषी प्रोफ़ाइल आवेदन के बारे में');
    expect(email.text).toContain('प्रिय Kavya Iyer');
    expect(email.text).toContain('Please add a clearer photo of yourself.');
    expect(email.text).toContain('एस्ट्रोवास्तु केंद्र');
    expect(email.text).not.toMatch(/Dear|Thank you|reason/);
    const sms = applicationDecisionSms(decision, 'hi');
    expect(sms).toBe('एस्ट्रोवास्तु केंद्र: आपकी ज्योतिषी प्रोफ़ाइल इस बार स्वीकृत नहीं हुई। आप अपनी प्रोफ़ाइल सुधारकर फिर से आवेदन कर सकते हैं।');
  });

  it('an approval: the public profile’s address', () => {
    const email = applicationDecisionEmail('meera@example.in', { name: 'Meera', kind: 'vastu-astrologer', approved: true, profileUrl: 'https://example.in/astrologers/meera' }, 'hi');
    expect(email.subject).toBe('आपकी वास्तु ज्योतिषी प्रोफ़ाइल स्वीकृत हो गई है');
    expect(email.text).toContain(':\nhttps://example.in/astrologers/meera');
    expect(applicationDecisionSms({ name: 'Meera', kind: 'vastu-astrologer', approved: true }, 'hi')).toContain('स्वीकृत हो गई है');
  });

  it('English without a language, exactly as before', () => {
    const decision = { name: 'Meera', kind: 'vastu-astrologer' as const, approved: true };
    expect(applicationDecisionEmail('m@example.in', decision, 'en')).toEqual(applicationDecisionEmail('m@example.in', decision));
    expect(applicationDecisionSms(decision, 'en')).toBe(applicationDecisionSms(decision));
  });
});
