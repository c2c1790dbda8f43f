import type { Place } from '@/lib/places/types';

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
}
