import type { Metadata } from 'next';
import SiteFrame, { siteViewport } from '@/components/layout/SiteFrame';
import { site } from '@/lib/config/site';
import '@/styles/globals.scss';

// The console's root layout: a staff tool, in English only, outside the language segment.

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport = siteViewport;

export default function ConsoleRootLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame locale="en">{children}</SiteFrame>;
}
