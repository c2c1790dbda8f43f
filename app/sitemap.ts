import type { MetadataRoute } from 'next';
import { team } from '@/content/team';
import { SIGNS, signSlug } from '@/lib/astro/zodiac';
import { site } from '@/lib/config/site';
import { localePath } from '@/lib/i18n/locales';
import { isTranslated } from '@/lib/i18n/translated';
import { languageAlternates } from '@/lib/seo';
import { publicPages } from '@/lib/navigation';
import { festivalPath, festivalYearPath } from '@/lib/festival-address';
import { DEFAULT_PANCHANG_CITY, MAIN_CITIES, MAIN_CITY_TIMEZONE } from '@/lib/places/main-cities';
import { getCityFestivalYear } from '@/lib/server/services/festivals';
import { todayIn } from '@/lib/server/services/panchang';
import { getPublishedBlogIndex } from '@/lib/server/services/blogs';
import { getPublishedExperts } from '@/lib/server/services/expert-directory';
import { logError } from '@/lib/server/log';

// Rendered per request so it never opens the database during the build.
export const dynamic = 'force-dynamic';

/** The twelve signs' own horoscope pages (new readings every day). */
function horoscopeSignPages(): MetadataRoute.Sitemap {
  return SIGNS.map((sign) => ({ url: `${site.url}/horoscope/${signSlug(sign)}`, changeFrequency: 'daily' as const, priority: 0.8 }));
}

/** The expert directory, the team's pages (content/team.ts) and each published expert's page. */
function expertPages(experts: Awaited<ReturnType<typeof getPublishedExperts>>): MetadataRoute.Sitemap {
  return [
    { url: `${site.url}/astrologers`, changeFrequency: 'weekly', priority: 0.6 },
    ...team.map((m) => ({ url: `${site.url}/astrologers/${m.slug}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...experts.map((e) => ({ url: `${site.url}/astrologers/${e.slug}`, lastModified: e.updatedAt, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = publicPages.map((p) => ({
    url: `${site.url}${p.path === '/' ? '' : p.path}`,
    changeFrequency: p.changeFrequency,
    priority: p.priority,
  }));
  const blogs = await getPublishedBlogIndex().catch((err) => {
    logError('could not list blogs', err, { page: 'sitemap' });
    return [];
  });
  const experts = await getPublishedExperts().catch((err) => {
    logError('could not list experts', err, { page: 'sitemap' });
    return [];
  });
  return inBothLanguages([
    ...pages,
    ...panchangCityPages(),
    ...festivalPages(),
    ...horoscopeSignPages(),
    ...expertPages(experts),
    ...blogs.map((b) => ({ url: `${site.url}/blogs/${b.slug}`, lastModified: b.updatedAt, changeFrequency: 'monthly' as const, priority: 0.7, itemWritten: b.hasHindi })),
  ]);
}

/** A sitemap entry; `itemWritten` on a per-item page (an article): whether it is written in Hindi. */
type Entry = MetadataRoute.Sitemap[number] & { itemWritten?: boolean };

/**
 * Each page with its addresses in both languages as alternates, and its Hindi address listed too
 * where the page is written in Hindi (lib/i18n/translated.ts), as the pages' own <head> says.
 */
function inBothLanguages(entries: Entry[]): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${site.url}${path === '/' ? '' : path}`;
  return entries.flatMap(({ itemWritten, ...entry }) => {
    const path = entry.url.slice(site.url.length) || '/';
    const languages = Object.fromEntries(Object.entries(languageAlternates(path, itemWritten)).map(([lang, p]) => [lang, absolute(p)]));
    const english = { ...entry, alternates: { languages } };
    return isTranslated(path, itemWritten) ? [english, { ...english, url: absolute(localePath(path, 'hi')) }] : [english];
  });
}

/** Today's panchang of each main city: a page per city, new every day. */
function panchangCityPages(): MetadataRoute.Sitemap {
  return MAIN_CITIES.map((c) => ({ url: `${site.url}/panchang/${c.slug}`, changeFrequency: 'daily' as const, priority: 0.7 }));
}

/**
 * The festival calendar around this year (India's date): the year pages from last year to two years
 * ahead, and the festivals' pages (one per festival, a recurring vrat once, about 60 a year) of this
 * year and the next, which people search for. Other years are served, just not listed, so the
 * sitemap grows by about 130 addresses a language rather than by several hundred.
 */
function festivalPages(): MetadataRoute.Sitemap {
  const thisYear = Number(todayIn(MAIN_CITY_TIMEZONE).slice(0, 4));
  const entries: MetadataRoute.Sitemap = [];
  for (let year = thisYear - 1; year <= thisYear + 2; year++) {
    entries.push({ url: `${site.url}${festivalYearPath(year)}`, changeFrequency: 'yearly', priority: year === thisYear ? 0.8 : 0.6 });
    if (year < thisYear || year > thisYear + 1) continue;
    try {
      const keys = new Set(getCityFestivalYear(DEFAULT_PANCHANG_CITY, year).days.map((d) => d.key));
      for (const key of keys) entries.push({ url: `${site.url}${festivalPath(year, key)}`, changeFrequency: 'yearly', priority: 0.5 });
    } catch (err) {
      logError('could not list festivals', err, { page: 'sitemap', year });
    }
  }
  return entries;
}
