'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import PlaceInput from '@/components/places/PlaceInput';
import type { Place } from '@/lib/places/types';
import { errorId, FieldError, InputField, invalidClass, SelectField, type Option } from './Field';

// The parts of a person's birth details that the kundli and the match forms share.

// The form's labels come from the BirthForm namespace: a page wraps its form in ClientMessages with it.

const GENDERS = [
  { value: '', key: 'select' },
  { value: 'male', key: 'male' },
  { value: 'female', key: 'female' },
  { value: 'other', key: 'other' },
] as const;

type NameField = 'name' | 'gender';

/** Name and gender; `ids` names each control (`<id>-error` carries its problem). */
export function NameAndGender({
  ids,
  values,
  errors,
  onChange,
  withOther = true,
  nameAutoComplete,
}: {
  ids: (field: NameField) => string;
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField, value: string) => void;
  /** Whether "Other" is offered (the kundli asks it; a match pairs a boy and a girl). */
  withOther?: boolean;
  nameAutoComplete?: string;
}) {
  const t = useTranslations('BirthForm');
  const genders: Option[] = GENDERS.filter((g) => withOther || g.value !== 'other').map((g) => ({ value: g.value, label: t(g.key) }));
  return (
    <>
      <InputField id={ids('name')} name="name" label={t('name')} autoComplete={nameAutoComplete} value={values.name} error={errors.name} onChange={(e) => onChange('name', e.target.value)} />
      <SelectField
        id={ids('gender')}
        name="gender"
        label={t('gender')}
        options={genders}
        value={values.gender}
        error={errors.gender}
        onChange={(e) => onChange('gender', e.target.value)}
      />
    </>
  );
}

/** The birth place with suggestions; choosing one gives its coordinates and time zone. */
export function BirthPlaceField({
  id,
  name,
  value,
  error,
  onTextChange,
  onSelect,
  children,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  onTextChange: (text: string) => void;
  onSelect: (place: Place) => void;
  /** Shown under the field, e.g. the chosen place's coordinates. */
  children?: ReactNode;
}) {
  const t = useTranslations('BirthForm');
  return (
    <div className={error ? invalidClass : undefined}>
      <PlaceInput
        id={id}
        name={name}
        label={t('birthPlace')}
        words={{
          noPlaces: t('noPlaces'),
          unavailable: t('placesUnavailable'),
          found: (count) => (count === 1 ? t('placeFound') : t('placesFound', { count: String(count) })),
          timezoneProblem: t('timezoneProblem'),
        }}
        value={value}
        onTextChange={onTextChange}
        onSelect={onSelect}
        invalid={Boolean(error)}
        describedBy={error ? errorId(id) : undefined}
        required
      />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}
