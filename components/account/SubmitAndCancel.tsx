import styles from './Account.module.scss';

/** A small form's two buttons: submit (showing its busy label while sending) and cancel. */
export default function SubmitAndCancel({ busy, label, busyLabel, cancelLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; cancelLabel: string; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </div>
  );
}
