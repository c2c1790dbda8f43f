import type { HTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import FieldLabel from '@/components/ui/FieldLabel';
import styles from './Form.module.scss';
import { FormText } from './FormLanguage';

// Every form's fields: a label, an optional hint and an optional problem, linked to the control
// by id (`<id>-hint`, `<id>-error`) so that screen readers read them with it.

interface Common {
  id: string;
  label: string;
  /** Help shown under the label and linked to the control. */
  hint?: ReactNode;
  /** A problem with the value: the control is marked invalid and linked to it. */
  error?: string | null;
  /** Announce the problem at once (for problems that appear without a submit). */
  alert?: boolean;
  wide?: boolean;
  /** Extra classes for the field's frame (its place in a layout). */
  className?: string;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria attributes of a control with an optional hint and problem. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: string | null }) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? (true as const) : undefined };
}

/** Help text in the kit's style; give it an id to link it to a control. */
export function Hint({ children, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p className={styles.hint} {...rest}>
      {children}
    </p>
  );
}

/** Fields side by side (two or three columns), one column on narrow screens. */
export function FieldRow({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={columns === 3 ? styles.row3 : styles.row}>{children}</div>;
}

/** Fields that belong together (the birth date and time, the property), framed under a legend. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The frame's class for a control with a problem, for controls that bring their own frame. */
export const invalidClass = styles.invalid;

/** The problem of one field, under it; `alert` announces it when it appears. */
export function FieldError({ id, error, alert, className }: { id: string; error?: string | null; alert?: boolean; className?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className={className ?? styles.error} role={alert ? 'alert' : undefined}>
      <FormText text={error} />
    </p>
  );
}

/** The frame of a field: label, hint, the control (children), then its problem. */
export function Field({ id, label, hint, error, alert, wide, className, required, children }: Common & { required?: boolean; children: ReactNode }) {
  return (
    <div className={`form-field ${styles.field} ${wide ? styles.wide : ''} ${error ? styles.invalid : ''} ${className ?? ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint && <Hint id={hintId(id)}>{hint}</Hint>}
      {children}
      <FieldError id={id} error={error} alert={alert} />
    </div>
  );
}

/** A labelled input with optional hint and error, both linked with aria-describedby. */
export function InputField({ id, label, hint, error, alert, wide, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert} wide={wide} className={className} required={input.required}>
      <input id={id} {...describedBy(id, { hint, error })} {...input} />
    </Field>
  );
}

export function TextAreaField({ id, label, hint, error, alert, wide, className, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert} wide={wide} className={className} required={textarea.required}>
      <textarea id={id} {...describedBy(id, { hint, error })} {...textarea} />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ id, label, hint, error, alert, wide, className, options, ...select }: Common & { options: readonly Option[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert} wide={wide} className={className} required={select.required}>
      <select id={id} {...describedBy(id, { hint, error })} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
