import type { Metadata, Viewport } from 'next';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import JsonLd from '@/components/seo/JsonLd';
import { site } from '@/lib/config/site';
import { organizationJsonLd } from '@/lib/seo';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name}: Vastu, Astrology and Numerology Consultation`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: site.locale, type: 'website', images: ['/images/og-default.png'] },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#8a2331',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
