import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import KundliResult from '@/components/kundli/KundliResult';
import { runningMahadasha } from '@/lib/contract/kundli';
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
  return (
    <div className="container page">
      <p>
        <Link href="/kundli">← Make another kundli</Link>
      </p>
      <h1>Kundli of {kundli.name}</h1>
      <p className="notice">
        This page has a private link: anyone you share it with can open it. Kundlis not saved to an account are deleted{' '}
        {formatDuration(serverEnv().anonymousKundliTtlMs / 1000)} after they are made.
      </p>
      <SaveReportButton kind="kundli" resultId={id} returnTo={`/kundli/${id}`} />
      <KundliResult kundli={kundli} currentDashaStart={runningMahadasha(kundli.chart, new Date())?.start} />
    </div>
  );
}
