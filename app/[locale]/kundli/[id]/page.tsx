import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import KundliResult from '@/components/kundli/KundliResult';
import NextStep from '@/components/reports/NextStep';
import ResultActions from '@/components/reports/ResultActions';
import { CHART_STYLE_COOKIE, chartStyleOf } from '@/lib/astro/chart-layout';
import { serverEnv } from '@/lib/server/env';
import { getKundli } from '@/lib/server/services/kundli';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string }> };

// A private result: never indexed, never cached by shared caches.
export const metadata: Metadata = { title: 'Your Kundli', robots: { index: false, follow: false } };

export default async function KundliResultPage({ params }: Props) {
  const { id } = await params;
  const kundli = await getKundli(id);
  if (!kundli) notFound();
  // The reader's chart style, remembered by the page's chart choice: drawn at once, with no redraw after loading.
  const chartStyle = chartStyleOf((await cookies()).get(CHART_STYLE_COOKIE)?.value);
  return (
    <div className="container page">
      <p className="no-print">
        <Link href="/kundli">← Make another kundli</Link>
      </p>
      <h1>Kundli of {kundli.name}</h1>
      <p className="notice no-print">
        This page has a private link: anyone you share it with can open it. Kundlis not saved to an account are deleted{' '}
        {formatDuration(serverEnv().anonymousKundliTtlMs / 1000)} after they are made.
      </p>
      <div className="no-print">
        <SaveReportButton kind="kundli" resultId={id} returnTo={`/kundli/${id}`} />
      </div>
      <ResultActions kind="kundli" resultId={id} shareTitle={`Kundli of ${kundli.name}`} />
      <KundliResult kundli={kundli} chartStyle={chartStyle} />
      <NextStep text="Questions about what your chart shows for career, marriage or timing? An astrologer can read it with you." href="/astrologers" label="Ask an astrologer about your chart" />
    </div>
  );
}
