'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import type { StatusMessage } from '@/components/form/use-submission';
import PlaceInput from '@/components/places/PlaceInput';
import { readJson, writeJson } from '@/lib/client/storage';
import { isLocale, localePath } from '@/lib/i18n/locales';
import { LAST_PANCHANG_PLACE_KEY, panchangHref, type PanchangPlaceRef } from '@/lib/panchang-address';
import type { Place } from '@/lib/places/types';
import styles from './Panchang.module.scss';

function refOf(place: Place): PanchangPlaceRef {
  // Gazetteer ids are digits and travel as place=<id>; a Google place travels by its coordinates.
  return { ref: /^\d+$/.test(place.id) ? place.id : '', label: place.label, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone };
}

function isPlaceRef(value: unknown): value is PanchangPlaceRef {
  const v = value as PanchangPlaceRef | null;
  return !!v && typeof v.ref === 'string' && typeof v.label === 'string' && Number.isFinite(v.latitude) && Number.isFinite(v.longitude) && typeof v.timezone === 'string';
}

/**
 * The place and date of the panchang page. A chosen place is remembered in this browser; a visit
 * whose address names no place opens at the place chosen last (New Delhi until one is chosen).
 */
export default function PanchangPicker({ place, date, month, placeInAddress }: { place: PanchangPlaceRef; date: string; month?: string; placeInAddress: boolean }) {
  const router = useLocaleRouter();
  const t = useTranslations('PanchangPicker');
  const locale = useLocale();
  // The panchang's address in the page's language: /hi/panchang?… on a Hindi page.
  const lang = isLocale(locale) ? locale : 'en';
  const [text, setText] = useState(place.label);
  const [chosen, setChosen] = useState<PanchangPlaceRef>(place);
  const [day, setDay] = useState(date);
  const [problem, setProblem] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (placeInAddress) return;
    const last = readJson<unknown>(LAST_PANCHANG_PLACE_KEY);
    if (isPlaceRef(last) && (last.ref !== place.ref || last.label !== place.label)) {
      router.replace(localePath(panchangHref(last, month ? { month } : {}), lang));
    }
  }, [placeInAddress, place.ref, place.label, month, router, lang]);

  function go(event: FormEvent<HTMLFormElement>, asMonth: boolean) {
    event.preventDefault();
    if (text.trim() !== chosen.label) {
      setProblem({ kind: 'error', text: t('choosePlace'), seq: Date.now() });
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < '1900-01-01' || day > '2100-12-31') {
      setProblem({ kind: 'error', text: t('dateRange'), seq: Date.now() });
      return;
    }
    setProblem(null);
    writeJson(LAST_PANCHANG_PLACE_KEY, chosen);
    router.push(localePath(panchangHref(chosen, asMonth ? { month: day.slice(0, 7) } : { date: day }), lang));
  }

  return (
    <form className={styles.picker} onSubmit={(e) => go(e, (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'month')} noValidate aria-describedby={problem ? 'panchang-problem' : undefined}>
      <PlaceInput
        id="panchang-place"
        label={t('place')}
        value={text}
        onTextChange={setText}
        onSelect={(p) => setChosen(refOf(p))}
        required
      />
      <InputField id="panchang-date" label={t('date')} type="date" min="1900-01-01" max="2100-12-31" value={day} onChange={(e) => setDay(e.target.value)} required />
      <button type="submit" className="btn" name="view" value="day">{t('showDay')}</button>
      <button type="submit" className="btn" name="view" value="month">{t('showMonth')}</button>
      <FormStatus status={problem} errorId="panchang-problem" />
    </form>
  );
}
