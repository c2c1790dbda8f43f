import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { createPlaceIndex, type PlaceIndex } from '@/lib/places/search';
import type { GazetteerData } from '@/lib/places/types';

const globalRef = globalThis as unknown as { __placeIndex?: PlaceIndex };

/** The offline gazetteer (content/places/cities.json, about 1 MB), indexed once per process. */
export function placeIndex(): PlaceIndex {
  if (!globalRef.__placeIndex) {
    const file = path.join(process.cwd(), 'content', 'places', 'cities.json');
    globalRef.__placeIndex = createPlaceIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as GazetteerData);
  }
  return globalRef.__placeIndex;
}

/** The IANA zone in force at a point: that of the nearest gazetteer place. */
export function zoneAt(latitude: number, longitude: number): string | null {
  return placeIndex().nearestPlace(latitude, longitude)?.timezone ?? null;
}
