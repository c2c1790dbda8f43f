import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SiteFrame, { siteViewport } from '@/components/layout/SiteFrame';
import { site } from '@/lib/config/site';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import '@/styles/globals.scss';

// The root layout of every public page, in each language (app/(console) is the console's).

/** Both languages are built and cached like the single language before: a page's params add to these. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const lang = isLocale(locale) ? locale : 'en';
  return {
    metadataBase: new URL(site.url),
    title: { default: fill(catalogue(lang).Home.title, { name: site.name }), template: `%s | ${site.name}` },
    description: catalogue(lang).Home.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: lang === 'hi' ? 'hi_IN' : site.locale, type: 'website', images: ['/images/og-default.png'] },
    formatDetection: { telephone: false },
  };
}

export const viewport = siteViewport;

export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SiteFrame locale={locale}>{children}</SiteFrame>;
}
