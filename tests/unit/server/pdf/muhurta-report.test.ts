/** @jest-environment node */
import { renderMuhurtaPdf } from '@/lib/server/pdf/muhurta-report';
import { pdfText } from '../../../support/pdf-text';
import { storedMuhurtaSearch as search } from '../../../support/muhurta-search';

describe('the muhurta search PDF', () => {
  it('carries the summary, every window with its times and reasons, asta, Chaturmas, the days left out and the rules', async () => {
    const pdf = await renderMuhurtaPdf(search, 'New Delhi, Delhi, India');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const words of [
      'Muhurtas for Marriage (vivaha)',
      'New Delhi, Delhi, India',
      'With your birth star Rohini (Moon in Taurus)',
      'June 2026',
      'Friday, 26 June 2026',
      '9:00 am – 10:30 am',
      'Weekday Friday, ruled by a benefic',
      'Monday, 3 August 2026',
      'Venus is asta (combust) from 10 July 2026 to 21 July 2026.',
      'Chaturmas falls in this range (from 26 July 2026 to 28 July 2026 here)',
      'Saturday, 27 June 2026',
      'Saturday is not a weekday for marriage (vivaha)',
      'Source: Muhurta Chintamani, ch. 6 (Vivaha prakarana)',
      'Tarabalam',
      'Book an astrology consultation',
      'Page 1 of',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('in Hindi: the labels, dates, engine names and reasons in Devanagari', async () => {
    const text = pdfText(await renderMuhurtaPdf(search, 'नई दिल्ली', { lang: 'hi' }));
    for (const words of ['विवाह के मुहूर्त', 'आपकी खोज', 'नई दिल्ली', 'शुक्रवार, 26 जून 2026', 'हस्त', 'शुक्ल एकादशी', 'शुक्रवार, शुभ ग्रह का वार', 'आसपास के दिन क्यों छूटे', 'शनिवार विवाह का वार नहीं है', 'लागू नियम', 'पृष्ठ 1 /']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Your search');
  });
});
