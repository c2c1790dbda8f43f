import { useTranslations } from 'next-intl';
import { SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI } from '@/lib/astro/chart-layout';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

/** The seven bhinna rows and the sarva row, bindus per sign (BPHS ch. 66); it scrolls sideways in its own box. */
export default function AshtakavargaTable({ ashtakavarga }: { ashtakavarga: KundliReadChart['ashtakavarga'] }) {
  const t = useTranslations('Kundli.ashtakavarga');
  const w = useAstroWords();
  const abbreviations = w.lang === 'hi' ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS;
  // The seven planets in their usual order (the nodes have no Ashtakavarga).
  const rows = GRAHAS.flatMap((g) => (g in ashtakavarga.bhinna ? [[g, ashtakavarga.bhinna[g as keyof typeof ashtakavarga.bhinna]] as const] : []));
  const contributes = ashtakavarga.ascendantContributes;
  return (
    <>
      <p>
        {t('intro', { ascendant: contributes ? t('andAscendant') : '' })} {contributes ? t('contributes') : t('notContributes')}
      </p>
      <div className={styles.scrollBox} role="region" aria-labelledby="ashtakavarga-caption" tabIndex={0}>
        <table className={styles.grid}>
          <caption id="ashtakavarga-caption">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('planet')}</th>
              {SIGNS.map((s, i) => (
                <th key={s} scope="col">
                  <abbr title={w.sign(s)}>{abbreviations[i]}</abbr>
                </th>
              ))}
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([planet, row]) => (
              <tr key={planet}>
                <th scope="row">{w.graha(planet)}</th>
                {row.map((n, i) => (
                  <td key={SIGNS[i]}>{n}</td>
                ))}
                <td>{sum(row)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('sarva')}</th>
              {ashtakavarga.sarva.map((n, i) => (
                <td key={SIGNS[i]}>{n}</td>
              ))}
              <td>{sum(ashtakavarga.sarva)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
