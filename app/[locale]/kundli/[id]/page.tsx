import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import ClientMessages from '@/components/i18n/ClientMessages';
import KundliResult from '@/components/kundli/KundliResult';
import NextStep from '@/components/reports/NextStep';
import ResultActions from '@/components/reports/ResultActions';
import { CHART_STYLE_COOKIE, chartStyleOf } from '@/lib/astro/chart-layout';
import { isLocale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/server/env';
import { getKundli } from '@/lib/server/services/kundli';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string; locale: string }> };

// A private result: never indexed, never cached by shared caches.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Kundli.result' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function KundliResultPage({ params }: Props) {
  const { id } = await params;
  const kundli = await getKundli(id);
  if (!kundli) notFound();
  const [t, locale] = await Promise.all([getTranslations('Kundli.result'), getLocale()]);
  // The reader's chart style, remembered by the page's chart choice: drawn at once, with no redraw after loading.
  const chartStyle = chartStyleOf((await cookies()).get(CHART_STYLE_COOKIE)?.value);
  const heading = t('heading', { name: kundli.name });
  return (
    <div className="container page">
      <p className="no-print">
        <Link href="/kundli">{t('another')}</Link>
      </p>
      <h1>{heading}</h1>
      <p className="notice no-print">{t('privateLink', { retention: formatDuration(serverEnv().anonymousKundliTtlMs / 1000, isLocale(locale) ? locale : 'en') })}</p>
      <ClientMessages namespaces={['Reports', 'KundliChart']}>
        <div className="no-print">
          <SaveReportButton kind="kundli" resultId={id} returnTo={`/kundli/${id}`} />
        </div>
        <ResultActions kind="kundli" resultId={id} shareTitle={heading} />
        <KundliResult kundli={kundli} chartStyle={chartStyle} />
      </ClientMessages>
      <NextStep text={t('nextStep')} href="/astrologers" label={t('nextStepLabel')} />
    </div>
  );
}
