import 'server-only';
import { formatDashaDate, formatDms } from '@/lib/astro/format';
import { ordinal } from '@/lib/astro/reading/phrasing';
import { GRAHAS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';

const SATURN_PHASES = {
  'sade-sati-rising': 'in the rising phase of Sade Sati (12th from the Moon)',
  'sade-sati-peak': 'in the peak of Sade Sati (over the Moon)',
  'sade-sati-setting': 'in the setting phase of Sade Sati (2nd from the Moon)',
  ardhashtama: 'in ardhashtama (4th from the Moon)',
  ashtama: 'in ashtama (8th from the Moon)',
} as const;

/** Where the grahas stand on the chart's `asOf` date, counted from the natal Moon and Lagna. */
export function writeTransits(doc: PdfDoc, chart: KundliReadChart): void {
  const t = chart.transits;
  section(doc, 'Transits', { keepWith: 150 });
  const saturn = t.saturn ? `Saturn is ${SATURN_PHASES[t.saturn]}.` : 'Saturn is in none of its harder places from the Moon.';
  paragraph(doc, `The sky on ${formatDashaDate(t.at)}, counted from the natal Moon (${chart.moonSign}) and Lagna (${chart.ascendant.sign}). ${saturn} Jupiter's transit is ${t.jupiterFavourable ? 'favourable' : 'not among the favourable ones'} from the Moon.`, { size: 9 });
  table(doc, {
    columns: [{ header: 'Graha', width: 62, bold: true }, { header: 'Sign and degree' }, { header: 'From the Moon', width: 80 }, { header: 'From the Lagna', width: 80 }, { header: 'Motion', width: 66 }, { header: 'Favourable', width: 62 }],
    rows: GRAHAS.map((g) => {
      const p = t.grahas[g];
      return [g, `${p.sign} ${formatDms(p.longitude % 30)}`, ordinal(p.houseFromMoon), ordinal(p.houseFromLagna), p.retrograde ? 'Retrograde' : 'Direct', p.favourable ? 'Yes' : 'No'];
    }),
    fontSize: 8.5,
    highlight: (row, column) => column === 0 && (GRAHAS[row] === 'Saturn' || GRAHAS[row] === 'Jupiter'),
  });
  paragraph(doc, `Favourable houses from the Moon by ${t.source}.`, { muted: true, size: 8 });
}
