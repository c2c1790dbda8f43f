// Varjyam and Amrit kaal against what Drik Panchang printed in January 2023 for each nakshatra
// (its daily pages: the nakshatra's end, which is the next one's start, and the two windows, local
// clock). Every nakshatra of the cycle appears once; each printed time is matched to the minute.
import { AMRIT_GHATIS, amritKaalBetween, VARJYAM_GHATIS, varjyamBetween, type NakshatraSpan } from '@/lib/astro/calendar/nakshatra-windows';
import { NAKSHATRAS } from '@/lib/astro/zodiac';

// [nakshatra, starts, ends, printed Varjyam starts, printed Amrit kalam start] as "DD HH:MM" in January 2023.
const PRINTED: [string, string, string, string[], string][] = [
  ['Bharani', '01 12:48', '02 14:24', ['01 23:03'], '02 09:17'],
  ['Krittika', '02 14:24', '03 16:26', ['03 03:25'], '03 13:50'],
  ['Rohini', '03 16:26', '04 18:49', ['04 10:01'], '04 15:18'],
  ['Mrigashira', '04 18:49', '05 21:26', ['05 01:01'], '05 11:40'],
  ['Ardra', '05 21:26', '07 00:14', ['06 06:49'], '06 13:04'],
  ['Punarvasu', '07 00:14', '08 03:08', ['07 13:41'], '08 00:27'],
  ['Pushya', '08 03:08', '09 06:05', ['08 12:07'], '08 22:54'],
  ['Ashlesha', '09 06:05', '10 09:01', ['09 20:27'], '10 07:13'],
  ['Magha', '10 09:01', '11 11:50', ['10 22:26'], '11 09:09'],
  ['Purva Phalguni', '11 11:50', '12 14:25', ['11 20:42'], '12 07:19'],
  ['Uttara Phalguni', '12 14:25', '13 16:36', ['12 22:16'], '13 08:44'],
  ['Hasta', '13 16:36', '14 18:14', ['14 01:34'], '14 11:49'],
  ['Chitra', '14 18:14', '15 19:12', ['15 02:33'], '15 12:32'],
  ['Swati', '15 19:12', '16 19:23', ['16 00:50'], '16 10:31'],
  ['Vishakha', '16 19:23', '17 18:46', ['17 00:51'], '17 10:12'],
  ['Anuradha', '17 18:46', '18 17:23', ['17 22:32'], '18 07:35'],
  ['Jyeshtha', '18 17:23', '19 15:18', ['18 22:30'], '19 07:16'],
  ['Mula', '19 15:18', '20 12:40', ['19 22:25', '20 11:15'], '20 06:58'],
  ['Purva Ashadha', '20 12:40', '21 09:40', ['20 21:04'], '21 05:28'],
  ['Uttara Ashadha', '21 09:40', '22 06:30', ['21 16:37'], '22 00:56'],
  ['Shravana', '22 06:30', '23 03:21', ['22 09:58'], '22 18:19'],
  ['Dhanishta', '23 03:21', '24 00:26', ['23 06:52'], '23 15:18'],
  ['Shatabhisha', '24 00:26', '24 21:58', ['24 06:54'], '24 15:30'],
  ['Purva Bhadrapada', '24 21:58', '25 20:05', ['25 03:52'], '25 12:43'],
  ['Uttara Bhadrapada', '25 20:05', '26 18:57', ['26 05:14'], '26 14:22'],
  ['Revati', '26 18:57', '27 18:37', ['27 06:47'], '27 16:15'],
  ['Ashwini', '27 18:37', '28 19:06', ['28 15:01'], '28 11:45'],
];
const at = (ddhhmm: string) => Date.UTC(2023, 0, Number(ddhhmm.slice(0, 2)), Number(ddhhmm.slice(3, 5)), Number(ddhhmm.slice(6)));

describe('Varjyam and Amrit kaal, as Drik Panchang printed them for the 27 nakshatras', () => {
  it('covers every nakshatra once and the tables have one entry per nakshatra', () => {
    expect(PRINTED.map((p) => p[0]).sort()).toEqual([...NAKSHATRAS].sort());
    expect([VARJYAM_GHATIS.length, AMRIT_GHATIS.length]).toEqual([27, 27]);
  });

  it.each(PRINTED)('%s', (name, starts, ends, varjyam, amrit) => {
    const span: NakshatraSpan = { index: NAKSHATRAS.indexOf(name as (typeof NAKSHATRAS)[number]) + 1, startsAt: at(starts), endsAt: at(ends) };
    const length = span.endsAt - span.startsAt;
    const v = varjyamBetween([span], span.startsAt, span.endsAt);
    expect(v).toHaveLength(varjyam.length);
    v.forEach((w, i) => {
      // Printed times are rounded to the minute, and so are the start and end they count from.
      expect(Math.abs(w.start - at(varjyam[i]!))).toBeLessThanOrEqual(2 * 60_000);
      expect(w.end - w.start).toBeCloseTo((4 / 60) * length, 0);
    });
    const [a] = amritKaalBetween([span], span.startsAt, span.endsAt + length);
    expect(Math.abs(a!.start - at(amrit))).toBeLessThanOrEqual(2 * 60_000);
  });

  it('keeps only the windows that begin within the asked span, in time order', () => {
    const mula: NakshatraSpan = { index: 19, startsAt: at('19 15:18'), endsAt: at('20 12:40') };
    expect(varjyamBetween([mula], at('20 06:46'), at('21 06:46'))).toHaveLength(1); // only the 56-ghati window
    expect(varjyamBetween([mula], at('19 06:47'), at('20 06:46'))).toHaveLength(1); // only the 20-ghati window
  });
});
