import 'server-only';
import { formatDms } from '@/lib/astro/format';
import { DIGNITY_MEANINGS } from '@/lib/astro/reading/meanings';
import { capitalise } from '@/lib/astro/reading/phrasing';
import { GRAHAS, type Graha } from '@/lib/astro/zodiac';
import { planetRows, type KundliReadChart } from '@/lib/contract/kundli';
import { keyValues, paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';

/** The planets' positions, then each one's dignity and state, then the panchang at birth. */
export function writePlanets(doc: PdfDoc, chart: KundliReadChart, words: ReportWords): void {
  const { t: { kundli: t }, astro: w, fill } = words;
  const c = t.planetColumns;
  section(doc, t.planets);
  table(doc, {
    columns: [c.graha, c.sign, c.degree, c.nakshatra, c.house, c.navamsa, c.motion].map((header, i) => ({ header, bold: i === 0, width: [58, 70, 62, undefined, 40, 70, 66][i] })),
    rows: planetRows(chart, { lagna: t.lagnaRow, retrograde: t.retrograde, direct: t.direct, sign: w.sign, graha: w.graha, nakshatra: w.nakshatra }),
  });
  paragraph(doc, fill(t.positionsNote, { ayanamsa: words.ayanamsa(chart.ayanamsa.name), mean: formatDms(chart.ayanamsa.mean) }), { muted: true, size: 8.5 });

  subheading(doc, t.dignityAndState, { keepWith: 80 });
  // English keeps the engine's dignity labels; Hindi names them as Hindi kundlis do (उच्च, स्वराशि …).
  const dignity = (d: NonNullable<KundliReadChart['dignities'][Graha]['dignity']>) => (words.lang === 'hi' ? w.dignity(d) : capitalise(DIGNITY_MEANINGS[d].label));
  table(doc, {
    columns: [{ header: c.graha, width: 58, bold: true }, { header: t.dignity }, { header: t.signLord, width: 66 }, { header: t.combust, width: 56 }, { header: c.motion, width: 66 }, { header: t.planetaryWar }],
    rows: GRAHAS.map((g) => {
      const d = chart.dignities[g];
      const war = d.war ? fill(d.war.won ? t.warWon : t.warLost, { against: w.graha(d.war.against) }) : '—';
      return [w.graha(g), d.dignity ? dignity(d.dignity) : t.aNode, w.graha(d.signLord), d.combust ? t.yes : t.no, d.retrograde ? t.retrograde : t.direct, war];
    }),
    fontSize: 8.5,
  });
  paragraph(doc, t.dignityNote, { muted: true, size: 8 });

  section(doc, t.panchangAtBirth, { keepWith: 90 });
  const p = chart.panchang;
  keyValues(doc, [
    [t.tithi, `${w.paksha(p.paksha)} ${w.tithi(p.tithiName)}`],
    [t.vaar, w.weekday(p.weekday)],
    [t.nakshatra, w.nakshatra(chart.moonNakshatra.name)],
    [t.yoga, w.panchangYoga(p.yogaName)],
    [t.karana, w.karana(p.karana)],
  ]);
}
