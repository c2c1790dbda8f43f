/**
 * @jest-environment node
 */
// Holika Dahan when Bhadra (Vishti karana, the first half of Purnima) lasts past midnight. Drik Panchang's rule
// ("Holika Dahan muhurta", as vedicguru.in and myguru.in quote it): in pradosh after Bhadra; else after Bhadra
// if it ends before midnight; else within Bhadra, preferably in Bhadra Punchha (its tail) if that falls between
// pradosh and midnight, never in Bhadra Mukha (its mouth); else in pradosh. Punchha and Mukha of a Purnima
// (Muhurta Chintamani 1, Bhadra): the last 3 ghatis of Bhadra's 3rd prahar and the first 5 of its 4th, Bhadra
// (the Purnima's first karana) counting 30 ghatis in four prahars.
import { frameYear } from '@/lib/astro/festivals/days';
import { bhadraIn, purnimaBhadraParts } from '@/lib/astro/festivals/specials';
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { localTime, NEW_DELHI } from './places';

const purnimaOfPhalguna = (year: number) => frameYear(year, NEW_DELHI).tithis.find((s) => s.index === 15 && s.month === 'Phalguna' && !s.adhika)!;
const hhmm = (ms: number) => localTime(ms, NEW_DELHI, '2000-01-01');

describe('Bhadra Punchha and Mukha of Phalguna Purnima, New Delhi', () => {
  it.each([
    // vedicguru.in, "Holika Dahan 2015" (Drik Panchang's figures): Punchha 05:36-06:56, Mukha 06:56-09:09.
    [2015, '05:36', '06:56', '09:09'],
    // english.jagran.com, "Choti Holi 2022" (drikpanchang.com): Punchha 21:06-22:16, Mukha 22:16-00:13.
    [2022, '21:06', '22:16', '00:13'],
  ] as [number, string, string, string][])('%i: Punchha from %s to %s, Mukha to %s', (year, punchhaStart, mukhaStart, mukhaEnd) => {
    const { punchha, mukha } = purnimaBhadraParts(purnimaOfPhalguna(year));
    const minutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
    const close = (ms: number, printed: string) => { const d = Math.abs(minutes(hhmm(ms)) - minutes(printed)); return Math.min(d, 1440 - d); };
    expect(close(punchha.start, punchhaStart)).toBeLessThanOrEqual(2);
    expect(close(punchha.end, mukhaStart)).toBeLessThanOrEqual(2);
    expect(close(mukha.start, mukhaStart)).toBeLessThanOrEqual(2);
    expect(close(mukha.end, mukhaEnd)).toBeLessThanOrEqual(2);
  });
});

describe('Holika Dahan with Bhadra past midnight', () => {
  it('2022: the fire is lit in Bhadra Punchha, 21:06 to 22:16 on 17 March, as Drik Panchang printed it (english.jagran.com, "Choti Holi 2022")', () => {
    const f = festivalsOfYear(2022, NEW_DELHI).find((x) => x.key === 'holika-dahan')!;
    expect(f.date).toBe('2022-03-17');
    expect([hhmm(f.muhurta!.start), hhmm(f.muhurta!.end)]).toEqual([expect.stringMatching(/^21:0[4-8]$/), expect.stringMatching(/^22:1[4-8]$/)]);
    expect(f.why?.en).toMatch(/Punchha/);
  });

  it('2027: Bhadra lasts to the morning and its Punchha falls after midnight, so the fire is lit in pradosh on 21 March, outside Bhadra Mukha', () => {
    const f = festivalsOfYear(2027, NEW_DELHI).find((x) => x.key === 'holika-dahan')!;
    expect(f.date).toBe('2027-03-21');
    const { mukha } = purnimaBhadraParts(purnimaOfPhalguna(2027));
    expect(f.muhurta!.end <= mukha.start || f.muhurta!.start >= mukha.end).toBe(true);
    expect(f.why?.en).toMatch(/Punchha/);
    expect(f.why?.hi).toMatch(/पुच्छ/);
  });

  it('in every year from 1990 to 2060 whose Bhadra covers pradosh and midnight and whose Punchha falls between them, lights the fire in the Punchha', () => {
    let found = 0;
    for (let year = 1990; year <= 2060; year++) {
      const frame = frameYear(year, NEW_DELHI);
      const purnima = frame.tithis.find((s) => s.index === 15 && s.month === 'Phalguna' && !s.adhika)!;
      const bhadra = bhadraIn(purnima)!;
      const { punchha } = purnimaBhadraParts(purnima);
      const evening = frame.days.findIndex((d) => d.sunset <= punchha.start && punchha.start < d.nextSunrise);
      if (evening < 0) continue;
      const d = frame.days[evening]!;
      const pradoshEnd = d.sunset + (d.nextSunrise - d.sunset) / 5;
      const midnight = (d.sunset + d.nextSunrise) / 2;
      const coversEvening = bhadra.start <= d.sunset && bhadra.end >= Math.max(pradoshEnd, midnight);
      if (!coversEvening || punchha.end > midnight) continue;
      const f = festivalsOfYear(year, NEW_DELHI).find((x) => x.key === 'holika-dahan')!;
      expect([year, f.date, f.muhurta!.start, f.muhurta!.end]).toEqual([year, d.date, punchha.start, punchha.end]);
      found++;
    }
    expect(found).toBeGreaterThan(0);
  });
});
