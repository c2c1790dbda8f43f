import { useTranslations } from 'next-intl';
import { SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI } from '@/lib/astro/chart-layout';
import { VARGA_METHODS, VARGAS, type VargaCharts } from '@/lib/astro/vargas';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

const BODIES = ['Ascendant', ...GRAHAS] as const;

/** Every body's sign in all sixteen vargas: bodies down, vargas across; it scrolls sideways in its own box. */
export default function VargaTable({ vargas }: { vargas: VargaCharts }) {
  const planets = useTranslations('Kundli.planets');
  const w = useAstroWords();
  const abbreviations = w.lang === 'hi' ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS;
  return (
    <div className={styles.scrollBox} role="region" aria-labelledby="varga-table-caption" tabIndex={0}>
      <table className={`${styles.grid} ${styles.vargaGrid}`}>
        <caption id="varga-table-caption">{planets('vargaCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{planets('body')}</th>
            {VARGAS.map((v) => (
              <th key={v} scope="col">
                <abbr title={w.lang === 'hi' ? w.varga(v) : VARGA_METHODS[v].name}>{v}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BODIES.map((key) => (
            <tr key={key}>
              <th scope="row">{key === 'Ascendant' ? planets('lagna') : w.graha(key)}</th>
              {VARGAS.map((v) => {
                const sign = vargas[v][key];
                return (
                  <td key={v}>
                    <abbr title={w.sign(SIGNS[sign]!)}>{abbreviations[sign]}</abbr>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
