/** @jest-environment node */
import { panchangWord, tithiText } from '@/components/panchang/names';
import { longDateText, monthText, shortDateText, timeText } from '@/components/panchang/time-format';
import { CHOGHADIYA_QUALITY, type ChoghadiyaName } from '@/lib/astro/muhurta';
import { karanaName, TITHI_NAMES, WEEKDAYS, YOGA_NAMES } from '@/lib/astro/panchang';
import { NAKSHATRAS, SIGNS } from '@/lib/astro/zodiac';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { MAIN_CITIES } from '@/lib/places/main-cities';

// The panchang's sentences in Hindi come from the Panchang catalogue's Hindi phrases, filled with the
// Hindi names of what the engine computed: every combination reads as Hindi, nothing left in English
// or unfilled, and the English phrases give the English text the page always showed.

const hi = catalogue('hi').Panchang;
const en = catalogue('en').Panchang;
const LATIN = /[A-Za-z]/;
const UNFILLED = /[{}]|undefined/;
const isHindi = (text: string) => !LATIN.test(text) && !UNFILLED.test(text) && /[\u0900-\u097F]/.test(text);
const PAKSHAS = ['Shukla', 'Krishna'] as const;
const TITHIS = [...new Set(TITHI_NAMES)];

describe('the panchang in Hindi', () => {
  it('writes every paksha, tithi and nakshatra of the city page’s summary in Hindi', () => {
    const date = longDateText('2026-11-26', 'hi');
    const bad: string[] = [];
    for (const paksha of PAKSHAS) {
      for (const tithi of TITHIS) {
        for (const nakshatra of NAKSHATRAS) {
          const text = fill(hi.cityLead, { date, paksha: panchangWord('paksha', paksha, 'hi'), tithi: panchangWord('tithi', tithi, 'hi'), nakshatra: panchangWord('nakshatra', nakshatra, 'hi') });
          if (!isHindi(text)) bad.push(text);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(date).toBe('गुरुवार, 26 नवंबर 2026');
  });

  it('gives every yoga, karana, weekday, sign and choghadiya its Hindi name', () => {
    const words = [
      ...YOGA_NAMES.map((y) => panchangWord('panchangYoga', y, 'hi')),
      ...Array.from({ length: 60 }, (_, i) => panchangWord('karana', karanaName(i), 'hi')),
      ...WEEKDAYS.map((w) => panchangWord('weekday', w, 'hi')),
      ...SIGNS.map((s) => panchangWord('sign', s, 'hi')),
      ...(Object.keys(CHOGHADIYA_QUALITY) as ChoghadiyaName[]).map((c) => panchangWord('choghadiya', c, 'hi')),
    ];
    expect(words.filter((w) => !isHindi(w))).toEqual([]);
  });

  it('says each limb "until" a Hindi clock time, with the date when it ends on another day', () => {
    const time = timeText('1968-03-24T19:43:47.822Z', '+05:30', '1968-03-24', 'hi');
    expect(time).toBe('रात 1:13, सोमवार, 25 मार्च');
    expect(fill(hi.nameUntil, { name: tithiText({ paksha: 'Shukla', name: 'Ekadashi' }, 'hi'), time })).toBe('शुक्ल एकादशी, रात 1:13, सोमवार, 25 मार्च तक');
    expect(timeText('1968-03-24T00:28:17.166Z', '+05:30', '1968-03-24', 'hi')).toBe('सुबह 5:58');
    expect(fill(hi.span, { start: 'सुबह 7:30', end: 'सुबह 9:00' })).toBe('सुबह 7:30 से सुबह 9:00 तक');
    expect(shortDateText('2026-11-26T12:00:00Z', '+00:00', 'hi')).toBe('गुरुवार, 26 नवंबर');
    expect(monthText('2026-11', 'hi')).toBe('नवंबर 2026');
  });

  it('keeps the English sentences word for word', () => {
    expect(fill(en.cityLead, { date: longDateText('2024-01-15'), paksha: 'Shukla', tithi: 'Panchami', nakshatra: 'Rohini' })).toBe(
      'Monday, 15 January 2024: Shukla Panchami, Rohini nakshatra. Times are Indian Standard Time.',
    );
    expect(fill(en.nameUntil, { name: tithiText({ paksha: 'Krishna', name: 'Ekadashi' }, 'en'), time: '6:05 am' })).toBe('Krishna Ekadashi, until 6:05 am');
    expect(timeText('1968-03-24T19:43:47.822Z', '+05:30', '1968-03-24')).toBe('1:13 am, Mon, 25 Mar');
  });

  it('names every main city in Devanagari on Hindi pages', () => {
    expect(MAIN_CITIES.filter((c) => !isHindi(c.nameHi)).map((c) => c.slug)).toEqual([]);
  });
});
