/** @jest-environment node */
import { googleCountryCode, placeFromGoogle, type GooglePlaceResult } from '@/components/places/google-place';

const RESULT: GooglePlaceResult = {
  place_id: 'ChIJ-faridabad',
  name: 'Faridabad',
  formatted_address: 'Faridabad, Haryana, India',
  geometry: { location: { lat: () => 28.408912345, lng: () => 77.317789876 } },
  address_components: [
    { long_name: 'Faridabad', short_name: 'Faridabad', types: ['locality', 'political'] },
    { long_name: 'Haryana', short_name: 'HR', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
  ],
};

describe('placeFromGoogle', () => {
  it('maps a Google place to the same Place shape as the gazetteer', () => {
    expect(placeFromGoogle(RESULT, 'Asia/Kolkata')).toEqual({
      id: 'google:ChIJ-faridabad',
      name: 'Faridabad',
      label: 'Faridabad, Haryana, India',
      latitude: 28.4089,
      longitude: 77.3178,
      timezone: 'Asia/Kolkata',
      countryCode: 'IN',
    });
    expect(googleCountryCode(RESULT)).toBe('IN');
  });

  it('refuses a result without coordinates (free text and Enter)', () => {
    expect(placeFromGoogle({ name: 'faridab' }, 'Asia/Kolkata')).toBeNull();
    expect(googleCountryCode({ name: 'faridab' })).toBeUndefined();
  });
});
