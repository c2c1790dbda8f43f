import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import DemoNotice from '@/components/auth/DemoNotice';
import LoginForm from '@/components/auth/LoginForm';
import styles from '@/components/auth/Auth.module.scss';
import ClientMessages from '@/components/i18n/ClientMessages';
import { site } from '@/lib/config/site';
import { catalogue } from '@/lib/i18n/catalogue';
import { isLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { signInPurpose } from '@/lib/sign-in-purpose';
import { safeReturnPath } from '@/lib/return-path';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Auth.loginPage' });
  return pageMetadata({ title: t('title'), description: t('description', { name: site.name }), path: '/login', noIndex: true }, isLocale(locale) ? locale : 'en');
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  await connection(); // the demo notice depends on this server's delivery settings
  const texts = catalogue(await pageLocale()).Auth;
  // A page that needs a session sends the visitor here with where to come back to.
  const returnTo = safeReturnPath((await searchParams).next);
  const purpose = signInPurpose(returnTo, texts.loginPage);
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>{texts.loginPage.heading}</h1>
        {purpose && <p className={styles.purpose}>{purpose}</p>}
        <p>{texts.loginPage.intro}</p>
        {isDemoDelivery() && <DemoNotice text={texts.demo} />}
        <ClientMessages namespaces={[]} forms>
          <LoginForm returnTo={returnTo} texts={texts.loginForm} />
        </ClientMessages>
      </div>
    </div>
  );
}
