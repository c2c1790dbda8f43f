import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import HowWeCalculate from '@/components/panchang/HowWeCalculate';
import DayFestivals from '@/components/panchang/DayFestivals';
import { marksOf } from '@/components/panchang/day-marks';
import PanchangDay from '@/components/panchang/PanchangDay';
import PanchangMonthView from '@/components/panchang/PanchangMonthView';
import PanchangPicker from '@/components/panchang/PanchangPicker';
import styles from '@/components/panchang/Panchang.module.scss';
import { longDateText, monthText } from '@/components/panchang/time-format';
import ClientMessages from '@/components/i18n/ClientMessages';
import type { DisplayLanguage } from '@/lib/astro/format';
import { parseCivilDate, PANCHANG_YEARS } from '@/lib/astro/panchang-range';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { panchangHref } from '@/lib/panchang-address';
import { MAIN_CITIES, mainCityName } from '@/lib/places/main-cities';
import { pageMetadata } from '@/lib/seo';
import { getFestivalYear } from '@/lib/server/services/festivals';
import { getDailyPanchang, getPanchangMonth, offsetOnDate, todayIn, type PanchangPlaceChoice } from '@/lib/server/services/panchang';

// The panchang page's body, shared by /panchang (a day, or a month at a rounded point: rendered per
// request) and /panchang/month/<month>/<place> (a month at a named place: kept in the page cache).

/** The page's language from its [locale] segment (English for anything else). */
export const languageOf = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

export async function panchangMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = languageOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Panchang' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/panchang' }, locale);
}

/** `YYYY-MM` within the panchang's years, or undefined. */
export function validMonth(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}$/.test(value) && parseCivilDate(`${value}-01`) && inRange(Number(value.slice(0, 4))) ? value : undefined;
}

export function inRange(year: number): boolean {
  return year >= PANCHANG_YEARS.from && year <= PANCHANG_YEARS.to;
}

interface ViewProps {
  place: PanchangPlaceChoice;
  /** What the panchang is computed for, in words: the place's name, or a rounded point. */
  shownFor: string;
  /** A month (YYYY-MM) to show, else the day `date`. */
  month?: string;
  date: string;
  placeInAddress: boolean;
  badAddress?: boolean;
}

export default async function PanchangView({ place, shownFor, month, date, placeInAddress, badAddress = false }: ViewProps) {
  const [t, locale] = await Promise.all([getTranslations('Panchang'), getLocale()]);
  const lang = languageOf(locale);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages namespaces={['PanchangPicker']}>
        <PanchangPicker place={place} date={month ? `${month}-01` : date} month={month} placeInAddress={placeInAddress} />
      </ClientMessages>
      {badAddress ? (
        <p className="message-error" role="alert">
          {t('badAddress')}
        </p>
      ) : null}

      {month ? <MonthSection month={month} place={place} shownFor={shownFor} lang={lang} /> : <DaySection date={date} place={place} shownFor={shownFor} lang={lang} />}

      <section aria-labelledby="city-panchang" className={styles.panchang}>
        <h2 id="city-panchang">{t('citiesTitle')}</h2>
        <ul className={styles.cityList}>
          {MAIN_CITIES.map((c) => (
            <li key={c.slug}>
              <Link href={`/panchang/${c.slug}`}>{mainCityName(c, lang)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <HowWeCalculate />
    </div>
  );
}

/** "Shown for Varanasi, Uttar Pradesh, India. Times are local time there (UTC+05:30)." */
async function ShownFor({ shownFor, timezone }: { shownFor: string; timezone: string }) {
  const t = await getTranslations('Panchang');
  return <p data-testid="panchang-shown-for">{t('shownFor', { place: shownFor, offset: timezone })}</p>;
}

async function DaySection({ date, place, shownFor, lang }: { date: string; place: PanchangPlaceChoice; shownFor: string; lang: DisplayLanguage }) {
  const t = await getTranslations('Panchang');
  const data = getDailyPanchang({ date, latitude: place.latitude, longitude: place.longitude, timezone: offsetOnDate(place.timezone, date) });
  const festivals = marksOf(date, getFestivalYear({ year: Number(date.slice(0, 4)), latitude: place.latitude, longitude: place.longitude, timezone: place.timezone }).days);
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {longDateText(date, lang)}, {place.label}
      </h2>
      <ShownFor shownFor={shownFor} timezone={data.timezone} />
      <div className={styles.links}>
        <Link href={panchangHref(place, { month: date.slice(0, 7) })}>{t('seeMonth', { month: monthText(date.slice(0, 7), lang) })}</Link>
      </div>
      <DayFestivals festivals={festivals} zone={place.timezone} lang={lang} />
      <PanchangDay data={data} />
    </section>
  );
}

function MonthSection({ month, place, shownFor, lang }: { month: string; place: PanchangPlaceChoice; shownFor: string; lang: DisplayLanguage }) {
  const { view, timezone } = getPanchangMonth(month, place);
  const year = getFestivalYear({ year: Number(month.slice(0, 4)), latitude: place.latitude, longitude: place.longitude, timezone: place.timezone });
  const festivals = year.days.filter((f) => f.date.startsWith(month));
  // The month page is cached for a day, so "today" is the day it was rendered, at most a day old.
  const today = todayIn(place.timezone);
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {monthText(month, lang)}, {place.label}
      </h2>
      <ShownFor shownFor={shownFor} timezone={timezone} />
      <PanchangMonthView view={view} festivals={festivals} place={place} today={today.startsWith(month) ? today : null} />
    </section>
  );
}
