import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import ClientMessages from '@/components/i18n/ClientMessages';
import MatchResult from '@/components/match/MatchResult';
import ResultActions from '@/components/reports/ResultActions';
import Link from '@/components/ui/IntentLink';
import { isLocale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/server/env';
import { getMatch } from '@/lib/server/services/match';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string; locale: string }> };

// A private result: never indexed, never cached by shared caches.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Match.page' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function MatchResultPage({ params }: Props) {
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations('Match.page'), getLocale()]);
  const lang = isLocale(locale) ? locale : 'en';
  // The engine's sentences in the page's language, worded on the server from the same birth details.
  const match = await getMatch(id, lang);
  if (!match) notFound();
  return (
    <div className="container page">
      <p className="no-print">
        <Link href="/matchMaking">{t('another')}</Link>
      </p>
      <h1>{t('heading')}</h1>
      <p className="notice no-print">{t('privateLink', { retention: formatDuration(serverEnv().anonymousKundliTtlMs / 1000, lang) })}</p>
      <ClientMessages namespaces={['Reports', 'KundliChart']}>
        <div className="no-print">
          <SaveReportButton kind="match" resultId={id} returnTo={`/matchMaking/${id}`} />
        </div>
        <ResultActions kind="match" resultId={id} shareTitle={t('heading')} />
        <MatchResult result={match} wordedIn={lang} />
      </ClientMessages>
    </div>
  );
}
