import type { Metadata } from 'next';
import { fullAddress, site } from '@/lib/config/site';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  noIndex?: boolean;
}

/** Title, description, canonical URL and Open Graph/Twitter cards of a page, from one place. */
export function pageMetadata({ title, description, path, image, type = 'website', publishedTime, authors, noIndex }: PageMeta): Metadata {
  const images = [{ url: image || '/images/og-default.png', width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
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
