/** @jest-environment node */
// Hand-worked Manglik cancellations for the rules the PyJHora reference reads differently or not at all.
import { computeManglikDosha, GRAHAS, ramanRulesApplying, type Graha } from '@/lib/astro';

/** A chart from sidereal longitudes (degrees); unspecified grahas at 15° Aries... spread so they touch nothing. */
function chart(lagna: number, lons: Partial<Record<Graha, number>>, retro: Graha[] = []) {
  const all: Record<Graha, number> = { Sun: 200, Moon: 200, Mars: 0, Mercury: 200, Jupiter: 200, Venus: 200, Saturn: 200, Rahu: 200, Ketu: 20, ...lons };
  const planets = Object.fromEntries(GRAHAS.map((g) => [g, { longitude: all[g], signIndex: Math.floor(all[g] / 30), retrograde: retro.includes(g) }])) as Record<Graha, { longitude: number; signIndex: number; retrograde: boolean }>;
  return { ascendant: { signIndex: lagna }, planets };
}

describe('Manglik cancellations, hand-worked', () => {
  it('rule 16 by the text: Mars with the Moon cancels; Mars with Venus alone does not (PyJHora reads Venus)', () => {
    // Gemini Lagna (2); Mars at 15° Capricorn (285°) is in the 8th house. The Moon at 290°, same sign.
    expect(ramanRulesApplying(chart(2, { Mars: 285, Moon: 290, Sun: 100 }))).toContain(16);
    expect(ramanRulesApplying(chart(2, { Mars: 285, Venus: 290, Sun: 100 }))).not.toContain(16);
  });

  it('rule 11: the lord of Mars\'s sign debilitated. Mars in Pisces (Jupiter\'s sign) with Jupiter in Capricorn', () => {
    // Jupiter at 280° = 10° Capricorn, its debilitation sign.
    expect(ramanRulesApplying(chart(1, { Mars: 345, Jupiter: 280, Sun: 100 }))).toContain(11);
    expect(ramanRulesApplying(chart(1, { Mars: 345, Jupiter: 100, Sun: 200 }))).not.toContain(11);
  });

  it('rule 14: the lord of Mars\'s sign in a kendra or trikona. Mars in Gemini, Mercury in the 10th from a Taurus Lagna', () => {
    // Taurus Lagna (1); Mercury at 305° = Aquarius = 10th house.
    expect(ramanRulesApplying(chart(1, { Mars: 75, Mercury: 305, Sun: 300 }))).toContain(14);
    // Mercury at 255° = Sagittarius = 8th house: no.
    expect(ramanRulesApplying(chart(1, { Mars: 75, Mercury: 255, Sun: 260 }))).not.toContain(14);
  });

  it('rule 7 by the text: Saturn\'s 10th-sign aspect on Mars counts; an aspect by Venus does not', () => {
    // Mars in Aries (15°); Saturn in Cancer (105°): Aries is the 10th from Cancer.
    expect(ramanRulesApplying(chart(0, { Mars: 15, Saturn: 105, Jupiter: 45, Sun: 300 }))).toContain(7);
    // Venus in Libra (7th from Aries) aspects Mars; Jupiter and Saturn in Taurus (2nd, no aspect on Aries).
    expect(ramanRulesApplying(chart(0, { Mars: 15, Venus: 195, Saturn: 45, Jupiter: 45, Sun: 300 }))).not.toContain(7);
  });

  it('a dosha from the Moon only is present, with its cancellations; no dosha gives no cancellations', () => {
    // Aries Lagna, Mars in Leo (5th from the Lagna: no dosha); Moon in Aquarius: Mars 7th from it → dosha.
    const m = computeManglikDosha(chart(0, { Mars: 130, Moon: 310, Venus: 130, Sun: 20 }));
    expect(m.fromLagna).toBe(false);
    expect(m.fromMoon).toBe(true);
    expect(m.present).toBe(true);
    expect(m.cancellations.map((c) => c.key)).toContain('raman-1'); // Mars in Leo
    const none = computeManglikDosha(chart(0, { Mars: 130, Moon: 20, Venus: 25, Sun: 300 }));
    expect(none.present).toBe(false);
    expect(none.cancellations).toEqual([]);
  });

  it('the common pariharas are named as common usage', () => {
    // Aries Lagna, Mars in Aries (1st): the sign-house pair and the own-sign parihara; Jupiter in Taurus (2nd from
    // the Lagna, 8th from a Libra Moon) is in no kendra.
    const m = computeManglikDosha(chart(0, { Mars: 10, Jupiter: 45, Sun: 300 }));
    const common = m.cancellations.filter((c) => c.key.startsWith('common-'));
    expect(common.map((c) => c.key)).toEqual(['common-sign-house-pairs', 'common-mars-own-or-exalted']);
    for (const c of common) expect(c.source).toMatch(/^Common parihara/);
  });
});
