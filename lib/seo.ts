import type { Metadata } from 'next';
import { fullAddress, site } from '@/lib/config/site';
import { DEFAULT_LOCALE, HREFLANG, localePath, type Locale } from '@/lib/i18n/locales';
import { isTranslated } from '@/lib/i18n/translated';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  noIndex?: boolean;
  /** On a page written in Hindi item by item (lib/i18n/translated.ts): whether this item is. */
  itemWritten?: boolean;
}

/**
 * The page's address in each language for `hreflang` (en-IN, hi-IN, x-default = English). A page
 * whose Hindi is not written yet (lib/i18n/translated.ts; `itemWritten` for a per-item page) has
 * no hi-IN alternate.
 */
export function languageAlternates(path: string, itemWritten?: boolean): Record<string, string> {
  return {
    [HREFLANG.en]: path,
    ...(isTranslated(path, itemWritten) ? { [HREFLANG.hi]: localePath(path, 'hi') } : {}),
    'x-default': path,
  };
}

/**
 * Title, description, canonical URL, language alternates and Open Graph/Twitter cards of a page,
 * from one place. `locale`: the language the texts are in; a page not yet translated is the
 * English page in both languages, so its canonical address is the English one.
 */
export function pageMetadata(
  { title, description, path, image, type = 'website', publishedTime, authors, noIndex, itemWritten }: PageMeta,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const images = [{ url: image || '/images/og-default.png', width: 1200, height: 630, alt: title }];
  const written = isTranslated(path, itemWritten) ? locale : DEFAULT_LOCALE;
  const canonical = localePath(path, written);
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(path, itemWritten) },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: site.name,
      locale: written === 'hi' ? 'hi_IN' : site.locale,
      type,
      images,
      ...(type === 'article' ? { publishedTime, authors } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.name,
    description: site.description,
    url: site.url,
    logo: absoluteUrl('/icon.svg'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: 'IN',
    sameAs: site.social.map((s) => s.href),
    hasMap: site.mapLinkUrl,
    foundingLocation: fullAddress,
  };
}
