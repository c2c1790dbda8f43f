import { FieldRow, InputField } from './Field';
import { MAX_DATE, MIN_DATE } from '@/lib/contract/astrology-basics';

// The one birth date-and-time control of the kundli, match making and lucky number forms: the
// browser's own date and time pickers (a wheel or calendar on a phone, typing on a laptop). Their
// values are "YYYY-MM-DD" and "HH:MM:SS", the spec's payload formats; a form that sends numbers
// (the kundli) splits them with `splitDate` and `splitTime`. A page in another language passes its
// labels and hints (the BirthForm catalogue); the control itself stays free of the catalogue, as
// the form kit's unit tests render it alone.

type Part = 'date' | 'time';

export function DateTimeFields({
  ids,
  date,
  time,
  errors = {},
  onDateChange,
  onTimeChange,
  dateLabel = 'Date of birth',
  timeLabel = 'Time of birth',
  dateHint,
  timeHint = 'As on the birth certificate; seconds may stay 00.',
}: {
  ids: (part: Part) => string;
  date: string;
  /** Omit for a date alone (the lucky number asks no time). */
  time?: string;
  errors?: Partial<Record<Part, string>>;
  onDateChange: (date: string) => void;
  onTimeChange?: (time: string) => void;
  dateLabel?: string;
  timeLabel?: string;
  dateHint?: string;
  timeHint?: string;
}) {
  const dateField = (
    <InputField
      id={ids('date')}
      label={dateLabel}
      type="date"
      value={date}
      min={MIN_DATE}
      max={MAX_DATE}
      hint={dateHint}
      error={errors.date}
      autoComplete="bday"
      onChange={(e) => onDateChange(e.target.value)}
    />
  );
  if (time === undefined || !onTimeChange) return dateField;
  return (
    <FieldRow>
      {dateField}
      <InputField id={ids('time')} label={timeLabel} type="time" step={1} value={time} hint={timeHint} error={errors.time} onChange={(e) => onTimeChange(withSeconds(e.target.value))} />
    </FieldRow>
  );
}

/** A time input gives HH:MM when the seconds are zero; the contracts want HH:MM:SS. */
export const withSeconds = (t: string) => (/^\d{2}:\d{2}$/.test(t) ? `${t}:00` : t);

/** "1990-08-15" → {year, month, day} as the text a number field would hold ('' when empty or malformed). */
export function splitDate(date: string): { year: string; month: string; day: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) } : { year: '', month: '', day: '' };
}

/** "06:05:00" → {hours, minutes, seconds} ('' when empty or malformed; seconds default to "0"). */
export function splitTime(time: string): { hours: string; minutes: string; seconds: string } {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  return m ? { hours: String(Number(m[1])), minutes: String(Number(m[2])), seconds: String(Number(m[3] ?? 0)) } : { hours: '', minutes: '', seconds: '0' };
}
