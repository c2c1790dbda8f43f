// How the panchang page's address names a place, a date and a month. Shared by the page (server),
// the picker (browser), the city pages and the home page's link, so every link reads the same way.

/** A place as the panchang page shows it. `ref` is a main city's slug or a gazetteer id; '' for a Google place. */
export interface PanchangPlaceRef {
  ref: string;
  label: string;
  latitude: number;
  longitude: number;
  /** IANA zone, "Asia/Kolkata". */
  timezone: string;
}

/** `/panchang?date=…&place=…` (or `?month=…`); a place without a ref travels as lat, lon, tz and name. */
export function panchangHref(place: PanchangPlaceRef, when: { date?: string; month?: string } = {}): string {
  const q = new URLSearchParams();
  if (when.month) q.set('month', when.month);
  else if (when.date) q.set('date', when.date);
  if (place.ref) q.set('place', place.ref);
  else {
    q.set('lat', String(place.latitude));
    q.set('lon', String(place.longitude));
    q.set('tz', place.timezone);
    q.set('name', place.label);
  }
  return `/panchang?${q}`;
}

/** The local storage key of the place the visitor chose last. */
export const LAST_PANCHANG_PLACE_KEY = 'panchangPlace';
