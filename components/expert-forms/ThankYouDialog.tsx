'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './ExpertForms.module.scss';

interface Props {
  name: string;
  /** URL of the stored profile image, from the server's reply. */
  image?: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * A modal thank-you after a profile is created: focus moves to its Close button and stays inside
 * (Tab wraps); Escape, Close or a click on the backdrop close it and focus goes back.
 */
export default function ThankYouDialog({ name, image, onClose, returnFocusRef }: Props) {
  const t = useTranslations('ExpertForms.thanks');
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnTo = returnFocusRef.current;
    closeRef.current?.focus();
    return () => returnTo?.focus();
  }, [returnFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className={`card ${styles.dialog}`} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('title')}
        </h2>
        {image && (
          // The server's stored upload: any host the API returns, so not next/image.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt={t('imageAlt', { name })} width={120} height={120} className={styles.dialogImage} />
        )}
        <p className={styles.dialogName}>{name}</p>
        <p id={textId}>{t('text')}</p>
        <button ref={closeRef} type="button" className="btn" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
