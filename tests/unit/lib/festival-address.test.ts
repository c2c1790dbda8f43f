import fs from 'node:fs';
import path from 'node:path';
import { festivalFeedPath, festivalYearPath, FESTIVAL_FILTER_NAMES, matchesFilter } from '@/lib/festival-address';

// The year page's addresses: one spelling per choice (the defaults left out), and every filter the
// page links to is one next.config.mjs rewrites to its cached render path.

describe('festival addresses', () => {
  it('leave the default city and kind out, so the plain year page has one address', () => {
    expect(festivalYearPath(2026)).toBe('/festivals/2026');
    expect(festivalYearPath(2026, { city: 'new-delhi', filter: 'all' })).toBe('/festivals/2026');
    expect(festivalYearPath(2026, { city: 'mumbai' })).toBe('/festivals/2026?city=mumbai');
    expect(festivalYearPath(2026, { city: 'mumbai', filter: 'ekadashi' })).toBe('/festivals/2026?city=mumbai&kind=ekadashi');
    expect(festivalYearPath(2026, { filter: 'moon' })).toBe('/festivals/2026?kind=moon');
  });

  it('name the feed by year, point and zone, and Hindi only when asked', () => {
    const place = { latitude: 28.6358, longitude: 77.2245, timezone: 'Asia/Kolkata' };
    expect(festivalFeedPath(2026, place, 'en')).toBe('/api/festivals/ics?year=2026&lat=28.6358&lon=77.2245&tz=Asia%2FKolkata');
    expect(festivalFeedPath(2026, place, 'hi')).toMatch(/&lang=hi$/);
  });

  it('each filter shows its kinds: Purnima and Amavasya together, Masik Shivaratri and periods among the festivals', () => {
    expect(matchesFilter('purnima', 'moon') && matchesFilter('amavasya', 'moon')).toBe(true);
    expect(matchesFilter('shivaratri', 'festivals') && matchesFilter('period', 'festivals')).toBe(true);
    expect(matchesFilter('ekadashi', 'pradosh')).toBe(false);
    expect(matchesFilter('sankranti', 'all')).toBe(true);
  });

  it('every filter is one the rewrite in next.config.mjs sends to a cached page', () => {
    const config = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'next.config.mjs'), 'utf8');
    const kinds = /\(\?<kind>([a-z|]+)\)/.exec(config)![1]!.split('|');
    expect([...kinds].sort()).toEqual([...FESTIVAL_FILTER_NAMES].sort());
  });
});
