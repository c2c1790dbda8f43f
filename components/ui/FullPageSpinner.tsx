import styles from './FullPageSpinner.module.scss';

/** Covers the page while a request is in flight (SPEC 2.4), and says what is happening. */
export default function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
