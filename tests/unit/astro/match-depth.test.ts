/** @jest-environment node */
// Match making's depth: Mangal dosha samya, the Nadi and Bhakoot pariharas and the ten poruthams.
// Hand-worked pairs (the working is in the comments) and the 120 reference pairs of reference-charts.json.
import { ashtakoota } from '@/lib/astro/ashtakoota';
import { computeManglikDosha, type ManglikInput } from '@/lib/astro/doshas';
import { compareManglik, doshaExceptions, inVedha, poruthams, rajjuOf, type PoruthamKey } from '@/lib/astro/match';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import { loadReference } from '../../support/reference';
import { loadReferenceCases } from './reference-cases';
import { chart } from './sign-charts';

// ---------------------------------------------------------------- helpers

const samyaOf = (boy: ManglikInput, girl: ManglikInput) => compareManglik(computeManglikDosha(boy), computeManglikDosha(girl), boy, girl);
const matchedKeys = (boyMoon: number, girlMoon: number): PoruthamKey[] => poruthams(boyMoon, girlMoon).poruthams.filter((p) => p.matched).map((p) => p.key);

// ---------------------------------------------------------------- Mangal dosha samya

describe('Mangal dosha compared between the two charts', () => {
  test('neither Manglik: nothing to balance', () => {
    // Lagna Aries, Mars in Gemini: the 3rd house, not 1, 2, 4, 7, 8 or 12.
    const s = samyaOf(chart(0, { Mars: 2 }), chart(0, { Mars: 2 }));
    expect(s.rules.map((r) => r.key)).toEqual(['neither']);
    expect(s.balanced).toBe(true);
    expect(s.boy.manglik).toBe(false);
  });

  test('both Manglik: the two doshas balance each other', () => {
    // Boy: Lagna Aries, Mars in Libra = 7th. Girl: Lagna Aries, Mars in Scorpio = 8th.
    const s = samyaOf(chart(0, { Mars: 6 }), chart(0, { Mars: 7 }));
    expect(s.boy.manglik && s.girl.manglik).toBe(true);
    expect(s.rules.map((r) => r.key)).toEqual(['both']);
    expect(s.balanced).toBe(true);
    expect(s.rules[0]!.source).toMatch(/Raman, Muhurtha/);
  });

  test('one Manglik, cancelled in its own chart (Mars in its own sign)', () => {
    // Boy: Lagna Libra (6), Mars in Aries = 7th house, but in its own sign (common parihara).
    // Girl: Lagna Aries, Mars in Gemini (3rd); Saturn, Rahu, Ketu in Gemini too (3rd): no balancing malefics.
    const s = samyaOf(chart(6, { Mars: 0 }), chart(0, {}));
    expect(s.boy.manglik).toBe(true);
    expect(s.boy.cancellations.map((c) => c.key)).toContain('common-mars-own-or-exalted');
    expect(s.rules.map((r) => r.key)).toEqual(['own-cancellation']);
    expect(s.rules[0]!.rule).toBe(`The Manglik chart's own dosha is cancelled by ${s.boy.cancellations.length === 1 ? 'one rule' : `${s.boy.cancellations.length} rules`} in that chart`);
    expect(s.balanced).toBe(true);
    expect(s.summary).toMatch(/boy's chart is cancelled/);
  });

  test('one Manglik, balanced by Saturn in the 7th of the other chart', () => {
    // Girl: Lagna Aries, Mars in Libra = 7th. Boy: Lagna Aries, Saturn in Libra = 7th (a Manglik house).
    const girl = chart(0, { Mars: 6 });
    const boy = chart(0, { Saturn: 6 });
    const s = samyaOf(boy, girl);
    expect(s.girl.manglik).toBe(true);
    expect(s.rules.map((r) => r.key)).toContain('partner-malefics');
    expect(s.rules.find((r) => r.key === 'partner-malefics')!.rule).toMatch(/Saturn/);
  });

  test('one Manglik, nothing cancels or balances it: said calmly, not as a verdict', () => {
    // Girl: Lagna Taurus, Mars in Taurus = 1st house. Jupiter in Aries (12th; its 5th, 7th and 9th aspects fall on
    // Leo, Libra, Sagittarius), Saturn and Rahu in Gemini (Saturn's 3rd, 7th, 10th: Leo, Sagittarius, Pisces),
    // Ketu in Sagittarius, the rest in Gemini. Mars is not the Lagna lord (Venus), not in a movable sign, not in
    // its own or exaltation sign, and Jupiter is in no kendra from the Lagna or the Moon: no rule applies.
    // Boy: Lagna Aries; Saturn, Rahu, Ketu all in Gemini (3rd house): no balancing malefics.
    const girl = chart(1, { Mars: 1, Jupiter: 0, Saturn: 2, Rahu: 2, Ketu: 8 });
    const boy = chart(0, {});
    expect(computeManglikDosha(girl).cancellations).toEqual([]);
    const s = samyaOf(boy, girl);
    expect(s.balanced).toBe(false);
    expect(s.girl.uncancelled).toBe(true);
    expect(s.summary).toMatch(/one factor among many/);
    expect(s.summary).not.toMatch(/danger|death|never|guarantee/i);
  });
});

// ---------------------------------------------------------------- Nadi and Bhakoot pariharas

describe('Nadi and Bhakoot exceptions', () => {
  test('same nakshatra, different padas', () => {
    // 41° and 50°: both Rohini (40°–53°20′), padas 1 and 3; both Antya nadi. Same sign Taurus: no Bhakoot.
    const e = doshaExceptions(41, 50);
    expect(e.nadi.dosha).toBe(true);
    expect(e.nadi.exceptions.map((x) => x.key)).toEqual(['nadi-same-nakshatra-different-pada']);
    expect(e.bhakoot.dosha).toBe(false);
  });

  test('same nakshatra across two signs', () => {
    // 28° (Aries, Krittika pada 1) and 32° (Taurus, Krittika pada 2): Antya both. Aries→Taurus is 2/12:
    // Bhakoot dosha; Mars and Venus are not mutual friends (Mars holds Venus neutral), different lords.
    const e = doshaExceptions(28, 32);
    expect(e.nadi.exceptions.map((x) => x.key)).toEqual(['nadi-same-nakshatra-different-rashi', 'nadi-same-nakshatra-different-pada']);
    expect(e.bhakoot.dosha).toBe(true);
    expect(e.bhakoot.exceptions).toEqual([]);
  });

  test('same sign, different nakshatras', () => {
    // 70° Ardra and 85° Punarvasu, both Gemini, both Adi nadi.
    const e = doshaExceptions(70, 85);
    expect(e.nadi.exceptions.map((x) => x.key)).toEqual(['nadi-same-rashi-different-nakshatra']);
  });

  test('same nadi with no exception', () => {
    // 5° Ashwini (Aries) and 232° Jyeshtha (Scorpio): both Adi, different signs and stars. Aries/Scorpio is
    // 6/8: Bhakoot dosha, eased because Mars rules both signs.
    const e = doshaExceptions(5, 232);
    expect(e.nadi).toEqual({ dosha: true, exceptions: [] });
    expect(e.bhakoot.exceptions.map((x) => x.key)).toEqual(['bhakoot-same-lord']);
  });

  test('Bhakoot eased when the two lords are friends', () => {
    // 130° Leo (Sun) and 250° Sagittarius (Jupiter): 5/9; the Sun and Jupiter are mutual friends (BPHS ch. 3).
    const e = doshaExceptions(130, 250);
    expect(e.bhakoot.dosha).toBe(true);
    expect(e.bhakoot.exceptions.map((x) => x.key)).toEqual(['bhakoot-lords-friends']);
    // Different nadis (Purva Phalguni Madhya, Mula Adi): no Nadi dosha, no exceptions listed.
    expect(e.nadi).toEqual({ dosha: false, exceptions: [] });
  });
});

// ---------------------------------------------------------------- the ten poruthams

describe('the ten poruthams', () => {
  test('Rajju and Vedha tables', () => {
    // Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati are Pada rajju; Mrigashira, Chitra, Dhanishta Siro.
    expect([1, 9, 10, 18, 19, 27].map(rajjuOf)).toEqual(Array(6).fill('Pada (feet)'));
    expect([5, 14, 23].map(rajjuOf)).toEqual(Array(3).fill('Siro (head)'));
    expect(inVedha(1, 18)).toBe(true); // Ashwini–Jyeshtha
    expect(inVedha(5, 23)).toBe(true); // Mrigashira–Dhanishta
    expect(inVedha(1, 2)).toBe(false);
    expect(inVedha(4, 4)).toBe(false);
  });

  test('boy Rohini (Taurus), girl Pushya (Cancer): 8 of 10', () => {
    // Boy 45°: Taurus, Rohini (4). Girl 100°: Cancer, Pushya (8). Girl→boy star count (4 − 8 + 27) mod 27 + 1 = 24.
    // Dina: 24 mod 9 = 6 ✓. Gana: Manushya/Deva ✓. Mahendra: 24 not in 4, 7, …, 25 ✗. Stree Deergha: 24 ≥ 14 ✓.
    // Yoni: Serpent/Sheep, not enemies ✓. Rasi: Cancer→Taurus = 11th ✓. Rasiyathipathi: Venus counts the Moon an enemy ✗.
    // Vasya: Taurus controls Cancer ✓. Rajju: Kantha/Kati ✓. Vedha: 4 pairs with 15, not 8 ✓.
    const p = poruthams(45, 100);
    expect(matchedKeys(45, 100)).toEqual(['dina', 'gana', 'streeDeergha', 'yoni', 'rasi', 'vasya', 'rajju', 'vedha']);
    expect(p.matched).toBe(8);
    expect(p.total).toBe(10);
    expect(p.essentialMatched).toBe(true);
    for (const x of p.poruthams) expect(x.source).toMatch(/Muhurtha/);
  });

  test('boy Ashwini (Aries), girl Jyeshtha (Scorpio): Rajju and Vedha both disagree', () => {
    // Boy 5°: Ashwini (1). Girl 232°: Jyeshtha (18). Count (1 − 18 + 27) mod 27 + 1 = 11.
    // Dina 11 mod 9 = 2 ✓. Gana Deva/Rakshasa ✗. Mahendra ✗. Stree Deergha 11 < 14 ✗. Yoni Horse/Deer ✓.
    // Rasi Scorpio→Aries = 6th ✗. Rasiyathipathi Mars/Mars ✓. Vasya: Aries controls Scorpio ✓.
    // Rajju: both Pada ✗. Vedha: Ashwini–Jyeshtha ✗.
    const p = poruthams(5, 232);
    expect(matchedKeys(5, 232)).toEqual(['dina', 'yoni', 'rasiAdhipati', 'vasya']);
    expect(p.essentialMatched).toBe(false);
    expect(p.summary).toMatch(/careful reading rather than a verdict/);
  });

  test('Mahendra on the 4th star', () => {
    // Girl Ashwini (1, 5°), boy Rohini (4, 45°): count 4 → Mahendra ✓; Stree Deergha 4 < 14 ✗.
    const keys = matchedKeys(45, 5);
    expect(keys).toContain('mahendra');
    expect(keys).not.toContain('streeDeergha');
  });
});

// ---------------------------------------------------------------- the reference pairs

describe('the 120 reference pairs', () => {
  const ref = loadReference();
  const cases = new Map(loadReferenceCases().map((c) => [c.id, c]));
  const moon = (id: string) => cases.get(id)!.bodies.Moon.lon;
  const inputOf = (id: string): ManglikInput => {
    const c = cases.get(id)!;
    const planets = Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: c.bodies[g].signIndex, longitude: c.bodies[g].lon, retrograde: c.bodies[g].retrograde }])) as ManglikInput['planets'];
    return { ascendant: { signIndex: SIGNS.indexOf(c.ascendant.sign) }, planets };
  };

  test('there are 120 pairs', () => expect(ref.pairs).toHaveLength(120));

  test.each(ref.pairs.map((p, i) => [i, p]))('pair %i: exceptions agree with the reference flags; the Ashtakoota total is unchanged', (_i, pair) => {
    const g = moon(pair.groom);
    const b = moon(pair.bride);
    const e = doshaExceptions(g, b);
    // Nadi and Bhakoot dosha exactly when the reference scores them 0.
    expect(e.nadi.dosha).toBe(pair.kootas.nadi.points === 0);
    expect(e.bhakoot.dosha).toBe(pair.kootas.bhakoot.points === 0);
    const nadiKeys = e.nadi.exceptions.map((x) => x.key);
    expect(nadiKeys.includes('nadi-same-nakshatra-different-pada')).toBe(pair.kootas.nadi.sameNakshatraDifferentPada);
    expect(nadiKeys.includes('nadi-same-rashi-different-nakshatra')).toBe(pair.kootas.nadi.sameSignDifferentNakshatra);
    expect(e.bhakoot.exceptions.some((x) => x.key === 'bhakoot-same-lord')).toBe(pair.kootas.bhakoot.sameLordException);
    expect(ashtakoota({ moonLongitude: g }, { moonLongitude: b }).total).toBe(pair.total);

    // Manglik side: the reference's headline (from the Lagna) is what the samya compares.
    const s = compareManglik(computeManglikDosha(inputOf(pair.groom)), computeManglikDosha(inputOf(pair.bride)), inputOf(pair.groom), inputOf(pair.bride));
    expect(s.boy.manglik).toBe(pair.manglik.groom);
    expect(s.girl.manglik).toBe(pair.manglik.bride);
    expect(s.balanced).toBe(s.rules.length > 0);
    if (pair.manglik.groom === pair.manglik.bride) expect(s.balanced).toBe(true);

    // Poruthams: ten, each with a rule and a source; Rajju and Vedha decide essentialMatched.
    const p = poruthams(g, b);
    expect(p.poruthams).toHaveLength(10);
    expect(p.matched).toBe(p.poruthams.filter((x) => x.matched).length);
    expect(p.essentialMatched).toBe(p.poruthams.filter((x) => x.key === 'rajju' || x.key === 'vedha').every((x) => x.matched));
    // Gana porutham agrees with the Ashtakoota gana wherever the koota gives 0 or 6 both ways round.
    const ganaKoota = pair.kootas.gana;
    if (ganaKoota.groom === ganaKoota.bride) expect(p.poruthams.find((x) => x.key === 'gana')!.matched).toBe(true);
  });
});
