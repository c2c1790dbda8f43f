import type { StatusMessage } from './use-submission';
import styles from './ExpertForms.module.scss';

/**
 * The outcome of a submit. Problems are alerts (announced at once); success goes to a status
 * region that is always present, so screen readers notice its text arriving. Each new message
 * has a new key, so the same text twice is announced twice.
 */
export default function FormStatus({ status }: { status: StatusMessage | null }) {
  return (
    <>
      <div role="status">
        {status?.kind === 'success' && (
          <p key={status.seq} className={styles.success}>
            {status.text}
          </p>
        )}
      </div>
      {status?.kind === 'error' && (
        <p key={status.seq} role="alert" className={styles.banner}>
          {status.text}
        </p>
      )}
    </>
  );
}
