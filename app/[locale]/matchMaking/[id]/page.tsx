import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import MatchResult from '@/components/match/MatchResult';
import ResultActions from '@/components/reports/ResultActions';
import Link from '@/components/ui/IntentLink';
import { serverEnv } from '@/lib/server/env';
import { getMatch } from '@/lib/server/services/match';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string }> };

// A private result: never indexed, never cached by shared caches.
export const metadata: Metadata = { title: 'Your Kundli Match', robots: { index: false, follow: false } };

export default async function MatchResultPage({ params }: Props) {
  const { id } = await params;
  const match = await getMatch(id);
  if (!match) notFound();
  return (
    <div className="container page">
      <p className="no-print">
        <Link href="/matchMaking">← Make another match</Link>
      </p>
      <h1>Kundli match</h1>
      <p className="notice no-print">
        This page has a private link: anyone you share it with can open it. Matches not saved to an account are deleted{' '}
        {formatDuration(serverEnv().anonymousKundliTtlMs / 1000)} after they are made.
      </p>
      <div className="no-print">
        <SaveReportButton kind="match" resultId={id} returnTo={`/matchMaking/${id}`} />
      </div>
      <ResultActions kind="match" resultId={id} shareTitle="Kundli match" />
      <MatchResult result={match} />
    </div>
  );
}
