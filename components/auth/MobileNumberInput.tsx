import styles from './Auth.module.scss';

/** A 10-digit Indian mobile number after a fixed +91; anything but digits is dropped as typed. */
export default function MobileNumberInput({
  id,
  value,
  onChange,
  invalid,
  ...rest
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  invalid?: boolean;
  name?: string;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>Mobile number</label>
      <div className={styles.mobileRow}>
        <span aria-hidden="true">+91</span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={value}
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 10))}
          {...rest}
        />
      </div>
    </div>
  );
}
