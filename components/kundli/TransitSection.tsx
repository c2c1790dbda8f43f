import { useTranslations } from 'next-intl';
import { GRAHAS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import RowTable from './RowTable';

/** Saturn's named transit from the natal Moon: its key in the Kundli catalogue's `transits`. */
const SATURN_PHASE_KEYS = {
  'sade-sati-rising': 'sadeSatiRising',
  'sade-sati-peak': 'sadeSatiPeak',
  'sade-sati-setting': 'sadeSatiSetting',
  ardhashtama: 'ardhashtama',
  ashtama: 'ashtama',
} as const;

/** Today's grahas counted from the natal Moon and Lagna (Phaladeepika ch. 26), Saturn and Jupiter first. */
export default function TransitSection({ chart }: { chart: KundliReadChart }) {
  const t = useTranslations('Kundli.transits');
  const yesNo = useTranslations('Kundli.planets');
  const w = useAstroWords();
  const tr = chart.transits;
  const saturn = tr.grahas.Saturn;
  const jupiter = tr.grahas.Jupiter;
  const columns = [t('columns.graha'), t('columns.sign'), t('columns.fromMoon'), t('columns.fromLagna'), t('columns.favourable')];
  const rows = GRAHAS.map((g) => {
    const x = tr.grahas[g];
    const motion = x.retrograde && g !== 'Rahu' && g !== 'Ketu' ? t('retrograde') : '';
    return [w.graha(g), `${w.sign(x.sign)}${motion}`, w.countCell(x.houseFromMoon), w.countCell(x.houseFromLagna), yesNo(x.favourable ? 'yes' : 'no')];
  });
  return (
    <KundliSection id="transits">
      <p>
        {t('intro', {
          date: w.date(chart.asOf),
          saturnSign: w.sign(saturn.sign),
          saturnHouse: w.signOrdinal(saturn.houseFromMoon),
          phase: tr.saturn ? `: ${t(SATURN_PHASE_KEYS[tr.saturn])}` : '',
          jupiterSign: w.sign(jupiter.sign),
          jupiterHouse: w.signOrdinal(jupiter.houseFromMoon),
          jupiterPlace: tr.jupiterFavourable ? t('favourablePlace') : t('notFavourablePlace'),
          source: tr.source,
        })}
      </p>
      <RowTable caption={t('caption')} columns={columns} rows={rows} />
    </KundliSection>
  );
}
