import type { KundliReadChart } from '@/lib/contract/kundli';
import { GRAHAS } from '@/lib/astro/zodiac';
import { DIGNITY_NAMES, yesNo } from './kundli-words';
import RowTable from './RowTable';

const COLUMNS = ['Graha', 'Dignity', 'Sign lord', 'Combust', 'Motion', 'Planetary war'] as const;

/** Each graha's dignity by sign, combustion, motion and planetary war (BPHS ch. 3; Surya Siddhanta ch. 7). */
export default function DignityTable({ dignities }: { dignities: KundliReadChart['dignities'] }) {
  const rows = GRAHAS.map((g) => {
    const d = dignities[g];
    return [
      g,
      d.dignity ? DIGNITY_NAMES[d.dignity] : 'Not counted for the nodes',
      d.signLord,
      yesNo(d.combust),
      g === 'Rahu' || g === 'Ketu' ? 'Always retrograde' : d.retrograde ? 'Retrograde' : 'Direct',
      d.war ? `${d.war.won ? 'Wins' : 'Loses'} against ${d.war.against}` : 'None',
    ];
  });
  return <RowTable caption="Dignity and condition" columns={COLUMNS} rows={rows} />;
}
