import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import ClientMessages from '@/components/i18n/ClientMessages';
import MuhurtaResult from '@/components/muhurta/MuhurtaResult';
import { muhurtaView, nextStepOf } from '@/components/muhurta/muhurta-view';
import NextStep from '@/components/reports/NextStep';
import ResultActions from '@/components/reports/ResultActions';
import Link from '@/components/ui/IntentLink';
import { bookingPath } from '@/lib/consultations/services';
import { catalogue } from '@/lib/i18n/catalogue';
import { isLocale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/server/env';
import { getMuhurtaSearch, muhurtaPlaceName } from '@/lib/server/services/muhurta';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string; locale: string }> };

// A private result: never indexed, never cached by shared caches.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Muhurta.result' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function MuhurtaResultPage({ params }: Props) {
  const { id } = await params;
  const search = await getMuhurtaSearch(id);
  if (!search) notFound();
  const [t, locale] = await Promise.all([getTranslations('Muhurta.result'), getLocale()]);
  const lang = isLocale(locale) ? locale : 'en';
  const view = muhurtaView(search, lang);
  const heading = t('heading', { activity: view.activity });
  const words = catalogue(lang).Muhurta.result;
  const next = nextStepOf(search.activity, words);
  return (
    <div className="container page">
      <p className="no-print">
        <Link href="/muhurta">{t('another')}</Link>
      </p>
      <h1>{heading}</h1>
      <p className="notice no-print">{t('privateLink', { retention: formatDuration(serverEnv().anonymousKundliTtlMs / 1000, lang) })}</p>
      <ClientMessages namespaces={['Reports']}>
        <ResultActions kind="muhurta" resultId={id} shareTitle={heading} />
      </ClientMessages>
      <MuhurtaResult view={view} place={muhurtaPlaceName(search.latitude, search.longitude, lang)} avoidRahuKaal={search.avoidRahuKaal} words={words} />
      <NextStep text={next.text} href={bookingPath(next.service)} label={next.label} />
    </div>
  );
}
