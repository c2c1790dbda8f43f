import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal.privacy' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/privacy-policy' }, locale);
}

export default async function PrivacyPolicyPage() {
  const locale = localeOf(await getLocale());
  const [t, { html }] = await Promise.all([getTranslations('Legal.privacy'), readLegalDocument('privacy-policy', locale)]);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
