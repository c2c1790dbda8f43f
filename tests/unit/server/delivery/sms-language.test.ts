/** @jest-environment node */
import { templateIn } from '@/lib/server/delivery';
import { emailCodeHi, otpSmsHi } from '@/lib/server/delivery/words-hi';

// Issue 26: an SMS goes through the Hindi template of its kind (MSG91_*_TEMPLATE_ID_HI) for a
// Hindi account, and through the English one when no Hindi template is set or in English.
describe('the MSG91 template of an SMS in a language', () => {
  const english = { provider: 'msg91' as const, authKey: 'k', baseUrl: 'https://control.msg91.com/', templateId: 'otp-en', noticeTemplateId: 'notice-en', bookingTemplateId: 'booking-en', decisionTemplateId: undefined };

  it('is the Hindi one when set, for Hindi only', () => {
    const both = { ...english, hindi: { templateId: 'otp-hi', bookingTemplateId: 'booking-hi', decisionTemplateId: 'decision-hi' } };
    expect(templateIn(both, 'templateId', 'hi')).toBe('otp-hi');
    expect(templateIn(both, 'bookingTemplateId', 'hi')).toBe('booking-hi');
    expect(templateIn(both, 'templateId', 'en')).toBe('otp-en');
    // A Hindi decision template without an English one is still used for Hindi accounts only.
    expect(templateIn(both, 'decisionTemplateId', 'hi')).toBe('decision-hi');
    expect(templateIn(both, 'decisionTemplateId', 'en')).toBeUndefined();
  });

  it('falls back to the English one when no Hindi template is set', () => {
    expect(templateIn(english, 'templateId', 'hi')).toBe('otp-en');
    expect(templateIn({ ...english, hindi: { templateId: undefined } }, 'noticeTemplateId', 'hi')).toBe('notice-en');
  });
});

describe('the Hindi text of a code', () => {
  it('carries the code and a plain warning, in Devanagari', () => {
    expect(otpSmsHi('123456')).toBe('एस्ट्रोवास्तु केंद्र: आपका OTP 123456 है। इसे किसी के साथ साझा न करें।');
  });
});

describe('the Hindi e-mail of a code', () => {
  it('puts the code first in the subject and says when it expires', () => {
    const mail = emailCodeHi('654321', '10 मिनट');
    expect(mail.subject).toBe('654321 आपका एस्ट्रोवास्तु केंद्र सत्यापन कोड है');
    expect(mail.text).toContain('आपका सत्यापन कोड 654321 है।');
    expect(mail.text).toContain('यह 10 मिनट में समाप्त हो जाएगा।');
  });
});
