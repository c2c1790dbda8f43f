'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { readJson, subscribeToStorage, writeJson } from '@/lib/client/storage';
import { MONTH_COUNT_ATTRIBUTE, MONTH_COUNT_KEY, type MonthCount } from './month-count';
import styles from './Panchang.module.scss';

// The reader's count of the lunar months: purnimanta (months end on Purnima, as North India counts
// them; the default) or amanta (months end on Amavasya, as the South and West count them). The pages
// stay cached and carry both; the choice is kept in this browser and shown through an attribute of
// <html> that the stylesheet reads, so no page is rendered per reader.

function savedCount(): MonthCount {
  return readJson<MonthCount>(MONTH_COUNT_KEY) === 'amanta' ? 'amanta' : 'purnimanta';
}

function show(count: MonthCount): void {
  if (count === 'amanta') document.documentElement.setAttribute(MONTH_COUNT_ATTRIBUTE, count);
  else document.documentElement.removeAttribute(MONTH_COUNT_ATTRIBUTE);
}

export default function MonthCountSetting() {
  const t = useTranslations('PanchangPicker');
  const name = useId();
  // The server renders the default; the browser reads the saved choice (and follows other tabs' changes).
  const count = useSyncExternalStore<MonthCount>(subscribeToStorage, savedCount, () => 'purnimanta');
  useEffect(() => show(count), [count]);
  const choose = (next: MonthCount) => writeJson(MONTH_COUNT_KEY, next);
  return (
    <fieldset className={styles.monthCount} data-testid="month-count">
      <legend>{t('monthCount')}</legend>
      {(['purnimanta', 'amanta'] as const).map((c) => (
        <label key={c}>
          <input type="radio" name={name} value={c} checked={count === c} onChange={() => choose(c)} /> {t(c)}
        </label>
      ))}
    </fieldset>
  );
}
