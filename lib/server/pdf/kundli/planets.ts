import 'server-only';
import { formatDms } from '@/lib/astro/format';
import { DIGNITY_MEANINGS } from '@/lib/astro/reading/meanings';
import { capitalise } from '@/lib/astro/reading/phrasing';
import { GRAHAS } from '@/lib/astro/zodiac';
import { PLANET_COLUMNS, planetRows, type KundliReadChart } from '@/lib/contract/kundli';
import { AYANAMSA_NAMES } from '@/lib/astro/ayanamsas/names';
import { keyValues, paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';

/** The planets' positions, then each one's dignity and state, then the panchang at birth. */
export function writePlanets(doc: PdfDoc, chart: KundliReadChart): void {
  section(doc, 'Planets');
  table(doc, {
    columns: PLANET_COLUMNS.map((header, i) => ({ header, bold: i === 0, width: [58, 70, 62, undefined, 40, 70, 66][i] })),
    rows: planetRows(chart),
  });
  paragraph(doc, `Sidereal positions, ${AYANAMSA_NAMES[chart.ayanamsa.name]} ayanamsa ${formatDms(chart.ayanamsa.mean)}; whole-sign houses; Rahu is the mean node.`, { muted: true, size: 8.5 });

  subheading(doc, 'Dignity and state', { keepWith: 80 });
  table(doc, {
    columns: [{ header: 'Graha', width: 58, bold: true }, { header: 'Dignity' }, { header: 'Sign lord', width: 66 }, { header: 'Combust', width: 56 }, { header: 'Motion', width: 66 }, { header: 'Planetary war' }],
    rows: GRAHAS.map((g) => {
      const d = chart.dignities[g];
      const war = d.war ? `With ${d.war.against}: ${d.war.won ? 'won' : 'lost'}` : '—';
      return [g, d.dignity ? capitalise(DIGNITY_MEANINGS[d.dignity].label) : '— (a node)', d.signLord, d.combust ? 'Yes' : 'No', d.retrograde ? 'Retrograde' : 'Direct', war];
    }),
    fontSize: 8.5,
  });
  paragraph(doc, 'Dignity by Brihat Parashara Hora Shastra, ch. 3 (natural relations); combustion by the Surya Siddhanta orbs; a planetary war when two of Mars to Saturn are within 1°.', { muted: true, size: 8 });

  section(doc, 'Panchang at birth', { keepWith: 90 });
  keyValues(doc, [
    ['Tithi', `${chart.panchang.paksha} ${chart.panchang.tithiName}`],
    ['Vaar (weekday)', chart.panchang.weekday],
    ['Nakshatra', chart.moonNakshatra.name],
    ['Yoga', chart.panchang.yogaName],
    ['Karana', chart.panchang.karana],
  ]);
}
