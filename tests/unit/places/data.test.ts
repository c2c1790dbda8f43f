/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { isValidTimeZone } from '@/lib/places/timezone';
import { gazetteer, placeIndex } from './gazetteer';

const FILE = path.join(process.cwd(), 'content', 'places', 'cities.json');

describe('content/places/cities.json', () => {
  it('is compact and credits GeoNames (CC BY 4.0)', () => {
    expect(fs.statSync(FILE).size).toBeLessThan(3 * 1024 * 1024);
    const raw = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { licence: string };
    expect(raw.licence).toMatch(/GeoNames/);
    expect(raw.licence).toMatch(/CC BY 4\.0/);
    expect(fs.readFileSync(path.join(process.cwd(), 'content', 'places', 'README.md'), 'utf8')).toMatch(/GeoNames[\s\S]*CC BY 4\.0/);
  });

  it('has well-formed rows: ids unique, names set, coordinates in range, zones known to Intl', () => {
    const { rows, zones, countries, regions } = gazetteer();
    expect(rows.length).toBeGreaterThan(10_000);
    for (const zone of zones) expect(isValidTimeZone(zone)).toBe(true);
    const ids = new Set<number>();
    const problems: string[] = [];
    const inRange = (n: number, max: number) => Number.isFinite(n) && Math.abs(n) <= max && Math.round(n * 1e4) / 1e4 === n;
    for (const [id, name, admin1, cc, lat, lon, population, zone, alternates] of rows) {
      const wrong = [
        !Number.isInteger(id) || ids.has(id) ? 'id' : '',
        !name || name.trim() !== name ? 'name' : '',
        !inRange(lat, 90) ? 'latitude' : '',
        !inRange(lon, 180) ? 'longitude' : '',
        !Number.isInteger(population) || population < 0 ? 'population' : '',
        zones[zone] === undefined ? 'zone' : '',
        countries[cc] === undefined ? 'country' : '',
        admin1 && regions[`${cc}.${admin1}`] === undefined ? 'state' : '',
        typeof alternates !== 'string' ? 'alternates' : '',
      ].filter(Boolean);
      if (wrong.length) problems.push(`${id} ${name}: ${wrong.join(', ')}`);
      ids.add(id);
    }
    expect(problems).toEqual([]);
  });

  it('gives every Indian place the India zone', () => {
    const { rows, zones } = gazetteer();
    const indian = rows.filter((r) => r[3] === 'IN');
    expect(indian.length).toBeGreaterThan(2500);
    expect(new Set(indian.map((r) => zones[r[7]]))).toEqual(new Set(['Asia/Kolkata']));
  });

  it('has no place twice (same country, state and name within 25 km)', () => {
    const seen = new Map<string, [number, number][]>();
    const twice: string[] = [];
    for (const [, name, admin1, cc, lat, lon] of gazetteer().rows) {
      const key = `${cc}|${admin1}|${name.toLowerCase()}`;
      const points = seen.get(key) ?? [];
      const km = ([a, b]: [number, number]) => Math.hypot(a - lat, (b - lon) * Math.cos((lat * Math.PI) / 180)) * 111;
      if (points.some((p) => km(p) < 25)) twice.push(key);
      points.push([lat, lon]);
      seen.set(key, points);
    }
    expect(twice).toEqual([]);
  });

  it.each([
    ['Faridabad', 'Haryana'],
    ['Delhi', ''],
    ['New Delhi', 'Delhi'],
    ['Mumbai', 'Maharashtra'],
    ['Kolkata', 'West Bengal'],
    ['Chennai', 'Tamil Nadu'],
    ['Bengaluru', 'Karnataka'],
    ['Hyderabad', 'Telangana'],
    ['Pune', 'Maharashtra'],
    ['Jaipur', 'Rajasthan'],
    ['Lucknow', 'Uttar Pradesh'],
    ['Patna', 'Bihar'],
    ['Varanasi', 'Uttar Pradesh'],
    ['Guwahati', 'Assam'],
    ['Ahmedabad', 'Gujarat'],
    ['Bhopal', 'Madhya Pradesh'],
    ['Chandigarh', ''], // the union territory shares the name, so the label does not repeat it
    ['Thiruvananthapuram', 'Kerala'],
    ['Bhubaneswar', 'Odisha'],
    ['Dehradun', 'Uttarakhand'],
    ['Srinagar', 'Jammu and Kashmir'],
    ['Gurugram', 'Haryana'],
    ['Noida', 'Uttar Pradesh'],
    ['Ujjain', 'Madhya Pradesh'],
    ['Haridwar', 'Uttarakhand'],
  ])('has %s (%s) as an Indian place in Asia/Kolkata', (name, state) => {
    const place = placeIndex()
      .searchPlaces(name, 20)
      .find((p) => p.name === name && p.countryCode === 'IN');
    expect(place).toBeDefined();
    expect(place!.label).toBe([name, state, 'India'].filter(Boolean).join(', '));
    expect(place!.timezone).toBe('Asia/Kolkata');
    expect(place!.latitude).toBeGreaterThan(6);
    expect(place!.latitude).toBeLessThan(37);
    expect(place!.longitude).toBeGreaterThan(68);
    expect(place!.longitude).toBeLessThan(98);
  });

  it.each([
    ['London', 'GB', 'Europe/London'],
    ['New York City', 'US', 'America/New_York'],
    ['Toronto', 'CA', 'America/Toronto'],
    ['Dubai', 'AE', 'Asia/Dubai'],
    ['Singapore', 'SG', 'Asia/Singapore'],
    ['Sydney', 'AU', 'Australia/Sydney'],
    ['Kathmandu', 'NP', 'Asia/Kathmandu'],
    ['Dhaka', 'BD', 'Asia/Dhaka'],
    ['Colombo', 'LK', 'Asia/Colombo'],
    ['Karachi', 'PK', 'Asia/Karachi'],
    ['São Paulo', 'BR', 'America/Sao_Paulo'],
  ])('has %s (%s) in %s', (name, cc, zone) => {
    const place = placeIndex()
      .searchPlaces(name, 20)
      .find((p) => p.name === name && p.countryCode === cc);
    expect(place?.timezone).toBe(zone);
  });
});
