import { useTranslations } from 'next-intl';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { GRAHAS } from '@/lib/astro/zodiac';
import { useAstroWords } from './use-astro-words';
import RowTable from './RowTable';

/** Each graha's dignity by sign, combustion, motion and planetary war (BPHS ch. 3; Surya Siddhanta ch. 7). */
export default function DignityTable({ dignities }: { dignities: KundliReadChart['dignities'] }) {
  const t = useTranslations('Kundli.planets');
  const w = useAstroWords();
  const yesNo = (b: boolean) => (b ? t('yes') : t('no'));
  const columns = [t('columns.graha'), t('dignity'), t('signLord'), t('combust'), t('columns.motion'), t('war')];
  const rows = GRAHAS.map((g) => {
    const d = dignities[g];
    return [
      w.graha(g),
      d.dignity ? w.dignity(d.dignity) : t('nodesNoDignity'),
      w.graha(d.signLord),
      yesNo(d.combust),
      g === 'Rahu' || g === 'Ketu' ? t('alwaysRetrograde') : d.retrograde ? t('retrograde') : t('direct'),
      d.war ? t(d.war.won ? 'wins' : 'loses', { graha: w.graha(d.war.against) }) : t('none'),
    ];
  });
  return <RowTable caption={t('dignityCaption')} columns={columns} rows={rows} />;
}
