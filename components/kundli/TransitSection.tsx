import { formatDashaDate } from '@/lib/astro/format';
import { GRAHAS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { ordinal, SATURN_PHASE_NAMES, yesNo } from './kundli-words';
import styles from './KundliResult.module.scss';

const COLUMNS = ['Graha', 'Sign today', 'From the Moon', 'From the Lagna', 'Favourable'] as const;

/** Today's grahas counted from the natal Moon and Lagna (Phaladeepika ch. 26), Saturn and Jupiter first. */
export default function TransitSection({ chart }: { chart: KundliReadChart }) {
  const t = chart.transits;
  const saturn = t.grahas.Saturn;
  const jupiter = t.grahas.Jupiter;
  return (
    <KundliSection id="transits">
      <p>
        As of {formatDashaDate(chart.asOf)}. Saturn is in {saturn.sign}, the {ordinal(saturn.houseFromMoon)} sign from your Moon
        {t.saturn ? `: ${SATURN_PHASE_NAMES[t.saturn]}` : ''}. Jupiter is in {jupiter.sign}, the {ordinal(jupiter.houseFromMoon)} from your Moon,{' '}
        {t.jupiterFavourable ? 'a favourable place' : 'not one of its favourable places'}. Counted by {t.source}.
      </p>
      <table className={styles.table}>
        <caption>Transits today</caption>
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
            const x = t.grahas[g];
            const cells = [`${x.sign}${x.retrograde && g !== 'Rahu' && g !== 'Ketu' ? ' (retrograde)' : ''}`, ordinal(x.houseFromMoon), ordinal(x.houseFromLagna), yesNo(x.favourable)];
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
    </KundliSection>
  );
}
