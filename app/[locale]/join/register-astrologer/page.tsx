import type { Metadata } from 'next';
import { connection } from 'next/server';
import DemoNotice from '@/components/auth/DemoNotice';
import RegisterExpertForm from '@/components/auth/RegisterExpertForm';
import styles from '@/components/auth/Auth.module.scss';
import { registrationTitleFromType } from '@/lib/registration';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';

type Props = { searchParams: Promise<{ type?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const title = registrationTitleFromType((await searchParams).type);
  return pageMetadata({ title, description: 'Register as an expert with AstroVastu Kendra.', path: '/join/register-astrologer', noIndex: true });
}

export default async function RegisterExpertPage({ searchParams }: Props) {
  await connection();
  const title = registrationTitleFromType((await searchParams).type);
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>{title}</h1>
        <p>We verify your mobile number and your e-mail address with one-time codes, then you create your profile.</p>
        {isDemoDelivery() && <DemoNotice />}
        <RegisterExpertForm title={title} />
      </div>
    </div>
  );
}
