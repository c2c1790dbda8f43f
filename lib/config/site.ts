// Brand and contact details used by the header, footer, contact page, legal pages and SEO.
// One place to change them. Values that differ per deployment come from public env vars.
import { DEFAULT_MAP_EMBED_URL } from './csp.mjs';

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');

export const site = {
  name: 'AstroVastu Kendra',
  shortName: 'AstroVastu',
  description:
    'Vastu consultations for homes and businesses, Vedic astrology and numerology from experienced experts, with free kundli, match making, lucky number and daily horoscope tools.',
  url: siteUrl,
  locale: 'en_IN',
  address: {
    street: 'SCO 24, Sector 16',
    city: 'Faridabad',
    region: 'Haryana',
    postalCode: '121002',
    country: 'IN',
  },
  email: 'contact@astrovastukendra.in',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  appStoreUrl:
    process.env.NEXT_PUBLIC_APP_STORE_URL || 'https://play.google.com/store/apps/details?id=in.astrovastukendra.app',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/astrovastukendra' },
    { name: 'Instagram', href: 'https://www.instagram.com/astrovastukendra' },
    { name: 'YouTube', href: 'https://www.youtube.com/@astrovastukendra' },
    { name: 'X', href: 'https://x.com/astrovastukendra' },
  ],
  // OpenStreetMap's embed needs no key; a Google Maps embed URL may be set instead.
  mapEmbedUrl: process.env.NEXT_PUBLIC_MAP_EMBED_URL || DEFAULT_MAP_EMBED_URL,
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=28.4075&mlon=77.3165#map=16/28.4075/77.3165',
} as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
