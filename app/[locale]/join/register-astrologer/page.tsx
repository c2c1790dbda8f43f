import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import DemoNotice from '@/components/auth/DemoNotice';
import RegisterExpertForm from '@/components/auth/RegisterExpertForm';
import styles from '@/components/auth/Auth.module.scss';
import ClientMessages from '@/components/i18n/ClientMessages';
import { expertKindOf } from '@/lib/experts';
import { localeOfParams } from '@/lib/i18n/locales';
import { registrationTitleFromType } from '@/lib/registration';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ type?: string | string[] }> };

/** The registration's title in the page's language (the English one is the spec's, from lib/experts/kinds.ts). */
async function shownTitle({ params, searchParams }: Props) {
  const locale = await localeOfParams(params);
  const title = registrationTitleFromType((await searchParams).type);
  const t = await getTranslations({ locale, namespace: 'ExpertForms.registerPage' });
  return { locale, title, shown: t(`titles.${expertKindOf(title)}`), t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, shown, t } = await shownTitle(props);
  return pageMetadata({ title: shown, description: t('description'), path: '/join/register-astrologer', noIndex: true }, locale);
}

export default async function RegisterExpertPage(props: Props) {
  await connection();
  const { locale, title, shown, t } = await shownTitle(props);
  const auth = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>{shown}</h1>
        <p>{t('intro')}</p>
        {isDemoDelivery() && <DemoNotice text={auth('demo')} />}
        <ClientMessages namespaces={['ExpertForms']} forms>
          <RegisterExpertForm title={title} />
        </ClientMessages>
      </div>
    </div>
  );
}
