'use client';
import { lazy, Suspense } from 'react';
import PlaceCombobox from './PlaceCombobox';
import type { PlaceInputProps } from './types';

export type { PlaceInputProps } from './types';

// Google's variant is its own chunk, fetched only when a key is configured.
const GooglePlaceInput = lazy(() => import('./GooglePlaceInput'));

/**
 * A birth-place field with suggestions. With no NEXT_PUBLIC_GOOGLE_MAPS_API_KEY (the default) it
 * searches the offline gazetteer through GET /api/places; with one, Google Places Autocomplete.
 * Either way a chosen place reaches `onSelect` as a Place: coordinates and an IANA time zone
 * (turn it into "+05:30" for the birth date with `utcOffsetAt` from lib/places/timezone).
 */
export default function PlaceInput(props: PlaceInputProps) {
  const googleKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  if (!googleKey) return <PlaceCombobox {...props} />;
  return (
    <Suspense fallback={<PlaceCombobox {...props} />}>
      <GooglePlaceInput apiKey={googleKey} {...props} />
    </Suspense>
  );
}
