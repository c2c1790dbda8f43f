/** @jest-environment node */
// Hand-worked yogas for the rules the PyJHora reference has no key for (or names differently).
import { findYogas, GRAHAS, YOGA_RULES, type Graha } from '@/lib/astro';

/** A chart from signs (0 = Aries) at 15° of each sign; Rahu/Ketu opposite each other. */
function chart(lagna: number, signs: Partial<Record<Graha, number>>) {
  const s: Record<Graha, number> = { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 2, Ketu: 8, ...signs };
  s.Ketu = (s.Rahu + 6) % 12;
  const planets = Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: s[g], longitude: s[g] * 30 + 15 }])) as Record<Graha, { signIndex: number; longitude: number }>;
  return { ascendant: { signIndex: lagna }, planets };
}
const keys = (c: ReturnType<typeof chart>) => findYogas(c).map((y) => y.key);

describe('yoga rules', () => {
  it('has at least 30 yogas, each with a rule sentence and a source naming text and chapter', () => {
    expect(YOGA_RULES.length).toBeGreaterThanOrEqual(30);
    for (const r of YOGA_RULES) {
      expect(r.rule).toMatch(/\.$/);
      expect(r.source).toMatch(/ch\. \d+|Popular usage/);
    }
    expect(new Set(YOGA_RULES.map((r) => r.key)).size).toBe(YOGA_RULES.length);
  });

  it('Parivartana: Aries Lagna, Mars (1st lord) in Leo and the Sun (5th lord) in Aries is Maha; with Mercury (3rd and 6th lord) it depends on the house', () => {
    // Houses from Aries: Leo = 5th, so Mars (lord of 1) sits in 5 and the Sun (lord of 5) sits in 1.
    const c = chart(0, { Mars: 4, Sun: 0 });
    expect(findYogas(c).find((y) => y.key === 'maha_parivartana')?.planets.sort()).toEqual(['Mars', 'Sun']);
    // Mercury (lord of 3 and 6) in Aries and Mars in Gemini (3rd): an exchange of 1 and 3 → Khala.
    expect(keys(chart(0, { Mars: 2, Mercury: 0, Sun: 4 }))).toContain('khala_parivartana');
    // Mercury in Aries and Mars in Virgo (6th): an exchange of 1 and 6 → Dainya.
    expect(keys(chart(0, { Mars: 5, Mercury: 0, Sun: 4 }))).toContain('dainya_parivartana');
  });

  it('Raja and Dhana: Cancer Lagna, Mars (5th and 10th lord) with the Moon (1st lord); Jupiter (9th) with the Sun (2nd)', () => {
    // Cancer Lagna: Moon 1, Sun 2, Mercury 3/12, Venus 4/11, Mars 5/10, Jupiter 6/9, Saturn 7/8.
    const c = chart(3, { Moon: 6, Mars: 6, Sun: 8, Jupiter: 8, Mercury: 8, Venus: 1, Saturn: 10, Rahu: 2 });
    const ys = keys(c);
    expect(ys).toContain('kendra_trikona_raja'); // Moon (1st, a kendra) with Mars (5th, a trikona)
    expect(ys).toContain('dhana'); // Sun (2nd lord) with Jupiter (9th lord)
  });

  it('Viparita: the 6th lord in the 8th is Harsha; the 8th lord in the 12th is Sarala; the 12th lord in the 6th is Vimala', () => {
    // Aries Lagna: Mercury rules 6 (Virgo), Mars rules 8 (Scorpio), Jupiter rules 12 (Pisces).
    const ys = keys(chart(0, { Mercury: 7, Mars: 11, Jupiter: 5, Sun: 9, Moon: 9, Venus: 9, Saturn: 9 }));
    expect(ys).toEqual(expect.arrayContaining(['harsha', 'sarala', 'vimala']));
  });

  it('Kemadruma with and without cancellation; Sunapha, Anapha, Durudhara are exclusive', () => {
    // Moon alone in Aries, everything else in Leo (5th from the Moon; 5th from an Aries Lagna): Kemadruma, with
    // no planet in a kendra from the Lagna or the Moon: not cancelled.
    const alone = findYogas(chart(0, { Moon: 0, Sun: 4, Mars: 4, Mercury: 4, Jupiter: 4, Venus: 4, Saturn: 4 })).find((y) => y.key === 'kemadruma');
    expect(alone?.cancellations).toEqual([]);
    // Jupiter moved to Libra (7th from both): cancelled.
    const saved = findYogas(chart(0, { Moon: 0, Sun: 4, Mars: 4, Mercury: 4, Jupiter: 6, Venus: 4, Saturn: 4 })).find((y) => y.key === 'kemadruma');
    expect(saved?.cancellations).toEqual(['Jupiter in a kendra from the Lagna', 'Jupiter in a kendra from the Moon']);
    const both = keys(chart(0, { Moon: 0, Mars: 1, Saturn: 11, Sun: 4, Mercury: 4, Jupiter: 4, Venus: 4 }));
    expect(both).toContain('durudhara');
    expect(both).not.toContain('sunapha');
    expect(both).not.toContain('anapha');
  });

  it('Nabhasa sankhya: exactly one applies (here Yuga: the seven in two signs)', () => {
    const ys = keys(chart(0, { Sun: 0, Moon: 0, Mars: 0, Mercury: 6, Jupiter: 6, Venus: 6, Saturn: 6 }));
    expect(ys.filter((k) => ['vallaki', 'daama', 'paasa', 'kedara', 'soola', 'yuga', 'gola'].includes(k))).toEqual(['yuga']);
  });

  it('Neecha Bhanga: Jupiter debilitated in Capricorn with Saturn (Capricorn\'s lord) in a kendra from the Lagna', () => {
    // Aries Lagna; Jupiter in Capricorn (10th), Saturn in Libra (7th, a kendra).
    const y = findYogas(chart(0, { Jupiter: 9, Saturn: 6 })).find((x) => x.key === 'neecha_bhanga_raja');
    expect(y?.planets).toEqual(['Jupiter']);
    // Saturn in Taurus (2nd from the Lagna, 6th from a Sagittarius Moon) and Mars (exalted in Capricorn) in Leo (5th, 9th): not cancelled.
    expect(keys(chart(0, { Jupiter: 9, Saturn: 1, Mars: 4, Moon: 8 }))).not.toContain('neecha_bhanga_raja');
  });
});
