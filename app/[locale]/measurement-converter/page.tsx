import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import Link from '@/components/ui/IntentLink';
import AreaCalculator from '@/components/vastu-tools/AreaCalculator';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { SHAPES } from '@/lib/vastu/area';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'VastuTools' });
  return pageMetadata({ title: t('calculator.metaTitle'), description: t('calculator.metaDescription'), path: '/measurement-converter' }, locale);
}

const converterLink = (chunks: ReactNode) => <Link href="/area-converter">{chunks}</Link>;
const estimatorLink = (chunks: ReactNode) => <Link href="/cost-calculator">{chunks}</Link>;

// Not async, so the page rendered alone in a unit test can hold it: next-intl's hook reads the request's language.
export default function AreaCalculatorPage() {
  const t = useTranslations('VastuTools');
  const words = useTranslations('AreaCalculator');
  return (
    <div className="container page">
      <h1>{t('calculator.heading')}</h1>
      <p className="lead">{t('calculator.lead')}</p>
      <ClientMessages namespaces={['AreaCalculator']} forms>
        <AreaCalculator />
      </ClientMessages>

      <section className={styles.info} aria-labelledby="formulas">
        <h2 id="formulas">{t('calculator.formulasTitle')}</h2>
        <p>{t.rich('calculator.formulas', { converter: converterLink })}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('calculator.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('calculator.shapeColumn')}</th>
                <th scope="col">{t('calculator.dimensionsColumn')}</th>
                <th scope="col">{t('calculator.areaColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {SHAPES.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{words(`shapes.${s.id}`)}</th>
                  <td>{s.fields.map((f) => words(`dimensions.${f.key}`)).join(', ')}</td>
                  <td>{s.formula}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('calculator.constants')}</p>

        <h2>{t('calculator.vastuTitle')}</h2>
        <p>{t.rich('calculator.vastu', { estimator: estimatorLink })}</p>
      </section>
    </div>
  );
}
