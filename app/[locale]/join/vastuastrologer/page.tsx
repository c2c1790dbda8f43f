import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import VastuAstrologerProfileForm from '@/components/expert-forms/VastuAstrologerProfileForm';
import ClientMessages from '@/components/i18n/ClientMessages';
import { localeOfParams } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = await getTranslations({ locale, namespace: 'ExpertForms.vastuPage' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/join/vastuastrologer', noIndex: true }, locale);
}

export default async function CreateVastuAstrologerProfilePage({ params }: Props) {
  const t = await getTranslations({ locale: await localeOfParams(params), namespace: 'ExpertForms.vastuPage' });
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages namespaces={['ExpertForms']} forms>
        <VastuAstrologerProfileForm />
      </ClientMessages>
    </div>
  );
}
