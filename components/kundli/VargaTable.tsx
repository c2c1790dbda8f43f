import { SIGN_ABBREVIATIONS } from '@/lib/astro/chart-layout';
import { VARGA_METHODS, VARGAS, type VargaCharts } from '@/lib/astro/vargas';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import styles from './KundliResult.module.scss';

const BODIES = [['Lagna', 'Ascendant'], ...GRAHAS.map((g) => [g, g])] as const;

/** Every body's sign in all sixteen vargas: bodies down, vargas across; it scrolls sideways in its own box. */
export default function VargaTable({ vargas }: { vargas: VargaCharts }) {
  return (
    <div className={styles.scrollBox} role="region" aria-labelledby="varga-table-caption" tabIndex={0}>
      <table className={`${styles.grid} ${styles.vargaGrid}`}>
        <caption id="varga-table-caption">Signs in the sixteen divisional charts</caption>
        <thead>
          <tr>
            <th scope="col">Body</th>
            {VARGAS.map((v) => (
              <th key={v} scope="col">
                <abbr title={VARGA_METHODS[v].name}>{v}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BODIES.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {VARGAS.map((v) => {
                const sign = vargas[v][key];
                return (
                  <td key={v}>
                    <abbr title={SIGNS[sign]}>{SIGN_ABBREVIATIONS[sign]}</abbr>
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
