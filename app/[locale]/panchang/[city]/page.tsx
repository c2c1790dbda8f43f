import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import HowWeCalculate from '@/components/panchang/HowWeCalculate';
import PanchangDay from '@/components/panchang/PanchangDay';
import { panchangWord } from '@/components/panchang/names';
import { longDateText } from '@/components/panchang/time-format';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
import { HREFLANG, localePath } from '@/lib/i18n/locales';
import { panchangHref } from '@/lib/panchang-address';
import { mainCityBySlug, mainCityName, MAIN_CITIES } from '@/lib/places/main-cities';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { choiceOfCity, getTodayPanchangFor } from '@/lib/server/services/panchang';
import { languageOf } from '../panchang-view';

// Today's panchang of a main city: rendered on the server, kept in the page cache and replaced at
// midnight India time (lib/server/page-cache-handler.mjs), refreshed at most every five minutes.
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return MAIN_CITIES.map((c) => ({ city: c.slug }));
}

type Params = { params: Promise<{ locale: string; city: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale: segment, city: slug } = await params;
  const city = mainCityBySlug(slug);
  if (!city) return {};
  const locale = languageOf(segment);
  const t = await getTranslations({ locale, namespace: 'Panchang' });
  const name = mainCityName(city, locale);
  return pageMetadata({ title: t('cityMetaTitle', { city: name }), description: t('cityMetaDescription', { city: name }), path: `/panchang/${city.slug}` }, locale);
}

export default async function CityPanchangPage({ params }: Params) {
  const { locale: segment, city: slug } = await params;
  const city = mainCityBySlug(slug);
  if (!city) notFound();
  const locale = languageOf(segment);
  const t = await getTranslations({ locale, namespace: 'Panchang' });
  const name = mainCityName(city, locale);
  const data = getTodayPanchangFor(city);
  const place = choiceOfCity(city);
  const tithi = data.tithis[0]!;
  const nakshatra = data.nakshatras[0]!;
  const path = `/panchang/${city.slug}`;
  return (
    <div className="container page">
      <h1>{t('cityTitle', { city: name })}</h1>
      <p className="lead" data-testid="panchang-title">
        {t('cityLead', {
          date: longDateText(data.date, locale),
          paksha: panchangWord('paksha', tithi.paksha, locale),
          tithi: panchangWord('tithi', tithi.name, locale),
          nakshatra: panchangWord('nakshatra', nakshatra.name, locale),
        })}
      </p>
      <p>
        <Link href={panchangHref(place, { date: data.date })}>{t('anotherDate')}</Link>
        {' · '}
        <Link href={panchangHref(place, { month: data.date.slice(0, 7) })}>{t('cityMonth', { city: name })}</Link>
      </p>
      <PanchangDay data={data} />
      <HowWeCalculate />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: t('cityTitle', { city: name }),
          url: absoluteUrl(localePath(path, locale)),
          ...(locale === 'hi' ? { inLanguage: HREFLANG.hi } : {}),
          dateModified: data.date,
          about: { '@type': 'Place', name: `${city.name}, India`, geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude } },
          publisher: { '@type': 'Organization', name: site.name, url: site.url },
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: t('title'), item: absoluteUrl(localePath('/panchang', locale)) },
              { '@type': 'ListItem', position: 2, name, item: absoluteUrl(localePath(path, locale)) },
            ],
          },
        }}
      />
    </div>
  );
}
