import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import DemoNotice from '@/components/auth/DemoNotice';
import OtpForm from '@/components/auth/OtpForm';
import styles from '@/components/auth/Auth.module.scss';
import ClientMessages from '@/components/i18n/ClientMessages';
import { catalogue } from '@/lib/i18n/catalogue';
import { isLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';
import { serverEnv } from '@/lib/server/env';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Auth.otpPage' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/otp', noIndex: true }, isLocale(locale) ? locale : 'en');
}

export default async function OtpPage() {
  await connection();
  const texts = catalogue(await pageLocale()).Auth;
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>{texts.otpPage.heading}</h1>
        {isDemoDelivery() && <DemoNotice text={texts.demo} />}
        <ClientMessages namespaces={[]} forms>
          <OtpForm resendSeconds={serverEnv().otpResendSeconds} texts={texts.otpForm} />
        </ClientMessages>
      </div>
    </div>
  );
}
