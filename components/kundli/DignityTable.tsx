import type { KundliReadChart } from '@/lib/contract/kundli';
import { GRAHAS } from '@/lib/astro/zodiac';
import { DIGNITY_NAMES, yesNo } from './kundli-words';
import styles from './KundliResult.module.scss';

const COLUMNS = ['Graha', 'Dignity', 'Sign lord', 'Combust', 'Motion', 'Planetary war'] as const;

/** Each graha's dignity by sign, combustion, motion and planetary war (BPHS ch. 3; Surya Siddhanta ch. 7). */
export default function DignityTable({ dignities }: { dignities: KundliReadChart['dignities'] }) {
  return (
    <table className={styles.table}>
      <caption>Dignity and condition</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {GRAHAS.map((g) => {
          const d = dignities[g];
          const cells = [
            d.dignity ? DIGNITY_NAMES[d.dignity] : 'Not counted for the nodes',
            d.signLord,
            yesNo(d.combust),
            g === 'Rahu' || g === 'Ketu' ? 'Always retrograde' : d.retrograde ? 'Retrograde' : 'Direct',
            d.war ? `${d.war.won ? 'Wins' : 'Loses'} against ${d.war.against}` : 'None',
          ];
          return (
            <tr key={g}>
              <th scope="row">{g}</th>
              {cells.map((cell, i) => (
                <td key={COLUMNS[i + 1]} data-label={COLUMNS[i + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
