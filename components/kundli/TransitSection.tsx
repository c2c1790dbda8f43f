import { formatDashaDate } from '@/lib/astro/format';
import { GRAHAS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { ordinal, SATURN_PHASE_NAMES, yesNo } from './kundli-words';
import RowTable from './RowTable';

const COLUMNS = ['Graha', 'Sign today', 'From the Moon', 'From the Lagna', 'Favourable'] as const;

/** Today's grahas counted from the natal Moon and Lagna (Phaladeepika ch. 26), Saturn and Jupiter first. */
export default function TransitSection({ chart }: { chart: KundliReadChart }) {
  const t = chart.transits;
  const saturn = t.grahas.Saturn;
  const jupiter = t.grahas.Jupiter;
  const rows = GRAHAS.map((g) => {
    const x = t.grahas[g];
    const motion = x.retrograde && g !== 'Rahu' && g !== 'Ketu' ? ' (retrograde)' : '';
    return [g, `${x.sign}${motion}`, ordinal(x.houseFromMoon), ordinal(x.houseFromLagna), yesNo(x.favourable)];
  });
  return (
    <KundliSection id="transits">
      <p>
        As of {formatDashaDate(chart.asOf)}. Saturn is in {saturn.sign}, the {ordinal(saturn.houseFromMoon)} sign from your Moon
        {t.saturn ? `: ${SATURN_PHASE_NAMES[t.saturn]}` : ''}. Jupiter is in {jupiter.sign}, the {ordinal(jupiter.houseFromMoon)} from your Moon,{' '}
        {t.jupiterFavourable ? 'a favourable place' : 'not one of its favourable places'}. Counted by {t.source}.
      </p>
      <RowTable caption="Transits today" columns={COLUMNS} rows={rows} />
    </KundliSection>
  );
}
