import type { Place } from '@/lib/places/types';

/** The picker's own messages, for a page in another language; English when not given. */
export interface PlaceInputWords {
  noPlaces: string;
  unavailable: string;
  /** "3 places found. Use the up and down arrow keys to choose." */
  found: (count: number) => string;
  timezoneProblem: string;
}

export const PLACE_INPUT_WORDS_EN: PlaceInputWords = {
  noPlaces: 'No places found',
  unavailable: 'Place suggestions are unavailable right now. You can still type the place.',
  found: (count) => `${count} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose.`,
  timezoneProblem: 'The time zone of this place could not be looked up. Please choose it again.',
};

export interface PlaceInputProps {
  id: string;
  /** The visible label. */
  label: string;
  /** The text in the field (controlled). */
  value: string;
  /** Every edit of the text. A form should forget a chosen place's coordinates here. */
  onTextChange: (text: string) => void;
  /** A suggestion was chosen; the text has already been set to its label through onTextChange. */
  onSelect: (place: Place) => void;
  invalid?: boolean;
  /** Ids of the hint or error text that describe the field. */
  describedBy?: string;
  required?: boolean;
  name?: string;
  placeholder?: string;
  words?: PlaceInputWords;
}
