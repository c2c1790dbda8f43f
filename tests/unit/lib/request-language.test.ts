import { requestLanguage } from '@/lib/i18n/request-language';

// The API answers in Hindi only when the caller asks for Hindi first; everyone else, and a
// caller who says nothing, gets today's English.

describe('requestLanguage', () => {
  it('is English with no header, English, or anything else', () => {
    expect(requestLanguage(null)).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('*')).toBe('en');
    expect(requestLanguage('fr-FR, de')).toBe('en');
  });

  it('is Hindi for hi and hi-IN, whatever the case', () => {
    expect(requestLanguage('hi')).toBe('hi');
    expect(requestLanguage('hi-IN')).toBe('hi');
    expect(requestLanguage('HI-in,en;q=0.5')).toBe('hi');
  });

  it('reads only the primary tag: a language whose code starts with "hi" is not Hindi', () => {
    expect(requestLanguage('hif')).toBe('en');
    expect(requestLanguage('hif-FJ')).toBe('en');
  });

  it('respects q-values', () => {
    expect(requestLanguage('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(requestLanguage('en;q=0.5, hi-IN;q=0.9')).toBe('hi');
    expect(requestLanguage('hi;q=0, en')).toBe('en');
    expect(requestLanguage('hi;q=0')).toBe('en');
  });
});
