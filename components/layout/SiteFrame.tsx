import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import JsonLd from '@/components/seo/JsonLd';
import LocalizedMain from '@/components/i18n/LocalizedMain';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { organizationJsonLd } from '@/lib/seo';

/** The viewport of every page (each root layout exports it). */
export const siteViewport: Viewport = {
  themeColor: '#8a2331',
  width: 'device-width',
  initialScale: 1,
};

/** The Hindi pages' font, regular and bold (headings, buttons); globals.scss declares them as 'Site Devanagari'. */
const DEVANAGARI_FONTS = ['/fonts/noto-sans-devanagari-400.woff2', '/fonts/noto-sans-devanagari-700.woff2'];

/**
 * The document of every page, in a language: the public pages' root layout (app/[locale]) and the
 * console's (app/(console), English) both render it, so the two stay one frame.
 */
export default function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = catalogue(locale).Layout;
  // The Hindi pages' font (styles/globals.scss), fetched with the page so both weights are there by the first paint.
  if (locale === 'hi') for (const font of DEVANAGARI_FONTS) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale}>
      <body>
        <a href="#main" className="skip-link">
          {t.skipToContent}
        </a>
        <Header locale={locale} />
        <LocalizedMain locale={locale} notice={t.untranslated}>
          {children}
        </LocalizedMain>
        <Footer locale={locale} />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
