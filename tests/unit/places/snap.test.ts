/** @jest-environment node */
import { distanceKm, formatRoundedPoint, snapPoint, SNAP_RADIUS_KM } from '@/lib/places/snap';
import type { Place } from '@/lib/places/types';
import { placeIndex } from './gazetteer';

const nearest = (lat: number, lon: number) => placeIndex().nearestPlace(lat, lon);

const town: Place = { id: '1', name: 'Town', label: 'Town, India', latitude: 20, longitude: 80, timezone: 'Asia/Kolkata', countryCode: 'IN' };
const only = (place: Place) => () => place;

describe('snapPoint', () => {
  it('shows a point near a gazetteer place for that place, with its coordinates', () => {
    const a = snapPoint(25.3176, 83.0062, nearest);
    const b = snapPoint(25.3201, 83.0151, nearest);
    expect(a).toMatchObject({ kind: 'place', place: { id: '1253405', name: 'Varanasi' }, latitude: 25.3167, longitude: 83.0104 });
    expect(b).toEqual(a.kind === 'place' ? { ...a, distanceKm: expect.any(Number) } : null);
  });

  it('keeps the nearest place up to 25 km away and rounds to 0.01° beyond', () => {
    // 0.2° of latitude is about 22 km, 0.25° about 28 km.
    expect(snapPoint(20.2, 80, only(town))).toMatchObject({ kind: 'place', latitude: 20, longitude: 80 });
    expect(snapPoint(20.25, 80.004999, only(town))).toEqual({ kind: 'rounded', latitude: 20.25, longitude: 80 });
    expect(distanceKm(20, 80, 20.2, 80)).toBeLessThan(SNAP_RADIUS_KM);
    expect(distanceKm(20, 80, 20.25, 80)).toBeGreaterThan(SNAP_RADIUS_KM);
  });

  it('rounds a point far from every place to 0.01°, with one spelling of zero and of the date line', () => {
    // The South Pacific: no place within 25 km.
    expect(snapPoint(-40.50499, -130.12345, nearest)).toEqual({ kind: 'rounded', latitude: -40.5, longitude: -130.12 });
    expect(snapPoint(-0.001, -0.004, () => null)).toEqual({ kind: 'rounded', latitude: 0, longitude: 0 });
    expect(Object.is(snapPoint(-0.001, -0.004, () => null).latitude, -0)).toBe(false);
    expect(snapPoint(10, -179.999, () => null)).toEqual({ kind: 'rounded', latitude: 10, longitude: 180 });
  });

  it('gives nearby points far from places the same rounded value', () => {
    expect(snapPoint(-40.501, -130.121, nearest)).toEqual(snapPoint(-40.499, -130.119, nearest));
  });
});

describe('formatRoundedPoint', () => {
  it('writes hemispheres as letters with two decimals', () => {
    expect(formatRoundedPoint(25.32, 82.97)).toBe('25.32°N, 82.97°E');
    expect(formatRoundedPoint(-40.5, -130.12)).toBe('40.50°S, 130.12°W');
    expect(formatRoundedPoint(0, 0)).toBe('0.00°N, 0.00°E');
  });
});
