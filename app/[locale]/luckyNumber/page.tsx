import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import LuckyNumberForm from '@/components/lucky/LuckyNumberForm';
import Link from '@/components/ui/IntentLink';
import { hindiName } from '@/lib/astro/hindi';
import { NUMBER_TABLE } from '@/lib/astro/lucky';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Lucky' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/luckyNumber' }, locale);
}

const kundliLink = (chunks: ReactNode) => <Link href="/kundli">{chunks}</Link>;

export default async function LuckyNumberPage() {
  const [t, locale] = await Promise.all([getTranslations('Lucky'), getLocale().then(localeOf)]);
  const hindi = locale === 'hi';
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages namespaces={['Lucky']} forms>
        <LuckyNumberForm />
      </ClientMessages>
      <section style={{ marginTop: 32, maxWidth: '75ch' }}>
        <h2>{t('howTitle')}</h2>
        <p>{t.rich('how', { link: kundliLink })}</p>
        <div className="prose">
          <table>
            <caption className="visually-hidden">{t('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('planet')}</th>
                <th scope="col">{t('colour')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(NUMBER_TABLE).map(([n, row]) => (
                <tr key={n}>
                  <td>{n}</td>
                  <td>{hindi ? hindiName('graha', row.planet) : row.planet}</td>
                  <td>{hindi ? hindiName('colour', row.colour) : row.colour}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
