import Link from '@/components/ui/IntentLink';
import HowWeCalculate from '@/components/panchang/HowWeCalculate';
import PanchangDay from '@/components/panchang/PanchangDay';
import PanchangMonthView from '@/components/panchang/PanchangMonthView';
import PanchangPicker from '@/components/panchang/PanchangPicker';
import styles from '@/components/panchang/Panchang.module.scss';
import { longDateText, monthText } from '@/components/panchang/time-format';
import { parseCivilDate, PANCHANG_YEARS } from '@/lib/astro/panchang-range';
import { panchangHref } from '@/lib/panchang-address';
import { MAIN_CITIES } from '@/lib/places/main-cities';
import { pageMetadata } from '@/lib/seo';
import { getDailyPanchang, getPanchangMonth, offsetOnDate, type PanchangPlaceChoice } from '@/lib/server/services/panchang';

// The panchang page's body, shared by /panchang (a day, or a month at a rounded point: rendered per
// request) and /panchang/month/<month>/<place> (a month at a named place: kept in the page cache).

export const panchangMetadata = pageMetadata({
  title: 'Panchang: Tithi, Nakshatra, Rahu Kaal and Choghadiya for Any Place and Date',
  description: 'Daily panchang for any place and date from 1900 to 2100: sunrise, sunset, moonrise, tithi, nakshatra, yoga and karana with their end times, Rahu kaal, Yamaganda, Gulika, Abhijit and choghadiya, plus a month view with Purnima, Amavasya, Ekadashi and Sankranti.',
  path: '/panchang',
});

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

export default function PanchangView({ place, shownFor, month, date, placeInAddress, badAddress = false }: ViewProps) {
  return (
    <div className="container page">
      <h1>Panchang</h1>
      <p className="lead">
        The Hindu almanac for any place and date: sunrise and sunset, tithi, nakshatra, yoga and karana with the moments they end, Rahu kaal and the choghadiya.
      </p>
      <PanchangPicker place={place} date={month ? `${month}-01` : date} month={month} placeInAddress={placeInAddress} />
      {badAddress ? (
        <p className="message-error" role="alert">
          The address named a date, month or place we could not read, so today&apos;s panchang is shown instead. Dates run from 1900 to 2100.
        </p>
      ) : null}

      {month ? <MonthSection month={month} place={place} shownFor={shownFor} /> : <DaySection date={date} place={place} shownFor={shownFor} />}

      <section aria-labelledby="city-panchang" className={styles.panchang}>
        <h2 id="city-panchang">Today&apos;s panchang in Indian cities</h2>
        <ul className={styles.cityList}>
          {MAIN_CITIES.map((c) => (
            <li key={c.slug}>
              <Link href={`/panchang/${c.slug}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <HowWeCalculate />
    </div>
  );
}

/** "Shown for Varanasi, Uttar Pradesh, India. Times are local time there (UTC+05:30)." */
function ShownFor({ shownFor, timezone }: { shownFor: string; timezone: string }) {
  return (
    <p data-testid="panchang-shown-for">{`Shown for ${shownFor}. Times are local time there (UTC${timezone}).`}</p>
  );
}

function DaySection({ date, place, shownFor }: { date: string; place: PanchangPlaceChoice; shownFor: string }) {
  const data = getDailyPanchang({ date, latitude: place.latitude, longitude: place.longitude, timezone: offsetOnDate(place.timezone, date) });
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {longDateText(date)}, {place.label}
      </h2>
      <ShownFor shownFor={shownFor} timezone={data.timezone} />
      <div className={styles.links}>
        <Link href={panchangHref(place, { month: date.slice(0, 7) })}>See {monthText(date.slice(0, 7))}</Link>
      </div>
      <PanchangDay data={data} />
    </section>
  );
}

function MonthSection({ month, place, shownFor }: { month: string; place: PanchangPlaceChoice; shownFor: string }) {
  const { view, timezone } = getPanchangMonth(month, place);
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {monthText(month)}, {place.label}
      </h2>
      <ShownFor shownFor={shownFor} timezone={timezone} />
      <PanchangMonthView view={view} place={place} timezone={timezone} />
    </section>
  );
}
