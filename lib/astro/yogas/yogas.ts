// Finds the classical yogas of a rasi chart (rules.ts) and Kemadruma's cancellations.

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
function kemadrumaCancellations(f: ChartFacts): string[] {
  const out: string[] = [];
  const fromLagna = PLANETS.filter((g) => g !== 'Sun' && g !== 'Moon' && KENDRAS.includes(f.house(g)));
  if (fromLagna.length) out.push(`${fromLagna.join(', ')} in a kendra from the Lagna`);
  const fromMoon = PLANETS.filter((g) => g !== 'Sun' && g !== 'Moon' && KENDRAS.includes(f.houseFromGraha('Moon', g)));
  if (fromMoon.length) out.push(`${fromMoon.join(', ')} in a kendra from the Moon`);
  return out;
}

/** Every yoga present in the chart, in the order of YOGA_RULES. */
export function findYogas(chart: YogaInput): Yoga[] {
  const f = new ChartFacts(chart);
  const out: Yoga[] = [];
  for (const r of YOGA_RULES) {
    const planets = r.find(f);
    if (!planets) continue;
    const y: Yoga = { key: r.key, name: r.name, source: r.source, rule: r.rule, planets };
    if (r.key === 'kemadruma') y.cancellations = kemadrumaCancellations(f);
    out.push(y);
  }
  return out;
}
