import { SIGN_ABBREVIATIONS } from '@/lib/astro/chart-layout';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import styles from './KundliResult.module.scss';

const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

/** The seven bhinna rows and the sarva row, bindus per sign (BPHS ch. 66); it scrolls sideways in its own box. */
export default function AshtakavargaTable({ ashtakavarga }: { ashtakavarga: KundliReadChart['ashtakavarga'] }) {
  // The seven planets in their usual order (the nodes have no Ashtakavarga).
  const rows = GRAHAS.flatMap((g) => (g in ashtakavarga.bhinna ? [[g, ashtakavarga.bhinna[g as keyof typeof ashtakavarga.bhinna]] as const] : []));
  return (
    <>
      <p>
        Bindus (points) each sign receives from the seven planets{ashtakavarga.ascendantContributes ? ' and the ascendant' : ''}; more bindus, easier
        transits through that sign. {ashtakavarga.ascendantContributes ? 'The ascendant contributes, as in the classical eight contributors (and PyJHora).' : 'The ascendant does not contribute.'}
      </p>
      <div className={styles.scrollBox} role="region" aria-labelledby="ashtakavarga-caption" tabIndex={0}>
        <table className={styles.grid}>
          <caption id="ashtakavarga-caption">Ashtakavarga bindus by sign</caption>
          <thead>
            <tr>
              <th scope="col">Planet</th>
              {SIGNS.map((s, i) => (
                <th key={s} scope="col">
                  <abbr title={s}>{SIGN_ABBREVIATIONS[i]}</abbr>
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([planet, row]) => (
              <tr key={planet}>
                <th scope="row">{planet}</th>
                {row.map((n, i) => (
                  <td key={SIGNS[i]}>{n}</td>
                ))}
                <td>{sum(row)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Sarva</th>
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
