/** @jest-environment node */
import enCalculator from '@/messages/en/AreaCalculator.json';
import enConverter from '@/messages/en/AreaConverter.json';
import enEstimator from '@/messages/en/FeeEstimator.json';
import en from '@/messages/en/VastuTools.json';
import hiCalculator from '@/messages/hi/AreaCalculator.json';
import hiConverter from '@/messages/hi/AreaConverter.json';
import hiEstimator from '@/messages/hi/FeeEstimator.json';
import hi from '@/messages/hi/VastuTools.json';
import { LENGTH_UNITS, SHAPES } from '@/lib/vastu/area';
import { AREA_STATES, AREA_VALUE_MESSAGE, CONVERTER_UNITS } from '@/lib/vastu/area-units';
import { AREA_UNITS, ESTIMATE_NOTE, PROPERTY_CATEGORIES, PROPERTY_TYPES, SERVICE_LEVELS } from '@/lib/vastu/fee-estimator';

// The calculators name the engine's choices through the catalogue, keyed by their ids. The English
// catalogue must say exactly what the engine says (the English pages, the bookings and the API
// keep the engine's words), and every id the engine offers must have a name in both languages.

const byId = (list: readonly { id: string }[], label: (item: never) => string) => Object.fromEntries(list.map((item) => [item.id, label(item as never)]));
const allTypes = Object.values(PROPERTY_TYPES).flat();

const engineWords: [string, Record<string, string>, Record<string, string>, Record<string, string>][] = [
  ['property categories', byId(PROPERTY_CATEGORIES, (c: { label: string }) => c.label), enEstimator.categories, hiEstimator.categories],
  ['property types', byId(allTypes, (t: { label: string }) => t.label), enEstimator.types, hiEstimator.types],
  ['service levels', byId(SERVICE_LEVELS, (l: { label: string }) => l.label), enEstimator.levels, hiEstimator.levels],
  ['fee units', byId(AREA_UNITS, (u: { label: string }) => u.label), enEstimator.units, hiEstimator.units],
  ['shapes', byId(SHAPES, (s: { label: string }) => s.label), enCalculator.shapes, hiCalculator.shapes],
  ['shape descriptions', byId(SHAPES, (s: { description: string }) => s.description), enCalculator.shapeDescriptions, hiCalculator.shapeDescriptions],
  ['dimensions', Object.fromEntries(SHAPES.flatMap((s) => s.fields.map((f) => [f.key, f.label]))), enCalculator.dimensions, hiCalculator.dimensions],
  ['length units', byId(LENGTH_UNITS, (u: { label: string }) => u.label), enCalculator.units, hiCalculator.units],
  ['area units', byId(CONVERTER_UNITS, (u: { label: string }) => u.label), enConverter.units, hiConverter.units],
  ['short area units', byId(CONVERTER_UNITS, (u: { short: string }) => u.short), en.areaUnitsShort, hi.areaUnitsShort],
  ['states', byId(AREA_STATES, (s: { name: string }) => s.name), enConverter.states, hiConverter.states],
];

it.each(engineWords)('the English catalogue names the %s as the engine does, and the Hindi one names each in Devanagari', (_, engine, english, hindi) => {
  expect(english).toEqual(engine);
  expect(Object.keys(hindi).sort()).toEqual(Object.keys(engine).sort());
  for (const text of Object.values(hindi)) expect(text).toMatch(/[\u0900-\u097F]/);
});

it('keeps the spec’s English note and the converter’s English problem word for word', () => {
  expect(enEstimator.note).toBe(ESTIMATE_NOTE);
  expect(enConverter.valueProblem).toBe(AREA_VALUE_MESSAGE);
});
