import 'server-only';
import { describeManglik } from '@/lib/astro/format';
import { SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import { span } from './dashas';

const PHASES = { rising: 'Rising: Saturn in the 12th from the Moon', peak: 'Peak: Saturn over the Moon', setting: 'Setting: Saturn in the 2nd from the Moon' } as const;
const RELATIONS = { past: 'Last', current: 'Current', next: 'Next' } as const;

/** Manglik with the cancelling rules that apply, Kaal Sarp, and Sade Sati's last, current and next periods. */
export function writeDoshas(doc: PdfDoc, chart: KundliReadChart): void {
  const { manglik, kaalSarp, sadeSati } = chart.doshas;
  section(doc, 'Doshas');
  subheading(doc, 'Manglik status');
  paragraph(doc, `${chart.manglik.isManglik ? 'Manglik.' : 'Not Manglik.'} ${describeManglik(chart.manglik)}`);
  if (manglik.present) {
    // The headline counts from the Lagna; counted from the Moon or Venus too, Mars may still fall in these houses.
    const counted = manglik.isManglik ? '' : 'Counted from the Moon or Venus, Mars does fall in one of these houses, which some astrologers weigh as a milder dosha. ';
    paragraph(
      doc,
      counted +
        (manglik.cancellations.length
          ? 'Tradition lists exceptions that cancel or soften the dosha; these apply to this chart:'
          : 'None of the exceptions tradition lists applies to this chart. The dosha is common, and it is weighed with both charts when matching, never on its own.'),
    );
    if (manglik.cancellations.length) {
      table(doc, {
        columns: [{ header: 'Cancelling rule' }, { header: 'Source', width: 190 }],
        rows: manglik.cancellations.map((c) => [c.rule, c.source]),
        fontSize: 8.5,
      });
    }
  }

  subheading(doc, 'Kaal Sarp dosha');
  paragraph(
    doc,
    kaalSarp.present
      ? `${kaalSarp.type} Kaal Sarp dosha${kaalSarp.partial ? ', partial (the planets are hemmed in by sign but not all by degree)' : ''}: the seven planets lie on one side of the Rahu–Ketu axis, Rahu in house ${kaalSarp.rahuHouse}. Tradition reads it as a pattern of effort before results, not a verdict on a life.`
      : `No Kaal Sarp dosha: the seven planets are not all on one side of the Rahu–Ketu axis (Rahu in house ${kaalSarp.rahuHouse}).`,
  );

  subheading(doc, 'Sade Sati', { keepWith: 90 });
  paragraph(
    doc,
    `Saturn's seven and a half years over the Moon's sign (${chart.moonSign}) and its neighbours. ${sadeSati.active ? 'It is running now.' : 'It is not running now.'} Dates are Saturn's sign entries; a phase interrupted by a retrograde loop shows each stretch.`,
    { size: 9 },
  );
  table(doc, {
    columns: [{ header: 'Period', width: 110, bold: true }, { header: 'Phase', width: 170 }, { header: 'Saturn in', width: 70 }, { header: 'From – to' }],
    rows: sadeSati.periods.flatMap((p) =>
      p.phases.map((phase, i) => [
        i === 0 ? `${RELATIONS[p.relation]}: ${span(p)}` : '',
        PHASES[phase.name],
        SIGNS[phase.sign]!,
        [span(phase), ...(phase.spans.length > 1 ? [`(in the sign ${phase.spans.map(span).join('; ')})`] : [])].join(' '),
      ]),
    ),
    fontSize: 8,
  });
}
