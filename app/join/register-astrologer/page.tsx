import type { Metadata } from 'next';
import PageShell, { shellMetadata } from '@/components/content/PageShell';
import { registrationTitleFromType } from '@/lib/registration';

type Props = { searchParams: Promise<{ type?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { ...shellMetadata('/join/register-astrologer'), title: registrationTitleFromType((await searchParams).type) };
}

export default async function RegisterExpertPage({ searchParams }: Props) {
  return <PageShell path="/join/register-astrologer" title={registrationTitleFromType((await searchParams).type)} />;
}
