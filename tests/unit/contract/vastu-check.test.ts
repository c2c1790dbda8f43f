/** @jest-environment node */
import { defaultReportTitle } from '@/lib/contract/reports';
import { vastuCheckHref, vastuCheckRequestSchema } from '@/lib/contract/vastu-check';

const valid = {
  propertyKind: 'home',
  plotShape: 'square',
  entrance: 'N',
  kitchen: 'SE',
  masterBedroom: 'SW',
  toilets: [],
  pujaRoom: 'none',
  staircase: 'none',
  overheadTank: 'none',
  undergroundTank: 'none',
  slope: 'flat',
  cut: 'none',
  extension: 'none',
};

describe('vastuCheckRequestSchema', () => {
  it('accepts one answer of each closed list', () => {
    expect(vastuCheckRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['entrance', 'C', 'Please choose the direction of the main entrance.'],
    ['kitchen', 'none', 'Please choose where the kitchen is.'],
    ['slope', 'none', 'Please choose which way the land slopes, or that it is level.'],
    ['cut', 'C', 'Please choose which corner is cut, or that none is.'],
    ['toilets', ['N', 'N'], "Please choose each toilet's place once."],
    ['toilets', Array(10).fill('N'), 'Please choose at most 9 places for toilets.'],
    ['propertyKind', 'x'.repeat(10_000), 'Please choose whether it is a home or a business.'],
  ])('refuses %s = %j with a plain sentence', (key, value, message) => {
    const parsed = vastuCheckRequestSchema.safeParse({ ...valid, [key]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });

  it('drops fields it does not know', () => {
    const parsed = vastuCheckRequestSchema.parse({ ...valid, name: 'Asha' });
    expect(parsed).not.toHaveProperty('name');
  });
});

it('links and titles a self-check without its answers', () => {
  expect(vastuCheckHref('abc')).toBe('/vastu-check/abc');
  expect(defaultReportTitle({ kind: 'vastu-check', property: 'business', score: 72 })).toBe('Vastu self-check (business): 72 of 100');
});
