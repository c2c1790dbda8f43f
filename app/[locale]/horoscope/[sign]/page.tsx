import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import SignHoroscopeView from '@/components/horoscope/SignHoroscopeView';
import JsonLd from '@/components/seo/JsonLd';
import { getTranslations } from 'next-intl/server';
import { signNameIn } from '@/components/horoscope/SignHoroscopeView';
import type { DisplayLanguage } from '@/lib/astro/format';
import { HINDI_SIGN_NAMES, signFromSlug, signSlug, type Sign } from '@/lib/astro/zodiac';
import { HREFLANG, isLocale, localePath } from '@/lib/i18n/locales';
import { site } from '@/lib/config/site';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { logError } from '@/lib/server/log';
import { getSignHoroscope } from '@/lib/server/services/horoscope';

type Props = { params: Promise<{ locale: string; sign: string }> };

// Served from Next's page cache like /horoscope; the cached copy also ends at midnight India time
// (DAILY_TAGS in lib/server/page-cache-handler.mjs). None is rendered at build time: the build
// does not open the database, where an editor's entry for the day may be.
export const revalidate = 300;

export function generateStaticParams(): { sign: string }[] {
  return [];
}

const languageOf = async (params: Props['params']): Promise<DisplayLanguage> => {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
};

/** The sign of the address; "/horoscope/Aries" moves to "/horoscope/aries", anything else is not found. */
async function signOf(params: Props['params']): Promise<Sign> {
  const slug = (await params).sign;
  const sign = signFromSlug(slug) ?? signFromSlug(slug.toLowerCase());
  if (!sign) notFound();
  if (slug !== signSlug(sign)) permanentRedirect(localePath(`/horoscope/${signSlug(sign)}`, await languageOf(params)));
  return sign;
}

// One reading per request, shared by generateMetadata and the page.
const loadReading = cache((sign: Sign, lang: DisplayLanguage) =>
  getSignHoroscope(sign, undefined, lang).catch((err) => {
    logError('could not load entries', err, { page: 'horoscope-sign' });
    return undefined;
  }),
);

/** The page's title and description in its language; English names the sign's Hindi name in Latin letters. */
async function textsOf(sign: Sign, lang: DisplayLanguage) {
  const t = await getTranslations({ locale: lang, namespace: 'Horoscope' });
  const values = { sign: signNameIn(sign, lang), rashi: lang === 'hi' ? sign : HINDI_SIGN_NAMES[sign] };
  return { title: t('signMetaTitle', values), description: t('signMetaDescription', values), section: t('articleSection') };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sign = await signOf(params);
  const lang = await languageOf(params);
  const { title, description } = await textsOf(sign, lang);
  return pageMetadata({ title, description, path: `/horoscope/${signSlug(sign)}`, type: 'article' }, lang);
}

export default async function SignHoroscopePage({ params }: Props) {
  const sign = await signOf(params);
  const lang = await languageOf(params);
  const [reading, texts] = await Promise.all([loadReading(sign, lang), textsOf(sign, lang)]);
  const path = localePath(`/horoscope/${signSlug(sign)}`, lang);
  return (
    <div className="container page" {...unavailableMark(!reading)}>
      <SignHoroscopeView sign={sign} reading={reading} lang={lang} />
      {reading && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: texts.title,
            description: texts.description,
            datePublished: reading.day,
            dateModified: reading.day,
            inLanguage: HREFLANG[lang],
            author: { '@type': 'Organization', name: site.name, url: site.url },
            publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
            mainEntityOfPage: absoluteUrl(path),
            articleSection: texts.section,
          }}
        />
      )}
    </div>
  );
}
