/** @jest-environment node */
import { computeSadeSati, computeTransits, FAVOURABLE_FROM_MOON, GRAHAS, transitsAgainst } from '@/lib/astro';

describe('transitsAgainst', () => {
  // Hand-worked: on 1 June 2025 (Lahiri) Saturn is in Pisces (entered 29 March 2025) and Jupiter in Gemini
  // (entered 14 May 2025). For a Pisces Moon and an Aries Lagna: Saturn is in the 1st from the Moon (the peak of
  // Sade Sati) and the 12th from the Lagna; Jupiter in the 4th from the Moon, not a favourable house.
  const natal = { ascendant: { signIndex: 0 }, planets: { Moon: { signIndex: 11 } } };
  const at = new Date('2025-06-01T00:00:00Z');
  const t = transitsAgainst(natal, at);

  it('counts Saturn and Jupiter from the Moon and the Lagna', () => {
    expect(t.grahas.Saturn.sign).toBe('Pisces');
    expect(t.grahas.Saturn.houseFromMoon).toBe(1);
    expect(t.grahas.Saturn.houseFromLagna).toBe(12);
    expect(t.saturn).toBe('sade-sati-peak');
    expect(t.grahas.Jupiter.sign).toBe('Gemini');
    expect(t.grahas.Jupiter.houseFromMoon).toBe(4);
    expect(t.jupiterFavourable).toBe(false);
    expect(t.source).toMatch(/Phaladeepika, ch\. 26/);
  });

  it('agrees with computeTransits, and the favourable flag follows the table', () => {
    const raw = computeTransits(at);
    for (const g of GRAHAS) {
      expect(t.grahas[g].longitude).toBe(raw[g].longitude);
      expect(t.grahas[g].favourable).toBe(FAVOURABLE_FROM_MOON[g].includes(t.grahas[g].houseFromMoon));
      // From the Lagna and from the Moon differ by the Moon's house from the Lagna (12 here: 11 signs on).
      expect((t.grahas[g].houseFromLagna - t.grahas[g].houseFromMoon + 12) % 12).toBe(11);
    }
  });

  it.each(['1975-03-03', '1999-11-30', '2031-07-19', '2210-02-02'])('on %s the Sade Sati flag agrees with computeSadeSati for every Moon sign', (d) => {
    const when = new Date(`${d}T12:00:00Z`);
    for (let moon = 0; moon < 12; moon++) {
      const tr = transitsAgainst({ ascendant: { signIndex: 3 }, planets: { Moon: { signIndex: moon } } }, when);
      expect([moon, (tr.saturn ?? '').startsWith('sade-sati')]).toEqual([moon, computeSadeSati(moon, when).active]);
    }
  });
});
