// The free Vastu self-check: answers in, a score out of 100, a verdict per zone and remedies.
// Pure: the rules are the tables of self-check-rules.ts, applied one answer at a time.
import {
  CUT_RULES,
  ENTRANCE_RULES,
  EXTENSION_RULES,
  itemLabel,
  ITEM_WEIGHTS,
  KITCHEN_RULES,
  MASTER_BEDROOM_RULES,
  OVERHEAD_TANK_RULES,
  PLOT_SHAPE_RULES,
  PUJA_RULES,
  RATING_FACTOR,
  SLOPE_RULES,
  STAIRCASE_RULES,
  TOILET_RULES,
  UNDERGROUND_TANK_RULES,
  zoneInfo,
  ZONES,
  type Direction,
  type Item,
  type PlotShape,
  type PropertyKind,
  type Rating,
  type RuleRow,
  type SelfCheckLanguage,
  type Zone,
} from './self-check-rules';

export interface VastuAnswers {
  propertyKind: PropertyKind;
  plotShape: PlotShape;
  entrance: Direction;
  kitchen: Zone;
  masterBedroom: Zone;
  /** Every zone with a toilet; empty when there is none inside. */
  toilets: Zone[];
  pujaRoom: Zone | 'none';
  staircase: Zone | 'none';
  overheadTank: Zone | 'none';
  undergroundTank: Zone | 'none';
  /** The direction the ground falls towards. */
  slope: Direction | 'flat';
  cut: Direction | 'none';
  extension: Direction | 'none';
}

export interface VastuFinding {
  item: Item;
  label: string;
  /** The zone it concerns; null for the plot's shape, which concerns the whole plot. */
  zone: Zone | null;
  rating: Rating;
  note: string;
  remedy: string | null;
  /** Points earned of the item's weight (halves are possible: fair = half). */
  points: number;
  weight: number;
}

export type ZoneVerdict = 'good' | 'fair' | 'attention';

export interface ZoneReport {
  zone: Zone;
  name: string;
  meaning: string;
  verdict: ZoneVerdict;
  /** One line per finding in the zone; "kept open" style line when nothing is placed there. */
  summary: string;
}

export type ScoreBand = 'strong' | 'fair' | 'weak';

export interface VastuReport {
  score: number;
  band: ScoreBand;
  headline: string;
  findings: VastuFinding[];
  zones: ZoneReport[];
  /** Distinct remedies, those that recover the most points first. */
  remedies: string[];
}

function applyRule(language: SelfCheckLanguage, item: Item, kind: PropertyKind, zone: Zone | null, row: RuleRow, share = 1): VastuFinding {
  const chosen = kind === 'business' && row.business ? row.business : row;
  const words = language === 'hi' ? chosen.hi : chosen;
  const weight = ITEM_WEIGHTS[item] * share;
  return {
    item,
    label: itemLabel(item, kind, language),
    zone,
    rating: chosen.rating,
    note: words.note,
    remedy: words.remedy ?? null,
    points: weight * RATING_FACTOR[chosen.rating],
    weight,
  };
}

const zoneOf = (answer: string): Zone | null => ((ZONES as readonly string[]).includes(answer) ? (answer as Zone) : null);

const NO_TOILET: RuleRow = { rating: 'good', note: 'There is no toilet inside.', hi: { note: 'भीतर कोई शौचालय नहीं है।' } };

/** Each answer checked against its table. Several toilets share the toilets' weight equally. */
export function findingsFor(a: VastuAnswers, language: SelfCheckLanguage = 'en'): VastuFinding[] {
  const k = a.propertyKind;
  const rule = (item: Item, zone: Zone | null, row: RuleRow, share?: number) => applyRule(language, item, k, zone, row, share);
  const toilets = [...new Set(a.toilets)];
  return [
    rule('entrance', a.entrance, ENTRANCE_RULES[a.entrance]),
    rule('kitchen', a.kitchen, KITCHEN_RULES[a.kitchen]),
    rule('masterBedroom', a.masterBedroom, MASTER_BEDROOM_RULES[a.masterBedroom]),
    ...(toilets.length === 0 ? [rule('toilets', null, NO_TOILET)] : toilets.map((z) => rule('toilets', z, TOILET_RULES[z], 1 / toilets.length))),
    rule('pujaRoom', zoneOf(a.pujaRoom), PUJA_RULES[a.pujaRoom]),
    rule('staircase', zoneOf(a.staircase), STAIRCASE_RULES[a.staircase]),
    rule('overheadTank', zoneOf(a.overheadTank), OVERHEAD_TANK_RULES[a.overheadTank]),
    rule('undergroundTank', zoneOf(a.undergroundTank), UNDERGROUND_TANK_RULES[a.undergroundTank]),
    rule('plotShape', null, PLOT_SHAPE_RULES[a.plotShape]),
    rule('slope', zoneOf(a.slope), SLOPE_RULES[a.slope]),
    rule('cut', zoneOf(a.cut), CUT_RULES[a.cut]),
    rule('extension', zoneOf(a.extension), EXTENSION_RULES[a.extension]),
  ];
}

/** Score bands: 75 and above is a well-placed property, below 50 one worth a professional look. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 75) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
}

/** The report's own sentences, in each language. */
const WORDS: Record<SelfCheckLanguage, { headlines: Record<ScoreBand, string>; centreOpen: string; emptyZone: string }> = {
  en: {
    headlines: {
      strong: 'Your property follows most Vastu principles.',
      fair: 'Your property follows many Vastu principles; a few simple corrections will help.',
      weak: 'Several placements go against Vastu principles; the remedies below help without any demolition.',
    },
    centreOpen: 'The centre is kept open, as it should be.',
    emptyZone: 'Nothing from your answers is placed here.',
  },
  hi: {
    headlines: {
      strong: 'आपकी संपत्ति वास्तु के अधिकांश सिद्धांतों के अनुरूप है।',
      fair: 'आपकी संपत्ति वास्तु के कई सिद्धांतों के अनुरूप है; कुछ सरल सुधार सहायक होंगे।',
      weak: 'कई स्थान वास्तु सिद्धांतों के अनुरूप नहीं हैं; नीचे दिए उपाय बिना किसी तोड़-फोड़ के सहायक हैं।',
    },
    centreOpen: 'मध्य भाग (ब्रह्मस्थान) खुला रखा गया है, जैसा होना चाहिए।',
    emptyZone: 'आपके उत्तरों के अनुसार यहाँ कुछ नहीं रखा गया है।',
  },
};

function zoneVerdict(zone: Zone, findings: VastuFinding[], language: SelfCheckLanguage): ZoneReport {
  const here = findings.filter((f) => f.zone === zone);
  const verdict: ZoneVerdict = here.some((f) => f.rating === 'poor') ? 'attention' : here.some((f) => f.rating === 'fair') ? 'fair' : 'good';
  const summary = here.length ? here.map((f) => f.note).join(' ') : zone === 'C' ? WORDS[language].centreOpen : WORDS[language].emptyZone;
  return { zone, ...zoneInfo(zone, language), verdict, summary };
}

/**
 * The whole report of one set of answers, its sentences in the given language (the score and
 * verdicts do not depend on it). The score is rounded to a whole number, 0 to 100.
 */
export function checkVastu(answers: VastuAnswers, language: SelfCheckLanguage = 'en'): VastuReport {
  const findings = findingsFor(answers, language);
  const earned = findings.reduce((sum, f) => sum + f.points, 0);
  const score = Math.min(100, Math.max(0, Math.round(earned)));
  const band = scoreBand(score);
  const remedies = [...findings]
    .filter((f) => f.remedy)
    .sort((x, y) => y.weight - y.points - (x.weight - x.points))
    .map((f) => f.remedy!);
  return {
    score,
    band,
    headline: WORDS[language].headlines[band],
    findings,
    zones: ZONES.map((z) => zoneVerdict(z, findings, language)),
    remedies: [...new Set(remedies)],
  };
}
