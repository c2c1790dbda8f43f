// The free Vastu self-check: answers in, a score out of 100, a verdict per zone and remedies.
// Pure: the rules are the tables of self-check-rules.ts, applied one answer at a time.
import {
  CUT_RULES,
  ENTRANCE_RULES,
  EXTENSION_RULES,
  ITEM_LABELS,
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
  ZONE_INFO,
  ZONES,
  type Direction,
  type Item,
  type PlotShape,
  type PropertyKind,
  type Rating,
  type RuleRow,
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

function applyRule(item: Item, kind: PropertyKind, zone: Zone | null, row: RuleRow, share = 1): VastuFinding {
  const chosen = kind === 'business' && row.business ? row.business : row;
  const weight = ITEM_WEIGHTS[item] * share;
  return {
    item,
    label: ITEM_LABELS[item][kind],
    zone,
    rating: chosen.rating,
    note: chosen.note,
    remedy: chosen.remedy ?? null,
    points: weight * RATING_FACTOR[chosen.rating],
    weight,
  };
}

const zoneOf = (answer: string): Zone | null => ((ZONES as readonly string[]).includes(answer) ? (answer as Zone) : null);

/** Each answer checked against its table. Several toilets share the toilets' weight equally. */
export function findingsFor(a: VastuAnswers): VastuFinding[] {
  const k = a.propertyKind;
  const toilets = [...new Set(a.toilets)];
  return [
    applyRule('entrance', k, a.entrance, ENTRANCE_RULES[a.entrance]),
    applyRule('kitchen', k, a.kitchen, KITCHEN_RULES[a.kitchen]),
    applyRule('masterBedroom', k, a.masterBedroom, MASTER_BEDROOM_RULES[a.masterBedroom]),
    ...(toilets.length === 0
      ? [applyRule('toilets', k, null, { rating: 'good', note: 'There is no toilet inside.' })]
      : toilets.map((z) => applyRule('toilets', k, z, TOILET_RULES[z], 1 / toilets.length))),
    applyRule('pujaRoom', k, zoneOf(a.pujaRoom), PUJA_RULES[a.pujaRoom]),
    applyRule('staircase', k, zoneOf(a.staircase), STAIRCASE_RULES[a.staircase]),
    applyRule('overheadTank', k, zoneOf(a.overheadTank), OVERHEAD_TANK_RULES[a.overheadTank]),
    applyRule('undergroundTank', k, zoneOf(a.undergroundTank), UNDERGROUND_TANK_RULES[a.undergroundTank]),
    applyRule('plotShape', k, null, PLOT_SHAPE_RULES[a.plotShape]),
    applyRule('slope', k, zoneOf(a.slope), SLOPE_RULES[a.slope]),
    applyRule('cut', k, zoneOf(a.cut), CUT_RULES[a.cut]),
    applyRule('extension', k, zoneOf(a.extension), EXTENSION_RULES[a.extension]),
  ];
}

/** Score bands: 75 and above is a well-placed property, below 50 one worth a professional look. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 75) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
}

const HEADLINES: Record<ScoreBand, string> = {
  strong: 'Your property follows most Vastu principles.',
  fair: 'Your property follows many Vastu principles; a few simple corrections will help.',
  weak: 'Several placements go against Vastu principles; the remedies below help without any demolition.',
};

function zoneVerdict(zone: Zone, findings: VastuFinding[]): ZoneReport {
  const here = findings.filter((f) => f.zone === zone);
  const verdict: ZoneVerdict = here.some((f) => f.rating === 'poor') ? 'attention' : here.some((f) => f.rating === 'fair') ? 'fair' : 'good';
  const summary = here.length
    ? here.map((f) => f.note).join(' ')
    : zone === 'C'
      ? 'The centre is kept open, as it should be.'
      : 'Nothing from your answers is placed here.';
  return { zone, ...ZONE_INFO[zone], verdict, summary };
}

/** The whole report of one set of answers. The score is rounded to a whole number, 0 to 100. */
export function checkVastu(answers: VastuAnswers): VastuReport {
  const findings = findingsFor(answers);
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
    headline: HEADLINES[band],
    findings,
    zones: ZONES.map((z) => zoneVerdict(z, findings)),
    remedies: [...new Set(remedies)],
  };
}
