import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import Link from '@/components/ui/IntentLink';
import CostEstimator from '@/components/vastu-tools/CostEstimator';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import PriceLadder from '@/components/vastu/PriceLadder';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { AREA_UNITS, PROPERTY_CATEGORIES, RATES, SERVICE_LEVELS, estimateVastuFee, formatIndianNumber, formatInr } from '@/lib/vastu/fee-estimator';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'VastuTools' });
  return pageMetadata({ title: t('cost.metaTitle'), description: t('cost.metaDescription'), path: '/cost-calculator' }, locale);
}

// The worked example below, computed by the same code as the tool.
const example = estimateVastuFee({ category: 'residential', level: 'basic', area: 1000, unit: 'sqft' });
const sqm = AREA_UNITS.find((u) => u.id === 'sqm')?.sqFt;
const gaj = AREA_UNITS.find((u) => u.id === 'gaj')?.sqFt;

const contactLink = (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>;
const calculatorLink = (chunks: ReactNode) => <Link href="/measurement-converter">{chunks}</Link>;

// Not async, so the page rendered alone in a unit test can hold it: next-intl's hook reads the request's language.
export default function CostCalculatorPage() {
  const t = useTranslations('VastuTools');
  const words = useTranslations('FeeEstimator');
  return (
    <div className="container page">
      <h1>{t('cost.heading')}</h1>
      <p className="lead">{t('cost.lead')}</p>
      <ClientMessages namespaces={['FeeEstimator']} forms>
        <CostEstimator />
      </ClientMessages>

      <section className={styles.info} aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t('cost.howTitle')}</h2>
        <p>{t('cost.how')}</p>
        <p>
          {t('cost.conversion', {
            sqm: String(sqm),
            gaj: String(gaj),
            area: formatIndianNumber(1000),
            rate: formatInr(example.baseRate),
            charge: formatInr(example.serviceCharge),
            total: formatInr(example.total),
          })}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('cost.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cost.categoryColumn')}</th>
                {SERVICE_LEVELS.map((l) => (
                  <th key={l.id} scope="col">
                    {words(`levels.${l.id}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PROPERTY_CATEGORIES.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{words(`categories.${c.id}`)}</th>
                  {SERVICE_LEVELS.map((l) => (
                    <td key={l.id}>{t('cost.rateCell', { rate: formatInr(RATES[c.id][l.id].perSqFt), charge: formatInr(RATES[c.id][l.id].serviceCharge) })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2>{t('cost.finalTitle')}</h2>
        <p>{t.rich('cost.final', { contact: contactLink, calculator: calculatorLink })}</p>
      </section>
      <PriceLadder />
    </div>
  );
}
