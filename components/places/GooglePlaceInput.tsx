'use client';
import { Autocomplete, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useRef, useState } from 'react';
import { fetchNearestPlace } from '@/lib/client/places-api';
import { googleCountryCode, placeFromGoogle } from './google-place';
import PlaceCombobox from './PlaceCombobox';
import styles from './PlaceInput.module.scss';
import { PLACE_INPUT_WORDS_EN, type PlaceInputProps } from './types';
import FieldLabel from '@/components/ui/FieldLabel';

// A constant array: the loader reloads the script whenever it gets a new one.
const LIBRARIES: Libraries = ['places'];
const FIELDS = ['place_id', 'name', 'formatted_address', 'geometry.location', 'address_components'];

/**
 * The place field with Google Places Autocomplete, used only when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
 * is set (loaded as its own chunk). Until the Maps script is ready, or if it fails, the offline
 * combobox stands in. A chosen place gets its IANA zone from the nearest gazetteer place.
 */
export default function GooglePlaceInput({ apiKey, ...props }: PlaceInputProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-places', googleMapsApiKey: apiKey, libraries: LIBRARIES, region: 'IN' });
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  const [problem, setProblem] = useState('');
  const { id, label, value, onTextChange, onSelect, invalid, describedBy, required, name, placeholder } = props;

  if (!isLoaded || loadError) return <PlaceCombobox {...props} />;

  async function onPlaceChanged() {
    const result = autocomplete.current?.getPlace();
    const location = result?.geometry?.location;
    if (!result || !location) return; // free text and Enter: nothing was chosen
    setProblem('');
    try {
      const nearest = await fetchNearestPlace(location.lat(), location.lng(), googleCountryCode(result));
      const place = nearest ? placeFromGoogle(result, nearest.timezone) : null;
      if (!place) throw new Error('no time zone');
      onTextChange(place.label);
      onSelect(place);
    } catch {
      setProblem((props.words ?? PLACE_INPUT_WORDS_EN).timezoneProblem);
    }
  }

  const problemId = `${id}-google-problem`;
  return (
    <div className={`form-field ${styles.field} ${invalid ? styles.invalid : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Autocomplete
        onLoad={(instance) => (autocomplete.current = instance)}
        onUnmount={() => (autocomplete.current = null)}
        onPlaceChanged={() => void onPlaceChanged()}
        fields={FIELDS}
        types={['(cities)']}
        className={styles.control}
      >
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          required={required}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onTextChange(event.target.value)}
          // Enter picks Google's highlighted suggestion; it must not submit the form as well.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && document.querySelector('.pac-container .pac-item-selected')) event.preventDefault();
          }}
        />
      </Autocomplete>
      <p id={problemId} role="status" className={problem ? styles.message : 'visually-hidden'}>
        {problem}
      </p>
    </div>
  );
}
