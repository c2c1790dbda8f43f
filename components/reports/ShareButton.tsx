'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './ResultActions.module.scss';

type Outcome = { kind: 'copied' } | { kind: 'manual'; url: string } | null;

/**
 * Shares a result's private link: the device's share sheet where the browser has one (Web Share
 * API), else the link is copied; where copying is refused too, the link is shown to copy by hand.
 */
export default function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useTranslations('Reports');
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if ((err as { name?: string }).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'manual', url });
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={share}>
        {t('share')}
      </button>
      <div role="status" className={styles.shareStatus}>
        {outcome?.kind === 'copied' && <p>{t('copied')}</p>}
        {outcome?.kind === 'manual' && (
          <p>
            <label htmlFor="share-link">{t('copyLink')}</label>
            <input id="share-link" className={styles.shareLink} readOnly value={outcome.url} onFocus={(e) => e.currentTarget.select()} />
          </p>
        )}
      </div>
    </>
  );
}
