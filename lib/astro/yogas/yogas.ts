// Finds the classical yogas of a rasi chart (rules.ts) and Kemadruma's cancellations.

import type { DisplayLanguage } from '../format';
import { GRAHA_NAMES_HI } from '../hindi';
import { type Graha } from '../zodiac';
import { ChartFacts, KENDRAS, PLANETS, type YogaInput } from './facts';
import { YOGA_RULES } from './rules';

export interface Yoga {
  key: string;
  name: string;
  source: string;
  rule: string;
  planets: Graha[];
  /** For Kemadruma: the conditions that cancel it, when any applies (then it is reported as cancelled). */
  cancellations?: string[];
}

/**
 * Kemadruma's cancellations (BPHS ch. 37; Phaladeepika ch. 6): a planet (other than the Sun) in a kendra from
 * the Lagna, or a planet in a kendra from the Moon.
 */
export function kemadrumaCancellations(f: ChartFacts, lang: DisplayLanguage = 'en'): string[] {
  const out: string[] = [];
  const hi = lang === 'hi';
  const list = (gs: Graha[]) => (hi ? gs.map((g) => GRAHA_NAMES_HI[g]) : gs).join(', ');
  const fromLagna = PLANETS.filter((g) => g !== 'Sun' && g !== 'Moon' && KENDRAS.includes(f.house(g)));
  if (fromLagna.length) out.push(hi ? `लग्न से केंद्र में ${list(fromLagna)}` : `${list(fromLagna)} in a kendra from the Lagna`);
  const fromMoon = PLANETS.filter((g) => g !== 'Sun' && g !== 'Moon' && KENDRAS.includes(f.houseFromGraha('Moon', g)));
  if (fromMoon.length) out.push(hi ? `चंद्र से केंद्र में ${list(fromMoon)}` : `${list(fromMoon)} in a kendra from the Moon`);
  return out;
}

/**
 * Yogas as found (in English, as the API answers them) in a language: in Hindi each one's rule and source are
 * its rule's Hindi, and Kemadruma's cancellations are found again, in Hindi, from the same chart.
 */
export function yogasIn<Y extends Pick<Yoga, 'key' | 'rule' | 'source' | 'cancellations'>>(yogas: readonly Y[], chart: YogaInput, lang: DisplayLanguage): Y[] {
  if (lang === 'en') return [...yogas];
  const f = new ChartFacts(chart);
  return yogas.map((y) => {
    const r = YOGA_RULES.find((x) => x.key === y.key);
    if (!r) return y;
    return { ...y, rule: r.ruleHi, source: r.sourceHi, ...(y.cancellations && y.key === 'kemadruma' ? { cancellations: kemadrumaCancellations(f, lang) } : {}) };
  });
}

/**
 * Every yoga present in the chart, in the order of YOGA_RULES. In Hindi the rule, its source and Kemadruma's
 * cancellations are the Hindi ones; the key and the (English) name stay, as the page names a yoga by its key.
 */
export function findYogas(chart: YogaInput, lang: DisplayLanguage = 'en'): Yoga[] {
  const f = new ChartFacts(chart);
  const out: Yoga[] = [];
  for (const r of YOGA_RULES) {
    const planets = r.find(f);
    if (!planets) continue;
    const y: Yoga = { key: r.key, name: r.name, source: r.source, rule: r.rule, planets };
    if (r.key === 'kemadruma') y.cancellations = kemadrumaCancellations(f);
    out.push(y);
  }
  return yogasIn(out, chart, lang);
}
