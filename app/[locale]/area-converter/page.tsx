import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import AreaUnitConverter from '@/components/vastu-tools/AreaUnitConverter';
import styles from '@/components/vastu-tools/VastuTools.module.scss';
import Link from '@/components/ui/IntentLink';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { AREA_STATES, formatArea, LOCAL_AREA_UNITS, STANDARD_AREA_UNITS, type LocalAreaUnit } from '@/lib/vastu/area-units';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'VastuTools' });
  return pageMetadata({ title: t('converter.metaTitle'), description: t('converter.metaDescription'), path: '/area-converter' }, locale);
}

const calculatorLink = (chunks: ReactNode) => <Link href="/measurement-converter">{chunks}</Link>;

// Not async, so the page rendered alone in a unit test can hold it: next-intl's hook reads the request's language.
export default function AreaConverterPage() {
  const t = useTranslations('VastuTools');
  const words = useTranslations('AreaConverter');
  const cell = (sqFt: number | undefined) => (sqFt === undefined ? t('converter.notUsed') : t('converter.sqFt', { area: formatArea(sqFt) }));
  return (
    <div className="container page">
      <h1>{t('converter.heading')}</h1>
      <p className="lead">{t('converter.lead')}</p>
      <ClientMessages namespaces={['AreaConverter']} forms>
        <AreaUnitConverter />
      </ClientMessages>

      <section className={styles.info} aria-labelledby="state-units">
        <h2 id="state-units">{t('converter.statesTitle')}</h2>
        <p>{t('converter.states')}</p>
        {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('converter.statesTitle')}>
          <table className={styles.table}>
            <caption>{t('converter.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('converter.stateColumn')}</th>
                {LOCAL_AREA_UNITS.map((u) => (
                  <th key={u.id} scope="col">
                    {words(`units.${u.id}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {AREA_STATES.map((s) => {
                const units = s.sqFt as Partial<Record<LocalAreaUnit, number>>;
                return (
                  <tr key={s.id}>
                    <th scope="row">{words(`states.${s.id}`)}</th>
                    {LOCAL_AREA_UNITS.map((u) => (
                      <td key={u.id}>{cell(units[u.id])}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h2>{t('converter.standardTitle')}</h2>
        <ul>
          {STANDARD_AREA_UNITS.filter((u) => u.id !== 'sqft').map((u) => (
            <li key={u.id}>{t('converter.standardUnit', { unit: t(`areaUnitsShort.${u.id}`), area: formatArea(u.sqFt) })}</li>
          ))}
        </ul>
        <p>{t.rich('converter.calculator', { calculator: calculatorLink })}</p>
      </section>
    </div>
  );
}
