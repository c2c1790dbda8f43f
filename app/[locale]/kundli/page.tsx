import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import KundliForm from '@/components/kundli/KundliForm';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { serverEnv } from '@/lib/server/env';
import { formatDuration } from '@/lib/text';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Kundli' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/kundli' }, isLocale(locale) ? locale : 'en');
}

export default async function KundliPage() {
  const [t, locale] = await Promise.all([getTranslations('Kundli'), getLocale()]);
  const retention = formatDuration(serverEnv().anonymousKundliTtlMs / 1000, isLocale(locale) ? locale : 'en');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages namespaces={['BirthForm', 'KundliForm']} forms>
        <KundliForm />
      </ClientMessages>
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>{t('aboutTitle')}</h2>
        <p>{t('aboutShows')}</p>
        <p>{t('aboutTime', { retention })}</p>
      </section>
    </div>
  );
}
