import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/components/ui/IntentLink';
import HowWeCalculate from '@/components/panchang/HowWeCalculate';
import PanchangDay from '@/components/panchang/PanchangDay';
import { longDateText } from '@/components/panchang/time-format';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
import { panchangHref } from '@/lib/panchang-address';
import { mainCityBySlug, MAIN_CITIES } from '@/lib/places/main-cities';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { choiceOfCity, getTodayPanchangFor } from '@/lib/server/services/panchang';

// Today's panchang of a main city: rendered on the server, kept in the page cache and replaced at
// midnight India time (lib/server/page-cache-handler.mjs), refreshed at most every five minutes.
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return MAIN_CITIES.map((c) => ({ city: c.slug }));
}

type Params = { params: Promise<{ city: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const city = mainCityBySlug((await params).city);
  if (!city) return {};
  return pageMetadata({
    title: `Today's Panchang in ${city.name}: Tithi, Nakshatra, Rahu Kaal`,
    description: `Today's panchang for ${city.name}: sunrise, sunset, tithi, nakshatra, yoga and karana with their end times, Rahu kaal, Abhijit muhurta and choghadiya in local time.`,
    path: `/panchang/${city.slug}`,
  });
}

export default async function CityPanchangPage({ params }: Params) {
  const city = mainCityBySlug((await params).city);
  if (!city) notFound();
  const data = getTodayPanchangFor(city);
  const place = choiceOfCity(city);
  const tithi = data.tithis[0]!;
  const nakshatra = data.nakshatras[0]!;
  return (
    <div className="container page">
      <h1>Today&apos;s Panchang in {city.name}</h1>
      <p className="lead" data-testid="panchang-title">
        {longDateText(data.date)}: {tithi.paksha} {tithi.name}, {nakshatra.name} nakshatra. Times are Indian Standard Time.
      </p>
      <p>
        <Link href={panchangHref(place, { date: data.date })}>Another date or place</Link>
        {' · '}
        <Link href={panchangHref(place, { month: data.date.slice(0, 7) })}>This month in {city.name}</Link>
      </p>
      <PanchangDay data={data} />
      <HowWeCalculate />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `Today's Panchang in ${city.name}`,
          url: absoluteUrl(`/panchang/${city.slug}`),
          dateModified: data.date,
          about: { '@type': 'Place', name: `${city.name}, India`, geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude } },
          publisher: { '@type': 'Organization', name: site.name, url: site.url },
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Panchang', item: absoluteUrl('/panchang') },
              { '@type': 'ListItem', position: 2, name: city.name, item: absoluteUrl(`/panchang/${city.slug}`) },
            ],
          },
        }}
      />
    </div>
  );
}
