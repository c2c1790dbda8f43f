import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import ClientMessages from '@/components/i18n/ClientMessages';
import Link from '@/components/ui/IntentLink';
import PriceLadder from '@/components/vastu/PriceLadder';
import VastuCheckResult from '@/components/vastu-check/VastuCheckResult';
import { reportPdfUrl } from '@/lib/client/astro-api';
import { vastuCheckHref } from '@/lib/contract/vastu-check';
import { localeOf } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/server/env';
import { getVastuCheck } from '@/lib/server/services/vastu-check';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string; locale: string }> };

// A private result, like a kundli's: never indexed, never cached by shared caches.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'VastuCheck.result' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function VastuCheckResultPage({ params }: Props) {
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations('VastuCheck.result'), getLocale().then(localeOf)]);
  const check = await getVastuCheck(id, locale);
  if (!check) notFound();
  return (
    <div className="container page">
      <p>
        <Link href="/vastu-check">{t('another')}</Link>
      </p>
      <h1>{t('heading')}</h1>
      <p className="notice">{t('privateLink', { retention: formatDuration(serverEnv().anonymousKundliTtlMs / 1000, locale) })}</p>
      <ClientMessages namespaces={['Reports']}>
        <SaveReportButton kind="vastu-check" resultId={id} returnTo={vastuCheckHref(id)} />
      </ClientMessages>
      <VastuCheckResult check={check} pdfHref={reportPdfUrl('vastu-check', id, locale)} />
      <PriceLadder />
    </div>
  );
}
