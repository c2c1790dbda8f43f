/** @jest-environment node */
import { computeChart, computeDignities, EXALTATION, isCombust, naturalRelation, planetaryWars, SEVEN_GRAHAS, signDignity } from '@/lib/astro';

describe('signDignity (BPHS ch. 3)', () => {
  it.each([
    ['Sun', 10, 'exalted'], // Aries
    ['Sun', 190, 'debilitated'], // Libra
    ['Sun', 125, 'moolatrikona'], // Leo 5°
    ['Sun', 145, 'own'], // Leo 25°: past the moolatrikona range
    ['Moon', 31, 'exalted'], // Taurus 1°
    ['Moon', 40, 'moolatrikona'], // Taurus 10°
    ['Moon', 100, 'own'], // Cancer
    ['Mercury', 155, 'exalted'], // Virgo 5°
    ['Mercury', 167, 'moolatrikona'], // Virgo 17°
    ['Mercury', 175, 'own'], // Virgo 25°
    ['Mars', 5, 'moolatrikona'], // Aries 5°
    ['Mars', 20, 'own'], // Aries 20°
    ['Mars', 100, 'debilitated'], // Cancer
    ['Mars', 130, 'friend'], // Leo: Sun is Mars's friend
    ['Mars', 70, 'enemy'], // Gemini: Mercury is Mars's enemy
    ['Mars', 40, 'neutral'], // Taurus: Venus is neutral to Mars
    ['Saturn', 130, 'enemy'], // Leo
    ['Venus', 100, 'enemy'], // Cancer: the Moon is Venus's enemy
    ['Jupiter', 280, 'debilitated'], // Capricorn
    ['Moon', 70, 'friend'], // Gemini: Mercury is the Moon's friend
  ] as const)('%s at %d° is %s', (g, lon, expected) => {
    expect(signDignity(g, lon)).toBe(expected);
  });

  it('gives no sign dignity to the nodes', () => {
    expect(signDignity('Rahu', 40)).toBeNull();
    expect(signDignity('Ketu', 220)).toBeNull();
  });

  it('property: every graha is exalted at its exaltation degree and debilitated 180° away', () => {
    for (const g of SEVEN_GRAHAS) {
      const lon = EXALTATION[g].sign * 30 + EXALTATION[g].degree - 0.5;
      expect([g, signDignity(g, lon)]).toEqual([g, 'exalted']);
      expect([g, signDignity(g, lon + 180)]).toEqual([g, 'debilitated']);
    }
  });

  it('property: natural friendship is reflexive friend, and the Moon has no enemies', () => {
    for (const g of SEVEN_GRAHAS) {
      expect(naturalRelation(g, g)).toBe('friend');
      expect(naturalRelation('Moon', g)).not.toBe('enemy');
    }
  });
});

describe('combustion', () => {
  it('uses the smaller orb for retrograde Mercury and Venus', () => {
    expect(isCombust('Mercury', 113, 100, false)).toBe(true); // 13° < 14°
    expect(isCombust('Mercury', 113, 100, true)).toBe(false); // 13° > 12°
    expect(isCombust('Venus', 9, 359, false)).toBe(true); // 10° across Aries 0°
    expect(isCombust('Venus', 9, 359, true)).toBe(false);
  });
  it('never calls the Sun or the nodes combust', () => {
    expect(isCombust('Sun', 100, 100, false)).toBe(false);
    expect(isCombust('Rahu', 100, 100, true)).toBe(false);
  });
});

describe('planetary war', () => {
  const lons = { Mars: 100.2, Mercury: 10, Jupiter: 200, Venus: 100.9, Saturn: 300 };
  it('finds two star-planets within 1° and gives the win to the northern one', () => {
    expect(planetaryWars(lons, { Mars: 1.2, Mercury: 0, Jupiter: 0, Venus: -2, Saturn: 0 })).toEqual([{ winner: 'Mars', loser: 'Venus', separation: expect.closeTo(0.7, 9) }]);
    expect(planetaryWars(lons, { Mars: -1, Mercury: 0, Jupiter: 0, Venus: 3, Saturn: 0 })[0]!.winner).toBe('Venus');
  });
  it('finds none when all are 1° or more apart', () => {
    expect(planetaryWars({ ...lons, Venus: 101.2 }, { Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0 })).toEqual([]);
  });
});

describe('computeDignities on a chart', () => {
  // 25 Dec 2020, the great Jupiter-Saturn conjunction was 21 Dec (0.1° apart, in Capricorn): a war on the 21st.
  const chart = computeChart({ year: 2020, month: 12, day: 21, hours: 18, minutes: 30, seconds: 0, timezone: '+00:00', latitude: 51.5, longitude: 0 });
  const d = computeDignities(chart);
  it('Jupiter debilitated and Saturn in its own sign in Capricorn, at war with each other', () => {
    expect(d.Jupiter.dignity).toBe('debilitated');
    expect(d.Saturn.dignity).toBe('own');
    expect(d.Jupiter.war?.against).toBe('Saturn');
    expect(d.Saturn.war?.against).toBe('Jupiter');
    expect(d.Jupiter.war!.won).toBe(!d.Saturn.war!.won);
  });
  it('the nodes are retrograde with no sign dignity; each graha names its sign lord', () => {
    expect(d.Rahu.retrograde && d.Ketu.retrograde).toBe(true);
    expect(d.Rahu.dignity).toBeNull();
    expect(d.Saturn.signLord).toBe('Saturn');
  });
});
