/** @jest-environment node */
import { checkVastu, type VastuAnswers } from '@/lib/vastu/self-check';
import {
  CUT_RULES,
  ENTRANCE_RULES,
  EXTENSION_RULES,
  ITEM_LABELS,
  ITEM_LABELS_HI,
  KITCHEN_RULES,
  MASTER_BEDROOM_RULES,
  OVERHEAD_TANK_RULES,
  PLOT_SHAPE_LABELS,
  PLOT_SHAPE_LABELS_HI,
  PLOT_SHAPE_RULES,
  PUJA_RULES,
  SLOPE_RULES,
  STAIRCASE_RULES,
  TOILET_RULES,
  UNDERGROUND_TANK_RULES,
  ZONE_INFO,
  ZONE_INFO_HI,
  type RuleRow,
} from '@/lib/vastu/self-check-rules';
import { idealVastuAnswers } from '../../support/vastu-answers';

// The self-check in Hindi (issue 26): every question's rule, verdict and remedy a Hindi reader
// sees is written in Devanagari, and says as much as the English does (a remedy where the
// English has one, none where it has none), while the score does not depend on the language.

const DEVANAGARI = /[\u0900-\u097F]/;
/** A Latin word left in a Hindi text (an untranslated sentence); short marks like "3 × 3" pass. */
const LATIN_WORD = /[A-Za-z]{2,}/;

function expectHindi(text: string | null | undefined, where: string) {
  expect({ where, text }).toEqual({ where, text: expect.stringMatching(DEVANAGARI) });
  expect({ where, latin: text!.match(LATIN_WORD)?.[0] ?? null }).toEqual({ where, latin: null });
}

const TABLES: [string, Record<string, RuleRow>][] = [
  ['entrance', ENTRANCE_RULES],
  ['kitchen', KITCHEN_RULES],
  ['masterBedroom', MASTER_BEDROOM_RULES],
  ['toilets', TOILET_RULES],
  ['pujaRoom', PUJA_RULES],
  ['staircase', STAIRCASE_RULES],
  ['overheadTank', OVERHEAD_TANK_RULES],
  ['undergroundTank', UNDERGROUND_TANK_RULES],
  ['plotShape', PLOT_SHAPE_RULES],
  ['slope', SLOPE_RULES],
  ['cut', CUT_RULES],
  ['extension', EXTENSION_RULES],
];

describe.each(TABLES)('the %s rules in Hindi', (item, table) => {
  it.each(Object.entries(table))('row %s has a Hindi note, and a Hindi remedy exactly where the English has one', (answer, row) => {
    for (const [reading, words] of [['home', row], ...(row.business ? [['business', row.business] as const] : [])] as const) {
      const where = `${item}.${answer} (${reading})`;
      expectHindi(words.hi.note, `${where} note`);
      expect({ where, hindiRemedy: words.hi.remedy !== undefined }).toEqual({ where, hindiRemedy: words.remedy !== undefined });
      if (words.remedy !== undefined) expectHindi(words.hi.remedy, `${where} remedy`);
    }
  });
});

describe('the labels in Hindi', () => {
  it('names every zone, with its meaning, in Hindi', () => {
    expect(Object.keys(ZONE_INFO_HI)).toEqual(Object.keys(ZONE_INFO));
    for (const [zone, info] of Object.entries(ZONE_INFO_HI)) {
      expectHindi(info.name, `${zone} name`);
      expectHindi(info.meaning, `${zone} meaning`);
    }
    // The corners by their Vastu names.
    expect([ZONE_INFO_HI.NE.name, ZONE_INFO_HI.SE.name, ZONE_INFO_HI.SW.name, ZONE_INFO_HI.NW.name, ZONE_INFO_HI.C.name]).toEqual([
      expect.stringContaining('ईशान'),
      expect.stringContaining('आग्नेय'),
      expect.stringContaining('नैऋत्य'),
      expect.stringContaining('वायव्य'),
      expect.stringContaining('ब्रह्मस्थान'),
    ]);
  });

  it('names every plot shape and every part of the property in Hindi, for a home and a business', () => {
    expect(Object.keys(PLOT_SHAPE_LABELS_HI)).toEqual(Object.keys(PLOT_SHAPE_LABELS));
    for (const [shape, label] of Object.entries(PLOT_SHAPE_LABELS_HI)) expectHindi(label, shape);
    expect(Object.keys(ITEM_LABELS_HI)).toEqual(Object.keys(ITEM_LABELS));
    for (const [item, labels] of Object.entries(ITEM_LABELS_HI)) {
      expectHindi(labels.home, `${item} home`);
      expectHindi(labels.business, `${item} business`);
    }
  });
});

const ideal: VastuAnswers = { ...idealVastuAnswers, toilets: [...idealVastuAnswers.toilets] };
const ANSWERS: [string, VastuAnswers][] = [
  ['every placement as preferred', ideal],
  ['no toilet, centre open', { ...ideal, toilets: [] }],
  [
    'every placement warned against (a business)',
    { ...ideal, propertyKind: 'business', plotShape: 'gaumukhi', entrance: 'SW', kitchen: 'NE', masterBedroom: 'C', toilets: ['NE', 'SW'], pujaRoom: 'none', staircase: 'N', overheadTank: 'SE', undergroundTank: 'SW', slope: 'SW', cut: 'NE', extension: 'NW' },
  ],
  ['a middling home', { ...ideal, entrance: 'W', kitchen: 'E', masterBedroom: 'N', pujaRoom: 'C', slope: 'flat', cut: 'S', extension: 'N' }],
];

describe.each(ANSWERS)('the Hindi report: %s', (_name, answers) => {
  const en = checkVastu(answers);
  const hi = checkVastu(answers, 'hi');

  it('scores, rates and orders exactly as the English report does', () => {
    const shape = (r: typeof en) => ({
      score: r.score,
      band: r.band,
      findings: r.findings.map((f) => [f.item, f.zone, f.rating, f.points, f.weight, f.remedy === null]),
      zones: r.zones.map((z) => [z.zone, z.verdict]),
      remedies: r.remedies.length,
    });
    expect(shape(hi)).toEqual(shape(en));
  });

  it('says every sentence in Hindi', () => {
    expectHindi(hi.headline, 'headline');
    for (const f of hi.findings) {
      expectHindi(f.label, `${f.item} label`);
      expectHindi(f.note, `${f.item} note`);
      if (f.remedy !== null) expectHindi(f.remedy, `${f.item} remedy`);
    }
    for (const z of hi.zones) {
      expectHindi(z.name, `${z.zone} name`);
      expectHindi(z.summary, `${z.zone} summary`);
    }
    hi.remedies.forEach((r, i) => expectHindi(r, `remedy ${i + 1}`));
  });
});

it('leaves the English report as it was when no language is given', () => {
  expect(checkVastu(ideal)).toEqual(checkVastu(ideal, 'en'));
  expect(checkVastu(ideal).headline).toBe('Your property follows most Vastu principles.');
});
