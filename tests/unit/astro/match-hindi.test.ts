/** @jest-environment node */
// Issue 26: every sentence the match engine writes has a Hindi version, for every outcome the rules can
// reach, with the same facts (points, categories, keys) as the English one. The English is unchanged
// (ashtakoota.test.ts and match-depth.test.ts hold it word for word).
import { ashtakoota, KOOTA_ORDER, type AshtakootaVariant } from '@/lib/astro/ashtakoota';
import { computeManglikDosha, type ManglikDosha } from '@/lib/astro/doshas';
import { compareManglik, doshaExceptions, poruthams } from '@/lib/astro/match';
import { chart } from './sign-charts';

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi a reader can take as it is: Devanagari, and no English word left in it. (A plain check: it runs for every pair.) */
function expectHindi(text: string) {
  if (!DEVANAGARI.test(text) || LATIN.test(text)) throw new Error(`not Hindi: "${text}"`);
}

/** The same facts in both languages (a plain check in the loops; `toEqual` shows the difference when one fails). */
function expectSame<T>(hindi: T, english: T) {
  if (JSON.stringify(hindi) !== JSON.stringify(english)) expect(hindi).toEqual(english);
}

// A Moon in the middle of each of the 108 padas: every nakshatra, pada and sign (signs begin on pada
// boundaries), and both halves of Sagittarius and Capricorn, whose vashya changes at 15°.
const PADA = 360 / 108;
const MOONS = Array.from({ length: 108 }, (_, i) => (i + 0.5) * PADA);

const ALL_VARIANTS: AshtakootaVariant[][] = [[], ['varnaEarthShudra', 'vashyaMaitreya', 'yoniHorseDeer3LionBuffalo2', 'ganaTransposed', 'bhakootSameLordCancelled']];

/**
 * Records each English sentence with its Hindi one, and fails when one English sentence gets two
 * Hindi ones or two English ones share one Hindi: the Hindi tells apart exactly the outcomes the English does.
 */
function pairing() {
  const toHindi = new Map<string, string>();
  const toEnglish = new Map<string, string>();
  return {
    add(english: string, hindi: string) {
      expectHindi(hindi);
      if (toHindi.get(english) !== undefined && toHindi.get(english) !== hindi) throw new Error(`two Hindi sentences for "${english}"`);
      if (toEnglish.get(hindi) !== undefined && toEnglish.get(hindi) !== english) throw new Error(`one Hindi sentence "${hindi}" for "${english}" and "${toEnglish.get(hindi)}"`);
      toHindi.set(english, hindi);
      toEnglish.set(hindi, english);
    },
    get size() {
      return toHindi.size;
    },
  };
}

describe('the Ashtakoota in Hindi', () => {
  test('every koota of every pair of Moons (all nakshatras, padas and signs) has a Hindi explanation with the English facts', () => {
    const sentences = pairing();
    const verdicts = pairing();
    for (const variants of ALL_VARIANTS) {
      for (const g of MOONS) {
        for (const b of MOONS) {
          const en = ashtakoota({ moonLongitude: g }, { moonLongitude: b }, { variants });
          const hi = ashtakoota({ moonLongitude: g }, { moonLongitude: b }, { variants }, 'hi');
          expectSame({ ...hi, verdict: '', kootas: hi.kootas.map((k) => ({ ...k, explanation: '' })) }, { ...en, verdict: '', kootas: en.kootas.map((k) => ({ ...k, explanation: '' })) });
          hi.kootas.forEach((k, i) => sentences.add(en.kootas[i]!.explanation, k.explanation));
          verdicts.add(en.verdict, hi.verdict);
        }
      }
    }
    expect(verdicts.size).toBe(4);
    // Each of the eight kootas has at least its two ends (full points and none or a dosha).
    expect(sentences.size).toBeGreaterThan(KOOTA_ORDER.length * 2);
  });

  test('a koota names each person\'s category by its Hindi name', () => {
    // Groom Ashwini (Aries, Horse, Deva, Adi), bride Bharani (Aries, Elephant, Manushya, Madhya).
    const hi = ashtakoota({ moonLongitude: 5 }, { moonLongitude: 20 }, {}, 'hi');
    const yoni = hi.kootas.find((k) => k.name === 'yoni')!;
    expect(yoni.explanation).toContain('वर: अश्व योनि, कन्या: गज योनि');
    expect(hi.kootas.find((k) => k.name === 'gana')!.explanation).toContain('वर: देव गण, कन्या: मनुष्य गण');
    expect(hi.kootas.find((k) => k.name === 'grahaMaitri')!.explanation).toContain('दोनों चंद्र राशियों का स्वामी मंगल ही है');
  });

  test('English stays the default', () => {
    const en = ashtakoota({ moonLongitude: 5 }, { moonLongitude: 20 });
    expect(ashtakoota({ moonLongitude: 5 }, { moonLongitude: 20 }, {}, 'en')).toEqual(en);
    expect(en.kootas[0]!.explanation).toMatch(/^Varna compares/);
  });
});

describe('the Nadi and Bhakoot pariharas and the ten poruthams in Hindi', () => {
  test('every pair of Moons: the same exceptions and agreements, each named, ruled and sourced in Hindi', () => {
    const names = pairing();
    const rules = pairing();
    const summaries = pairing();
    for (const g of MOONS) {
      for (const b of MOONS) {
        const en = doshaExceptions(b, g);
        const hi = doshaExceptions(b, g, 'hi');
        for (const dosha of ['nadi', 'bhakoot'] as const) {
          expectSame([hi[dosha].dosha, hi[dosha].exceptions.map((x) => x.key)], [en[dosha].dosha, en[dosha].exceptions.map((x) => x.key)]);
          hi[dosha].exceptions.forEach((x, i) => {
            const e = en[dosha].exceptions[i]!;
            names.add(e.name, x.name);
            rules.add(e.rule, x.rule);
            expectHindi(x.source);
          });
        }

        const pen = poruthams(b, g);
        const phi = poruthams(b, g, 'hi');
        expectSame([phi.matched, phi.essentialMatched], [pen.matched, pen.essentialMatched]);
        summaries.add(pen.summary, phi.summary);
        phi.poruthams.forEach((p, i) => {
          const e = pen.poruthams[i]!;
          expectSame([p.key, p.matched], [e.key, e.matched]);
          names.add(e.name, p.name);
          rules.add(e.rule, p.rule);
          rules.add(e.detail, p.detail);
          expectHindi(p.source);
        });
      }
    }
    // Five pariharas and ten poruthams, each with its own name.
    expect(names.size).toBe(15);
  });

  test('a porutham\'s finding names the stars, signs and rajjus in Hindi', () => {
    // Boy Ashwini (Aries), girl Magha (Leo): the boy's star is the 19th from the girl's.
    const p = poruthams(5, 125, 'hi');
    expect(p.poruthams.find((x) => x.key === 'mahendra')!.detail).toBe('वर का नक्षत्र अश्विनी कन्या के नक्षत्र मघा से 19वाँ है।');
    expect(p.poruthams.find((x) => x.key === 'rasi')!.detail).toBe('वर की चंद्र राशि मेष कन्या की चंद्र राशि सिंह से नौवीं है।');
    expect(p.poruthams.find((x) => x.key === 'rajju')!.detail).toBe('वर का नक्षत्र पाद (पैर) रज्जु में है, कन्या का पाद (पैर) रज्जु में।');
  });
});

// ---------------------------------------------------------------- Mangal dosha samya


/** A dosha as computeManglikDosha gives it, with as many of its own cancellations as asked. */
function dosha(manglik: boolean, cancellations: number): ManglikDosha {
  const own = Array.from({ length: cancellations }, (_, i) => ({ key: `rule-${i}`, rule: 'a rule', source: 'a source' }));
  return { ...computeManglikDosha(chart(0, {})), isManglik: manglik, marsHouseFromLagna: manglik ? 7 : 3, cancellations: own };
}

describe('Mangal dosha samya in Hindi', () => {
  test('every combination of the two charts (Manglik or not, own cancellations, the other chart\'s malefics) reads in Hindi', () => {
    const rules = pairing();
    const summaries = pairing();
    // The other chart's Saturn, Rahu and Ketu: none, one, or all three in a Manglik house from an Aries Lagna.
    const partners = [chart(0, {}), chart(0, { Saturn: 6 }), chart(0, { Saturn: 6, Rahu: 0, Ketu: 6 })];
    for (const boyManglik of [false, true]) {
      for (const girlManglik of [false, true]) {
        for (const own of [0, 1, 2]) {
          for (const boyChart of partners) {
            for (const girlChart of partners) {
              const [bd, gd] = [dosha(boyManglik, boyManglik ? own : 0), dosha(girlManglik, girlManglik ? own : 0)];
              const en = compareManglik(bd, gd, boyChart, girlChart);
              const hi = compareManglik(bd, gd, boyChart, girlChart, 'hi');
              expect({ ...hi, rules: hi.rules.map((r) => r.key), summary: '' }).toEqual({ ...en, rules: en.rules.map((r) => r.key), summary: '' });
              summaries.add(en.summary, hi.summary);
              hi.rules.forEach((r, i) => {
                rules.add(en.rules[i]!.rule, r.rule);
                expectHindi(r.source);
              });
            }
          }
        }
      }
    }
    // neither, both, and for the boy or the girl: own, partner, own and partner, no cancellation.
    expect(summaries.size).toBe(2 + 2 * 4);
  });

  test('the balancing malefics are named in Hindi', () => {
    const s = compareManglik(dosha(true, 0), dosha(false, 0), chart(0, {}), chart(0, { Saturn: 6, Rahu: 0 }), 'hi');
    expect(s.rules.map((r) => r.rule)).toEqual(['दूसरी कुंडली में शनि और राहु उसके लग्न से पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में हैं']);
  });
});
