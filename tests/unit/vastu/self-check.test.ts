/** @jest-environment node */
import { checkVastu, findingsFor, scoreBand, type VastuAnswers } from '@/lib/vastu/self-check';
import {
  CUT_RULES,
  DIRECTIONS,
  ENTRANCE_RULES,
  EXTENSION_RULES,
  ITEM_WEIGHTS,
  ITEMS,
  KITCHEN_RULES,
  MASTER_BEDROOM_RULES,
  OVERHEAD_TANK_RULES,
  PLOT_SHAPE_RULES,
  PLOT_SHAPES,
  PUJA_RULES,
  RATING_FACTOR,
  SLOPE_RULES,
  STAIRCASE_RULES,
  TOILET_RULES,
  UNDERGROUND_TANK_RULES,
  ZONES,
  type Item,
  type RuleRow,
} from '@/lib/vastu/self-check-rules';
import { idealVastuAnswers } from '../../support/vastu-answers';

/** Every placement as the references prefer it: the full 100. */
const ideal: VastuAnswers = { ...idealVastuAnswers, toilets: [...idealVastuAnswers.toilets] };

/** Every placement the references warn against most. */
const worst: VastuAnswers = {
  propertyKind: 'home',
  plotShape: 'triangular',
  entrance: 'SW',
  kitchen: 'NE',
  masterBedroom: 'SE',
  toilets: ['NE', 'C'],
  pujaRoom: 'S',
  staircase: 'NE',
  overheadTank: 'NE',
  undergroundTank: 'SW',
  slope: 'SW',
  cut: 'NE',
  extension: 'SW',
};

describe('weights', () => {
  it('sum to 100 and every question has one', () => {
    expect(ITEMS.reduce((s, i) => s + ITEM_WEIGHTS[i], 0)).toBe(100);
    for (const item of ITEMS) expect(ITEM_WEIGHTS[item]).toBeGreaterThan(0);
  });
});

describe('score', () => {
  it('is 100 for the ideal placements and 0 for the worst', () => {
    expect(checkVastu(ideal).score).toBe(100);
    expect(checkVastu(worst).score).toBe(0);
    expect(checkVastu(ideal).band).toBe('strong');
    expect(checkVastu(worst).band).toBe('weak');
  });

  it('stays a whole number from 0 to 100 for any answers', () => {
    for (const kitchen of ZONES)
      for (const entrance of DIRECTIONS)
        for (const plotShape of PLOT_SHAPES) {
          const score = checkVastu({ ...worst, kitchen, entrance, plotShape, toilets: ['S', 'N', 'W'] }).score;
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
  });

  it('loses exactly an item\'s weight times the rating it gets', () => {
    // A fair kitchen (east) costs half of the kitchen's 12 points.
    expect(checkVastu({ ...ideal, kitchen: 'E' }).score).toBe(100 - ITEM_WEIGHTS.kitchen / 2);
    // A poor entrance (south-west) costs all 14.
    expect(checkVastu({ ...ideal, entrance: 'SW' }).score).toBe(100 - ITEM_WEIGHTS.entrance);
  });

  it('shares the toilets\' weight between several toilets', () => {
    const one = findingsFor({ ...ideal, toilets: ['NW', 'NE'] }).filter((f) => f.item === 'toilets');
    expect(one).toHaveLength(2);
    expect(one.reduce((s, f) => s + f.weight, 0)).toBe(ITEM_WEIGHTS.toilets);
    expect(checkVastu({ ...ideal, toilets: ['NW', 'NE'] }).score).toBe(100 - ITEM_WEIGHTS.toilets / 2);
    // The same zone named twice counts once.
    expect(checkVastu({ ...ideal, toilets: ['NE', 'NE'] }).score).toBe(100 - ITEM_WEIGHTS.toilets);
  });

  it('bands at 75 and 50', () => {
    expect(scoreBand(75)).toBe('strong');
    expect(scoreBand(74)).toBe('fair');
    expect(scoreBand(50)).toBe('fair');
    expect(scoreBand(49)).toBe('weak');
  });
});

// Each table row behaves as it states: a row's rating decides the points of that answer alone.
const tables: [Item, keyof VastuAnswers, Record<string, RuleRow>][] = [
  ['entrance', 'entrance', ENTRANCE_RULES],
  ['kitchen', 'kitchen', KITCHEN_RULES],
  ['masterBedroom', 'masterBedroom', MASTER_BEDROOM_RULES],
  ['pujaRoom', 'pujaRoom', PUJA_RULES],
  ['staircase', 'staircase', STAIRCASE_RULES],
  ['overheadTank', 'overheadTank', OVERHEAD_TANK_RULES],
  ['undergroundTank', 'undergroundTank', UNDERGROUND_TANK_RULES],
  ['plotShape', 'plotShape', PLOT_SHAPE_RULES],
  ['slope', 'slope', SLOPE_RULES],
  ['cut', 'cut', CUT_RULES],
  ['extension', 'extension', EXTENSION_RULES],
];

describe.each(tables)('the %s table', (item, key, table) => {
  it.each(Object.entries(table))('row %s gives its rating, its note and a remedy unless good', (answer, row) => {
    const finding = findingsFor({ ...ideal, [key]: answer }).find((f) => f.item === item)!;
    expect(finding.rating).toBe(row.rating);
    expect(finding.note).toBe(row.note);
    expect(finding.points).toBe(ITEM_WEIGHTS[item] * RATING_FACTOR[row.rating]);
    if (row.rating === 'good') expect(finding.remedy).toBeNull();
    else expect(finding.remedy).toEqual(expect.any(String));
  });
});

describe('the toilets table', () => {
  it.each(Object.entries(TOILET_RULES))('row %s gives its rating', (zone, row) => {
    const [finding] = findingsFor({ ...ideal, toilets: [zone as (typeof ZONES)[number]] }).filter((f) => f.item === 'toilets');
    expect(finding!.rating).toBe(row.rating);
    expect(finding!.zone).toBe(zone);
  });

  it('counts no toilet inside as good', () => {
    expect(checkVastu({ ...ideal, toilets: [] }).score).toBe(100);
  });
});

describe('home and business', () => {
  it('reads a lion-faced plot as good for a business and fair for a home', () => {
    expect(findingsFor({ ...ideal, plotShape: 'shermukhi' }).find((f) => f.item === 'plotShape')!.rating).toBe('fair');
    expect(findingsFor({ ...ideal, propertyKind: 'business', plotShape: 'shermukhi' }).find((f) => f.item === 'plotShape')!.rating).toBe('good');
  });

  it('names the rooms of a business as a business has them', () => {
    const labels = findingsFor({ ...ideal, propertyKind: 'business' }).map((f) => f.label);
    expect(labels).toContain("Owner's cabin");
    expect(labels).not.toContain('Master bedroom');
  });
});

describe('zones', () => {
  it('gives a verdict for the eight directions and the centre', () => {
    const report = checkVastu(worst);
    expect(report.zones.map((z) => z.zone)).toEqual([...ZONES]);
    expect(report.zones.find((z) => z.zone === 'NE')!.verdict).toBe('attention');
    expect(report.zones.find((z) => z.zone === 'C')!.verdict).toBe('attention');
  });

  it('calls an empty centre open and good', () => {
    const centre = checkVastu(ideal).zones.find((z) => z.zone === 'C')!;
    expect(centre.verdict).toBe('good');
    expect(centre.summary).toMatch(/open/);
  });

  it('marks a zone fair when its worst placement is fair', () => {
    expect(checkVastu({ ...ideal, kitchen: 'E' }).zones.find((z) => z.zone === 'E')!.verdict).toBe('fair');
  });
});

describe('remedies', () => {
  it('are none for the ideal property', () => {
    expect(checkVastu(ideal).remedies).toEqual([]);
  });

  it('come without duplicates, the costliest problem first', () => {
    const report = checkVastu(worst);
    expect(new Set(report.remedies).size).toBe(report.remedies.length);
    expect(report.remedies[0]).toBe(ENTRANCE_RULES.SW.remedy);
  });

  it('never ask for demolition', () => {
    const all = tables.flatMap(([, , t]) => Object.values(t)).concat(Object.values(TOILET_RULES));
    for (const row of all) expect(`${row.remedy ?? ''} ${row.business?.remedy ?? ''}`).not.toMatch(/demolish|break|rebuild|tear down/i);
  });
});
