import type { Place } from '@/lib/places/types';

/** The parts of a Google Places result we read (structural, so tests need no Maps script). */
export interface GooglePlaceResult {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  geometry?: { location?: { lat(): number; lng(): number } | null };
  address_components?: { short_name: string; long_name: string; types: string[] }[];
}

/** A chosen Google place as a Place; null when it has no coordinates (free text + Enter). */
export function placeFromGoogle(result: GooglePlaceResult, timezone: string): Place | null {
  const location = result.geometry?.location;
  if (!location) return null;
  const country = result.address_components?.find((c) => c.types.includes('country'));
  const label = result.formatted_address || result.name || '';
  const name = result.name || label.split(',')[0]?.trim() || label;
  return {
    id: `google:${result.place_id ?? `${location.lat()},${location.lng()}`}`,
    name,
    label,
    latitude: Math.round(location.lat() * 1e4) / 1e4,
    longitude: Math.round(location.lng() * 1e4) / 1e4,
    timezone,
    countryCode: country?.short_name?.toUpperCase() ?? '',
  };
}

/** The country code of a Google result, if it names one. */
export function googleCountryCode(result: GooglePlaceResult): string | undefined {
  return result.address_components?.find((c) => c.types.includes('country'))?.short_name?.toUpperCase();
}
