// One paragraph per yoga found (yogas/rules.ts gives each its rule and source): the rule, the planets that
// form it here, what tradition says it brings, and how the planets' dignity tempers it.

import { GRAHAS, SIGNS, type Graha } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { YOGA_MEANING_FALLBACK, YOGA_MEANINGS } from './meanings';
import { capitalise, choose, listJoin, name, names } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

function strengthNote(input: ReadingInput, planets: readonly Graha[]): string {
  const weakness = (g: Graha): string | null => {
    const d = input.dignities[g];
    const why = [d.dignity === 'debilitated' && 'debilitated', d.combust && 'combust'].filter(Boolean);
    return why.length ? `${name(g)} is ${why.join(' and ')}` : null;
  };
  const weak = planets.map(weakness).filter((w): w is string => w !== null);
  const strong = planets.filter((g) => ['exalted', 'own', 'moolatrikona'].includes(input.dignities[g].dignity ?? ''));
  if (weak.length) return ` Because ${listJoin(weak)}, tradition would expect a milder result.`;
  if (strong.length) return ` ${capitalise(names(strong))} ${strong.length > 1 ? 'are' : 'is'} strong by sign, which tradition says gives the yoga more weight.`;
  return '';
}

/** Words a quoted rule may start with that stay capitalised: the grahas, the signs and the Lagna. */
const NAMES_KEPT_CAPITALISED = [...GRAHAS, ...SIGNS, 'Lagna'] as const;

export function yogaParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  return input.yogas.map((y) => {
    const planets = [...new Set(y.planets)];
    const where = listJoin(planets.map((g) => facts.grahas[g].label.replace(`${g} in `, `${name(g)} (`) + ')'));
    const plain = y.rule.replace(/\s*\(see its cancellations\)/, '');
    // Lower-case the rule's first word after a colon, unless it is a name ("Jupiter in a kendra ...", "Mercury, Jupiter and Venus ...").
    const firstWord = /^[A-Za-z]+/.exec(plain)?.[0] ?? '';
    const rule = (NAMES_KEPT_CAPITALISED as readonly string[]).includes(firstWord) ? plain : plain.charAt(0).toLowerCase() + plain.slice(1);
    const intro = y.cancellations?.length
      ? `${y.name} would form by its basic rule (${rule.replace(/\.$/, '')}), with ${where}.`
      : choose(`${y.key}|${planets.join(',')}|${facts.lagnaSign}`, [
        `${y.name} is present: ${rule} Here it is formed by ${where}.`,
        `Your chart has ${y.name}, formed by ${where}. The rule is ${rule}`,
      ]);
    const meaning = YOGA_MEANINGS[y.key] ?? YOGA_MEANING_FALLBACK;
    // A cancelled yoga (Kemadruma) is read by its cancellations, which rest on further planets, not by its strength.
    const cancellations = y.cancellations ?? [];
    const cancelledBy = GRAHAS.filter((g) => !planets.includes(g) && cancellations.some((c) => c.includes(g)));
    const tail = cancellations.length ? ` It is cancelled here, as tradition allows, because of: ${listJoin(cancellations)}.` : strengthNote(input, planets);
    return {
      key: y.key,
      text: `${intro} ${meaning}${tail}`,
      basis: { positions: [...planets, ...cancelledBy].map((g) => facts.grahas[g].label), source: y.source },
    };
  });
}
