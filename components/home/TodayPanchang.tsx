import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import styles from '@/components/panchang/Panchang.module.scss';
import { panchangWord, tithiText } from '@/components/panchang/names';
import { longDateText, timeText } from '@/components/panchang/time-format';
import type { PanchangData } from '@/lib/contract/panchang';
import { isLocale } from '@/lib/i18n/locales';
import { mainCityName, type MainCity } from '@/lib/places/main-cities';

/** Today's tithi, nakshatra and Rahu kaal in New Delhi, on the home page (cached with it, replaced at midnight India time). */
export default async function TodayPanchang({ city, data }: { city: MainCity; data: PanchangData }) {
  const [t, locale] = await Promise.all([getTranslations('Panchang'), getLocale()]);
  const lang = isLocale(locale) ? locale : 'en';
  const time = (iso: string) => timeText(iso, data.timezone, data.date, lang);
  const name = mainCityName(city, lang);
  const tithi = data.tithis[0]!;
  const nakshatra = data.nakshatras[0]!;
  return (
    <section className="container" aria-labelledby="today-panchang-title">
      <div className={`card ${styles.homeBlock}`} data-testid="home-panchang">
        <h2 id="today-panchang-title">{t('homeTitle', { city: name })}</h2>
        <p>{longDateText(data.date, lang)}</p>
        <dl className={styles.facts}>
          <div><dt>{t('tithi')}</dt><dd>{t('nameUntil', { name: tithiText(tithi, lang), time: time(tithi.endsAt) })}</dd></div>
          <div><dt>{t('nakshatra')}</dt><dd>{t('nameUntil', { name: panchangWord('nakshatra', nakshatra.name, lang), time: time(nakshatra.endsAt) })}</dd></div>
          {data.rahuKaal ? <div><dt>{t('rahuKaal')}</dt><dd>{t('span', { start: time(data.rahuKaal.start), end: time(data.rahuKaal.end) })}</dd></div> : null}
        </dl>
        <p className={styles.links}>
          <Link href={`/panchang/${city.slug}`}>{t('homeFull', { city: name })}</Link>
          <Link href="/panchang">{t('homeYourPlace')}</Link>
        </p>
      </div>
    </section>
  );
}
