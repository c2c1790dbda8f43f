import type { Metadata } from 'next';
import { businessPages } from '@/content/business-pages';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type BusinessPage = keyof ReturnType<typeof businessPages>;

/** A business page's `generateMetadata`: its title and summary in the page's language. */
export function businessMetadata(page: BusinessPage, path: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = localeOf((await params).locale);
    const c = businessPages(locale)[page];
    return pageMetadata({ title: c.title, description: c.summary, path }, locale);
  };
}
