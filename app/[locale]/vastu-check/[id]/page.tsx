import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SaveReportButton from '@/components/account/SaveReportButton';
import ClientMessages from '@/components/i18n/ClientMessages';
import Link from '@/components/ui/IntentLink';
import PriceLadder from '@/components/vastu/PriceLadder';
import VastuCheckResult from '@/components/vastu-check/VastuCheckResult';
import { reportPdfUrl } from '@/lib/client/astro-api';
import { vastuCheckHref } from '@/lib/contract/vastu-check';
import { serverEnv } from '@/lib/server/env';
import { getVastuCheck } from '@/lib/server/services/vastu-check';
import { formatDuration } from '@/lib/text';

type Props = { params: Promise<{ id: string }> };

// A private result, like a kundli's: never indexed, never cached by shared caches.
export const metadata: Metadata = { title: 'Your Vastu Self-Check', robots: { index: false, follow: false } };

export default async function VastuCheckResultPage({ params }: Props) {
  const { id } = await params;
  const check = await getVastuCheck(id);
  if (!check) notFound();
  return (
    <div className="container page">
      <p>
        <Link href="/vastu-check">← Start a new self-check</Link>
      </p>
      <h1>Your Vastu Self-Check</h1>
      <p className="notice">
        This page has a private link: anyone you share it with can open it. Self-checks not saved to an account are deleted{' '}
        {formatDuration(serverEnv().anonymousKundliTtlMs / 1000)} after they are made.
      </p>
      <ClientMessages namespaces={['Reports']}>
        <SaveReportButton kind="vastu-check" resultId={id} returnTo={vastuCheckHref(id)} />
      </ClientMessages>
      <VastuCheckResult check={check} pdfHref={reportPdfUrl('vastu-check', id)} />
      <PriceLadder />
    </div>
  );
}
