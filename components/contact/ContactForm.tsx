'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InputField, SelectField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { checkWith, showProblems, withProblem, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { sendContactMessage } from '@/lib/client/contact-api';
import {
  CONTACT_COUNTRY_CODES,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactRequestSchema,
  DEFAULT_CONTACT_COUNTRY_CODE,
  type ContactCountryCode,
} from '@/lib/contract/contact';
import styles from './Contact.module.scss';

/** The fields in the order of the page (SPEC 2.8). */
const FIELDS = ['fullName', 'countryCode', 'phone', 'email', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
const fieldId = (field: ContactField) => `contact-${field}`;

/** Each country code's name in the catalogue (`Contact.form.countries`). */
const COUNTRY_KEYS: Record<ContactCountryCode, 'india' | 'uae' | 'usaCanada' | 'uk' | 'australia' | 'singapore'> = {
  '+91': 'india',
  '+971': 'uae',
  '+1': 'usaCanada',
  '+44': 'uk',
  '+61': 'australia',
  '+65': 'singapore',
};

const EMPTY = { fullName: '', countryCode: DEFAULT_CONTACT_COUNTRY_CODE as string, phone: '', email: '', message: '' };

/**
 * SPEC 2.8: the contact page's message form. Checked with the contract's schema before sending;
 * on success a thank-you replaces the form and takes the focus; on failure the message says why
 * and everything typed stays. `email` is the business address offered when sending fails.
 */
export default function ContactForm({ email }: { email: string }) {
  const t = useTranslations('Contact.form');
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Problems<ContactField>>({});
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const { busy, status, send, clear } = useSubmission();

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const update = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withProblem(e, field, null));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkWith(contactRequestSchema, { ...values, [CONTACT_HONEYPOT_FIELD]: honeypot }, FIELDS);
    if (!checked.ok) {
      showProblems(checked.problems, setErrors, fieldId);
      return;
    }
    setErrors({});
    await send(() => sendContactMessage({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypot }), {
      accepted: (res) => res.status === 'success',
      failed: t('failed', { email }),
      noAnswer: t('noAnswer', { email }),
      onSuccess: () => setSent(true),
    });
  }

  function writeAnother() {
    setValues(EMPTY);
    setHoneypot('');
    clear();
    setSent(false);
  }

  if (sent) {
    return (
      <div className={styles.thanks}>
        <h2 ref={thanks} tabIndex={-1} id="contact-thanks">
          {t('thanksTitle')}
        </h2>
        <p>{t('thanksText')}</p>
        <button type="button" className="btn btn-outline" onClick={writeAnother}>
          {t('another')}
        </button>
      </div>
    );
  }

  const digits = CONTACT_COUNTRY_CODES.find((c) => c.code === values.countryCode)?.digits;
  const countryOptions = CONTACT_COUNTRY_CODES.map((c) => ({ value: c.code, label: `${t(`countries.${COUNTRY_KEYS[c.code]}`)} (${c.code})` }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('title')}</h2>
      {/* Not disabled while sending: that would take the focus away from the button. */}
      <fieldset className={styles.fieldset} aria-busy={busy}>
        <legend className="visually-hidden">{t('legend')}</legend>
        <InputField
          id={fieldId('fullName')}
          label={t('fullName')}
          name="fullName"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => update('fullName')(e.target.value)}
        />
        <div className={styles.phoneRow}>
          <SelectField
            id={fieldId('countryCode')}
            label={t('countryCode')}
            name="countryCode"
            autoComplete="tel-country-code"
            options={countryOptions}
            value={values.countryCode}
            error={errors.countryCode}
            onChange={(e) => update('countryCode')(e.target.value)}
          />
          <InputField
            id={fieldId('phone')}
            label={t('phone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            hint={digits ? t('phoneHint', { digits: String(digits) }) : undefined}
            value={values.phone}
            error={errors.phone}
            onChange={(e) => update('phone')(e.target.value)}
          />
        </div>
        <InputField
          id={fieldId('email')}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email')(e.target.value)}
        />
        <TextAreaField
          id={fieldId('message')}
          label={t('message')}
          name="message"
          rows={5}
          required
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          hint={t('messageHint', { min: String(CONTACT_MESSAGE_MIN_LENGTH), max: String(CONTACT_MESSAGE_MAX_LENGTH) })}
          value={values.message}
          error={errors.message}
          onChange={(e) => update('message')(e.target.value)}
        />
        {/* The honeypot: off-screen, hidden from screen readers and out of the tab order, so only bots fill it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('website')}</label>
          <input id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </div>
        <FormStatus status={status} />
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? t('sending') : t('send')}
        </button>
      </fieldset>
    </form>
  );
}
