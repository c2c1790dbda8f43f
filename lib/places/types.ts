/** A birth place as the suggestions offer it, whether from the offline gazetteer or Google Places. */
export interface Place {
  /** GeoNames id for gazetteer places ("1271951"); "google:<place_id>" for Google places. */
  id: string;
  name: string;
  /** What the field shows once chosen: "Faridabad, Haryana, India". */
  label: string;
  latitude: number;
  longitude: number;
  /** IANA time-zone name ("Asia/Kolkata"); turn it into "+05:30" for a date with `utcOffsetAt`. */
  timezone: string;
  /** ISO 3166-1 alpha-2 ("IN"). */
  countryCode: string;
}

/** One row of content/places/cities.json (see scripts/build-gazetteer.mjs). */
export type GazetteerRow = [
  id: number,
  name: string,
  /** GeoNames first-level division code; with the country code, the key into `regions`. "" if unnamed. */
  admin1: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  population: number,
  /** Index into `zones`. */
  zone: number,
  /** "" or "|"-separated other names that also match ("Bombay"). */
  alternates: string,
];

/** The committed gazetteer file's shape. */
export interface GazetteerData {
  countries: Record<string, string>;
  /** "IN.10" → "Haryana". */
  regions: Record<string, string>;
  zones: string[];
  rows: GazetteerRow[];
}
