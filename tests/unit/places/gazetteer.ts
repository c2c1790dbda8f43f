import fs from 'node:fs';
import path from 'node:path';
import { createPlaceIndex, type PlaceIndex } from '@/lib/places/search';
import type { GazetteerData } from '@/lib/places/types';

let data: GazetteerData | undefined;
let index: PlaceIndex | undefined;

/** The committed gazetteer, read once per test file. */
export function gazetteer(): GazetteerData {
  data ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'places', 'cities.json'), 'utf8')) as GazetteerData;
  return data;
}

export function placeIndex(): PlaceIndex {
  index ??= createPlaceIndex(gazetteer());
  return index;
}
