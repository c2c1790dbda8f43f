import type { Place } from './types';

// A point typed or picked anywhere is reduced to few values before anything is computed or cached
// for it: the nearest gazetteer place when one is close, else a 0.01° grid (about 1 km). A
// panchang's times move by seconds over such distances, and each value a visitor can choose is a
// cache entry and a computation that others cannot share.

/** How far a point may lie from a gazetteer place and still be shown for that place. */
export const SNAP_RADIUS_KM = 25;
const EARTH_RADIUS_KM = 6371.0088;

export type SnappedPoint =
  | { kind: 'place'; place: Place; latitude: number; longitude: number; distanceKm: number }
  | { kind: 'rounded'; latitude: number; longitude: number };

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** To 0.01°, with no negative zero ("-0.00" would be a second spelling of 0). */
function toHundredth(n: number): number {
  return Math.round(n * 100) / 100 || 0;
}

/**
 * The place a point is shown for: the nearest gazetteer place (`nearest`, e.g. PlaceIndex's
 * nearestPlace) within SNAP_RADIUS_KM, with that place's coordinates; else the point rounded to
 * 0.01°. Longitudes are kept in -180..180.
 */
export function snapPoint(latitude: number, longitude: number, nearest: (latitude: number, longitude: number) => Place | null): SnappedPoint {
  const place = nearest(latitude, longitude);
  if (place) {
    const d = distanceKm(latitude, longitude, place.latitude, place.longitude);
    if (d <= SNAP_RADIUS_KM) return { kind: 'place', place, latitude: place.latitude, longitude: place.longitude, distanceKm: d };
  }
  const lon = toHundredth(longitude);
  return { kind: 'rounded', latitude: toHundredth(latitude), longitude: lon === -180 ? 180 : lon };
}

/** "25.32°N, 82.97°E": a rounded point as the page names it. */
export function formatRoundedPoint(latitude: number, longitude: number): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(2)}°${v < 0 ? neg : pos}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
