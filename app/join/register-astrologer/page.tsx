import type { Metadata } from 'next';
import PageShell from '@/components/content/PageShell';
import { registrationTitleFromType } from '@/lib/registration';
import { pageMetadata } from '@/lib/seo';

type Props = { searchParams: Promise<{ type?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const title = registrationTitleFromType((await searchParams).type);
  return pageMetadata({ title, description: 'Register as an expert with AstroVastu Kendra.', path: '/join/register-astrologer', noIndex: true });
}

export default async function RegisterExpertPage({ searchParams }: Props) {
  const title = registrationTitleFromType((await searchParams).type);
  return (
    <PageShell
      title={title}
      intro="Register with your name, e-mail, mobile number and a password. We verify your mobile number and e-mail address with one-time codes."
      status="Online registration opens shortly. Until then, e-mail your details to contact@astrovastukendra.in or apply through the astrologer app."
      related={[{ href: '/join-as-astrologer', label: 'Join as an Expert' }]}
    />
  );
}
