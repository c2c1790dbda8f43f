import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import type { FestivalDay } from '@/lib/astro/festivals/types';
import type { DisplayLanguage } from '@/lib/astro/format';
import { muhurtaText } from '../festivals/festival-text';
import { markPath } from './day-marks';

// The festivals and vrats the festival calendar keeps on a panchang day, each with its muhurta and,
// when two days qualified, why this one was chosen. Nothing is shown on a day without any.

export default async function DayFestivals({ festivals, zone, lang }: { festivals: readonly FestivalDay[]; zone: string; lang: DisplayLanguage }) {
  if (!festivals.length) return null;
  const t = await getTranslations('Panchang');
  return (
    <section aria-labelledby="day-festivals" data-testid="day-festivals">
      <h2 id="day-festivals">{t('dayMarks')}</h2>
      <ul>
        {festivals.map((f) => {
          const muhurta = muhurtaText(f, zone, lang);
          return (
            <li key={f.key}>
              <Link href={markPath(f)} prefetch={false}>{f.name[lang]}</Link>
              {muhurta ? <>: {muhurta}</> : null}
              {f.why ? <p>{f.why[lang]}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
