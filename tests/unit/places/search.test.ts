/** @jest-environment node */
import { createPlaceIndex, foldPlaceText } from '@/lib/places/search';
import type { GazetteerData, Place } from '@/lib/places/types';
import { gazetteer, placeIndex } from './gazetteer';

const names = (query: string, limit?: number) => placeIndex().searchPlaces(query, limit).map((p) => p.name);
const labels = (query: string, limit?: number) => placeIndex().searchPlaces(query, limit).map((p) => p.label);

describe('foldPlaceText', () => {
  it('drops case, accents, spaces and punctuation', () => {
    expect(foldPlaceText('São Paulo')).toBe('saopaulo');
    expect(foldPlaceText("St. John's")).toBe('stjohns');
    expect(foldPlaceText('Zürich')).toBe('zurich');
    expect(foldPlaceText('Łódź')).toBe('lodz');
    expect(foldPlaceText('Straße')).toBe('strasse');
    expect(foldPlaceText('  ')).toBe('');
  });
});

describe('searchPlaces on the committed gazetteer', () => {
  it('answers nothing for an empty or punctuation-only query', () => {
    expect(placeIndex().searchPlaces('')).toEqual([]);
    expect(placeIndex().searchPlaces('   ')).toEqual([]);
    expect(placeIndex().searchPlaces(', ,')).toEqual([]);
  });

  it('returns the Place shape with an IANA zone and a full label', () => {
    const [faridabad] = placeIndex().searchPlaces('faridabad');
    expect(faridabad).toEqual({
      id: '1271951',
      name: 'Faridabad',
      label: 'Faridabad, Haryana, India',
      latitude: expect.closeTo(28.41, 1),
      longitude: expect.closeTo(77.31, 1),
      timezone: 'Asia/Kolkata',
      countryCode: 'IN',
    });
  });

  it('puts Indian places first: "far" → Faridabad', () => {
    expect(names('far')[0]).toBe('Faridabad');
    expect(names('Far')[0]).toBe('Faridabad');
  });

  it('"del" → Delhi, then New Delhi is among the Indian results; Delhi is not labelled "Delhi, Delhi"', () => {
    const results = placeIndex().searchPlaces('del');
    expect(results[0]).toMatchObject({ name: 'Delhi', countryCode: 'IN', label: 'Delhi, India' });
    expect(placeIndex().searchPlaces('new del')[0]).toMatchObject({ name: 'New Delhi', label: 'New Delhi, Delhi, India' });
  });

  it('ranks Indian towns first, then by population, with exact names ahead of longer ones', () => {
    const population = new Map(gazetteer().rows.map((r) => [String(r[0]), r[6]]));
    const results = placeIndex().searchPlaces('lon', 20);
    const indianTown = (p: Place) => p.countryCode === 'IN' && population.get(p.id)! >= 15_000;
    const firstOther = results.findIndex((p) => !indianTown(p));
    expect(firstOther).toBeGreaterThan(0);
    expect(results.slice(firstOther).some(indianTown)).toBe(false);
    const byPopulation = (list: Place[]) => list.map((p) => population.get(p.id)!);
    const sortedDesc = (list: number[]) => [...list].sort((a, b) => b - a);
    expect(byPopulation(results.slice(0, firstOther))).toEqual(sortedDesc(byPopulation(results.slice(0, firstOther))));
    expect(names('paris')[0]).toBe('Paris');
    expect(placeIndex().searchPlaces('hyderabad').map((p) => p.countryCode).slice(0, 2)).toEqual(['IN', 'PK']);
  });

  it('finds world cities: "lond" → London (before the Indian village Londa), "new york" → New York City', () => {
    expect(labels('lond')[0]).toBe('London, England, United Kingdom');
    expect(labels('lond')).toContain('Londa, Karnataka, India');
    expect(names('new york')[0]).toBe('New York City');
  });

  it('knows old and common names: Bombay, Bangalore, Calcutta, Madras, Gurgaon', () => {
    expect(names('mum')[0]).toBe('Mumbai');
    expect(names('bomb')[0]).toBe('Mumbai');
    expect(names('bangalore')[0]).toBe('Bengaluru');
    expect(names('calcutta')[0]).toBe('Kolkata');
    expect(names('madras')[0]).toBe('Chennai');
    expect(names('gurgaon')[0]).toBe('Gurugram');
    expect(names('gurugram')[0]).toBe('Gurugram');
    expect(names('allahabad')[0]).toBe('Prayagraj');
    expect(names('benares')[0]).toBe('Varanasi');
  });

  it('lists a place once even when its name and an alternate both match', () => {
    const ids = placeIndex().searchPlaces('gur', 20).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores accents, case and spaces: "sao p" → São Paulo, "SAO PAULO", "dehradun"', () => {
    expect(names('sao p')[0]).toBe('São Paulo');
    expect(names('SAO PAULO')[0]).toBe('São Paulo');
    expect(names('são p')[0]).toBe('São Paulo');
    expect(names('dehradun')[0]).toBe('Dehradun');
    expect(names('zurich')[0]).toBe('Zürich');
  });

  it('narrows by state or country after a comma', () => {
    expect(labels('hyderabad, pak')[0]).toBe('Hyderabad, Sindh, Pakistan');
    expect(labels('aurangabad, bihar')[0]).toBe('Aurangabad, Bihar, India');
    expect(labels('london, canada')[0]).toBe('London, Ontario, Canada');
    expect(labels('london, on')[0]).toBe('London, Ontario, Canada');
    expect(labels('edison, nj')[0]).toBe('Edison, New Jersey, United States');
    expect(labels('leicester, uk')[0]).toBe('Leicester, England, United Kingdom');
    expect(placeIndex().searchPlaces('delhi, france')).toEqual([]);
  });

  it('reads trailing words as the state or country when there is no comma', () => {
    expect(labels('hyderabad pakistan')[0]).toBe('Hyderabad, Sindh, Pakistan');
    expect(labels('london ontario')[0]).toBe('London, Ontario, Canada');
  });

  it('honours the limit', () => {
    expect(placeIndex().searchPlaces('s', 3)).toHaveLength(3);
    expect(placeIndex().searchPlaces('s')).toHaveLength(8);
    expect(placeIndex().searchPlaces('s', 20)).toHaveLength(20);
  });

  it('answers 1000 searches in well under 200 ms of CPU once the index is built', () => {
    const queries = ['far', 'del', 'mum', 'bomb', 'lond', 'sao p', 's', 'a', 'ban', 'hyderabad, pak', 'new york', 'chennai', 'pat', 'gu', 'kol', 'var', 'jai', 'luc', 'pun', 'xyzzy'];
    placeIndex().searchPlaces('warm up');
    // CPU time, not wall time: a busy test machine must not fail this.
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < 1000; i++) placeIndex().searchPlaces(queries[i % queries.length]!);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.info(`1000 place searches: ${cpuMs.toFixed(1)} ms CPU, ${wall.toFixed(1)} ms wall`);
    expect(cpuMs).toBeLessThan(200);
  });
});

describe('nearestPlace', () => {
  it('finds the nearest place, within a country when asked', () => {
    expect(placeIndex().nearestPlace(28.41, 77.31)?.name).toBe('Faridabad');
    expect(placeIndex().nearestPlace(40.71, -74.0, 'US')).toMatchObject({ timezone: 'America/New_York', countryCode: 'US' });
    // Near the border, the country decides the zone.
    expect(placeIndex().nearestPlace(26.35, 86.9, 'NP')?.timezone).toBe('Asia/Kathmandu');
    expect(placeIndex().nearestPlace(NaN, 0)).toBeNull();
  });
});

describe('createPlaceIndex on small data', () => {
  const data: GazetteerData = {
    countries: { IN: 'India', GB: 'United Kingdom', SG: 'Singapore' },
    regions: { 'IN.10': 'Haryana', 'GB.ENG': 'England' },
    zones: ['Asia/Kolkata', 'Europe/London', 'Asia/Singapore'],
    rows: [
      [1, 'Londa', '', 'IN', 15.46, 74.51, 6000, 0, ''],
      [2, 'London', 'ENG', 'GB', 51.5, -0.12, 8_900_000, 1, ''],
      [3, 'Singapore', '', 'SG', 1.29, 103.85, 3_500_000, 2, ''],
      [4, 'Gurugram', '10', 'IN', 28.46, 77.03, 197_000, 0, 'Gurgaon'],
      [5, 'Glasgow', 'SCT', 'GB', 55.86, -4.25, 630_000, 1, ''],
    ],
  };
  const index = createPlaceIndex(data);

  it('puts an Indian town ahead of a bigger foreign city, a village not; an exact name wins', () => {
    expect(index.searchPlaces('lond').map((p) => p.name)).toEqual(['London', 'Londa']);
    expect(index.searchPlaces('g').map((p) => p.name)).toEqual(['Gurugram', 'Glasgow']);
    expect(index.searchPlaces('glasgow').map((p) => p.name)).toEqual(['Glasgow']);
    expect(index.searchPlaces('londa').map((p) => p.name)).toEqual(['Londa']);
  });

  it('labels without repeating a part or an unknown state', () => {
    expect(index.searchPlaces('sing')[0]?.label).toBe('Singapore');
    expect(index.searchPlaces('londa')[0]?.label).toBe('Londa, India');
    expect(index.searchPlaces('gurg')[0]?.label).toBe('Gurugram, Haryana, India');
  });

  it('reports its size', () => {
    expect(index.size).toBe(5);
  });
});
