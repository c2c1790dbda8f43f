import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import Link from '@/components/ui/IntentLink';
import VastuCheckForm from '@/components/vastu-check/VastuCheckForm';
import { bookingPath } from '@/lib/consultations/services';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'VastuCheck' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/vastu-check' }, locale);
}

const bookingLink = (chunks: ReactNode) => <Link href={bookingPath('professional-vastu-check')}>{chunks}</Link>;

// The same page for every visitor (no cookie read): cached publicly like the other tools.
export default async function VastuCheckPage() {
  const t = await getTranslations('VastuCheck');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <noscript>
        <p className="notice">{t('noscript')}</p>
      </noscript>
      <ClientMessages namespaces={['VastuCheck']} forms>
        <VastuCheckForm />
      </ClientMessages>
      <section aria-labelledby="vastu-check-how">
        <h2 id="vastu-check-how">{t('howTitle')}</h2>
        <p>{t('how')}</p>
        <p>{t.rich('book', { link: bookingLink })}</p>
      </section>
    </div>
  );
}
