import { describedBy, Field } from '@/components/form/Field';
import styles from './Auth.module.scss';

/** A 10-digit Indian mobile number after a fixed +91; anything but digits is dropped as typed. */
export default function MobileNumberInput({
  id,
  label,
  value,
  onChange,
  invalid,
  error,
  required,
  ...rest
}: {
  id: string;
  /** The field's label, in the page's language. */
  label: string;
  value: string;
  onChange: (digits: string) => void;
  /** Marked invalid by a problem shown elsewhere (the form's alert). */
  invalid?: boolean;
  /** A problem shown under the field. */
  error?: string | null;
  name?: string;
  placeholder?: string;
  required?: boolean;
}) {
  const aria = describedBy(id, { error });
  return (
    <Field id={id} label={label} error={error} required={required}>
      <div className={styles.mobileRow}>
        <span aria-hidden="true">+91</span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={value}
          required={required}
          {...aria}
          aria-invalid={aria['aria-invalid'] ?? (invalid ? true : undefined)}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 10))}
          {...rest}
        />
      </div>
    </Field>
  );
}
