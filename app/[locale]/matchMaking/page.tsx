import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import MatchForm from '@/components/match/MatchForm';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Match' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/matchMaking' }, isLocale(locale) ? locale : 'en');
}

export default async function MatchMakingPage() {
  const t = await getTranslations('Match');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      {/* The form shows its result in place: the result's words (Match, KundliChart, Reports) come with it. */}
      <ClientMessages namespaces={['BirthForm', 'Match', 'KundliChart', 'Reports']} forms>
        <MatchForm />
      </ClientMessages>
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>{t('aboutTitle')}</h2>
        <p>{t('aboutText')}</p>
      </section>
    </div>
  );
}
