import type { FormEvent, ReactNode } from 'react';
import { InputField } from '@/components/form/Field';
import { passes } from '@/components/form/problems';
import { otpSchema } from '@/lib/contract/auth';
import styles from './Auth.module.scss';

/** One verification step of registration: where the code went, a six-digit field and its button. */
export default function CodeStep({
  id,
  label,
  submitLabel,
  prompt,
  code,
  onCodeChange,
  onSubmit,
  busy,
  children,
}: {
  id: string;
  label: string;
  /** The button's words ("Verify mobile number"), in the page's language. */
  submitLabel: string;
  prompt: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{prompt}</p>
      <InputField
        id={id}
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <button type="submit" className={`btn ${styles.full}`} disabled={!passes(otpSchema, code) || busy}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
