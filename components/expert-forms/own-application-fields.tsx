import { useTranslations } from 'next-intl';
import styles from './ExpertForms.module.scss';

/** A list as sent ("Vedic", "KP") back into the form's comma-separated text. */
export function listText(list: readonly string[] | undefined): string {
  return (list ?? []).join(', ');
}

/** A number as sent back into a form field's text; nothing sent stays empty. */
export function numberText(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Shown while the applicant's own application is read, so an empty form never flashes by. */
export function CheckingApplication() {
  const t = useTranslations('ExpertForms.form');
  return (
    <p className={styles.loading} role="status">
      {t('checking')}
    </p>
  );
}
