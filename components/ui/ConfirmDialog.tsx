'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './ConfirmDialog.module.scss';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The dismissing button's label and the confirm button's while busy, in the page's language. */
  cancelLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before something that cannot be undone. The browser's own modal <dialog>:
 * focus moves into it and stays there, Escape cancels, and focus returns to the control that
 * opened it. Focus starts on Cancel, so Enter never confirms by accident.
 */
export default function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busyLabel, busy, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal?.();
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`card ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={textId}>{children}</div>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn ${styles.danger}`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
