import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import SignHoroscopeView from '@/components/horoscope/SignHoroscopeView';
import JsonLd from '@/components/seo/JsonLd';
import { HINDI_SIGN_NAMES, signFromSlug, signSlug, type Sign } from '@/lib/astro/zodiac';
import { site } from '@/lib/config/site';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { logError } from '@/lib/server/log';
import { getSignHoroscope } from '@/lib/server/services/horoscope';

type Props = { params: Promise<{ sign: string }> };

// Served from Next's page cache like /horoscope; the cached copy also ends at midnight India time
// (DAILY_TAGS in lib/server/page-cache-handler.mjs). None is rendered at build time: the build
// does not open the database, where an editor's entry for the day may be.
export const revalidate = 300;

export function generateStaticParams(): { sign: string }[] {
  return [];
}

/** The sign of the address; "/horoscope/Aries" moves to "/horoscope/aries", anything else is not found. */
async function signOf(params: Props['params']): Promise<Sign> {
  const slug = (await params).sign;
  const sign = signFromSlug(slug) ?? signFromSlug(slug.toLowerCase());
  if (!sign) notFound();
  if (slug !== signSlug(sign)) permanentRedirect(`/horoscope/${signSlug(sign)}`);
  return sign;
}

// One reading per request, shared by generateMetadata and the page.
const loadReading = cache((sign: Sign) =>
  getSignHoroscope(sign).catch((err) => {
    logError('could not load entries', err, { page: 'horoscope-sign' });
    return undefined;
  }),
);

const titleOf = (sign: Sign) => `${sign} (${HINDI_SIGN_NAMES[sign]}) Horoscope Today, Tomorrow, This Week and Month`;
const descriptionOf = (sign: Sign) =>
  `${sign} (${HINDI_SIGN_NAMES[sign]} rashi) horoscope for today and tomorrow, with mood, lucky number and colour, and the week and month ahead read from the planets' transits.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sign = await signOf(params);
  return pageMetadata({ title: titleOf(sign), description: descriptionOf(sign), path: `/horoscope/${signSlug(sign)}`, type: 'article' });
}

export default async function SignHoroscopePage({ params }: Props) {
  const sign = await signOf(params);
  const reading = await loadReading(sign);
  const path = `/horoscope/${signSlug(sign)}`;
  return (
    <div className="container page" {...unavailableMark(!reading)}>
      <SignHoroscopeView sign={sign} reading={reading} />
      {reading && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: titleOf(sign),
            description: descriptionOf(sign),
            datePublished: reading.day,
            dateModified: reading.day,
            inLanguage: 'en-IN',
            author: { '@type': 'Organization', name: site.name, url: site.url },
            publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
            mainEntityOfPage: absoluteUrl(path),
            articleSection: 'Horoscope',
          }}
        />
      )}
    </div>
  );
}
