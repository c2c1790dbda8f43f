'use client';
import type { ReactNode } from 'react';
import PlaceInput from '@/components/places/PlaceInput';
import type { Place } from '@/lib/places/types';
import { errorId, FieldError, InputField, invalidClass, SelectField, type Option } from './Field';

// The parts of a person's birth details that the kundli and the match forms share.

const GENDERS: readonly Option[] = [
  { value: '', label: 'Select' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

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
  return (
    <>
      <InputField id={ids('name')} name="name" label="Name" autoComplete={nameAutoComplete} value={values.name} error={errors.name} onChange={(e) => onChange('name', e.target.value)} />
      <SelectField
        id={ids('gender')}
        name="gender"
        label="Gender"
        options={withOther ? GENDERS : GENDERS.filter((g) => g.value !== 'other')}
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
  return (
    <div className={error ? invalidClass : undefined}>
      <PlaceInput
        id={id}
        name={name}
        label="Birth place"
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
