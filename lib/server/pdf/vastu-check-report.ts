import 'server-only';
import { formatLongDate } from '@/lib/astro/format';
import { bookingPath } from '@/lib/consultations/services';
import { site } from '@/lib/config/site';
import type { VastuCheckData } from '@/lib/contract/vastu-check';
import type { ZoneVerdict } from '@/lib/vastu/self-check';
import { itemLabel, plotShapeLabel, zoneInfo, type Zone } from '@/lib/vastu/self-check-rules';
import { section, paragraph, table } from './blocks';
import { contentWidth, ensureSpace, finishReport, FONT, PDF_COLOR, startReport, type PdfDoc } from './document';
import { catalogue } from '@/lib/i18n/catalogue';
import { reportWords, type ReportLanguage, type ReportWords } from './words';

const VERDICT_FILL: Record<ZoneVerdict, string> = { good: '#dcf3e6', fair: '#fdf0c8', attention: '#fbd9d5' };

/** Column and row of each zone, north at the top (as on the result page's picture). */
const GRID: Record<Zone, [number, number]> = { NW: [0, 0], N: [1, 0], NE: [2, 0], W: [0, 1], C: [1, 1], E: [2, 1], SW: [0, 2], S: [1, 2], SE: [2, 2] };

/** The nine zones as a 3 x 3 grid coloured by verdict, each cell naming its zone and verdict. */
function zoneGrid(doc: PdfDoc, verdicts: { zone: Zone; verdict: ZoneVerdict }[], { t: { vastuCheck: t }, lang }: ReportWords) {
  // The cells named as on the result page's picture (N … "Centre"; उत्तर … ईशान … मध्य).
  const cells = catalogue(lang).VastuCheck.compass.cells;
  const cell = 62;
  const size = cell * 3;
  ensureSpace(doc, size + 30);
  const left = doc.page.margins.left + (contentWidth(doc) - size) / 2;
  const top = doc.y + 14;
  doc.font(FONT.bold).fontSize(10).fillColor(PDF_COLOR.brand).text(cells.N, left, top - 14, { width: size, align: 'center' });
  for (const { zone, verdict } of verdicts) {
    const [c, r] = GRID[zone];
    const x = left + c * cell;
    const y = top + r * cell;
    doc.rect(x, y, cell, cell).fillAndStroke(VERDICT_FILL[verdict], '#5a4f47');
    doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.text).text(cells[zone], x + 4, y + 6, { width: cell - 8, align: 'center' });
    doc.font(FONT.regular).fontSize(8).text(t.verdicts[verdict], x + 4, y + 24, { width: cell - 8, align: 'center' });
  }
  doc.x = doc.page.margins.left;
  doc.y = top + size + 10;
}

/**
 * The self-check as a PDF: the score, the zones, each answer's rule, the remedies, the next step. The findings are
 * written in `lang` by checkVastu (read the check with getVastuCheck(id, lang)); the labels around them follow it.
 */
export function renderVastuCheckPdf(check: VastuCheckData, { lang = 'en' }: { lang?: ReportLanguage } = {}): Promise<Buffer> {
  const { report, answers } = check;
  const kind = answers.propertyKind;
  const words = reportWords(lang);
  const { t: { vastuCheck: t }, fill } = words;
  const doc = startReport({ title: t.title, subtitle: fill(t.subtitle, { kind: t[kind], shape: plotShapeLabel(answers.plotShape, lang), date: lang === 'hi' ? formatLongDate(check.createdAt, lang) : check.createdAt.slice(0, 10) }) });

  doc.font(FONT.bold).fontSize(26).fillColor(PDF_COLOR.brand).text(fill(t.score, { score: report.score }));
  paragraph(doc, report.headline);

  section(doc, t.zoneByZone);
  zoneGrid(doc, report.zones, words);
  table(doc, {
    columns: [{ header: t.zone, width: 150, bold: true }, { header: t.verdict, width: 90 }, { header: t.found }],
    rows: report.zones.map((z) => [z.name, t.verdicts[z.verdict], z.summary]),
  });

  section(doc, t.eachAnswer);
  table(doc, {
    columns: [{ header: t.part, width: 130, bold: true }, { header: t.where, width: 110 }, { header: t.rating, width: 50 }, { header: t.why }],
    rows: report.findings.map((f) => [itemLabel(f.item, kind, lang), f.zone ? zoneInfo(f.zone, lang).name : '-', t.ratings[f.rating], f.note]),
  });

  section(doc, t.remedies);
  if (report.remedies.length) report.remedies.forEach((r, i) => paragraph(doc, `${i + 1}. ${r}`));
  else paragraph(doc, t.nothingToCorrect);
  paragraph(doc, t.remediesNote, { muted: true });

  section(doc, t.book);
  paragraph(doc, fill(t.bookLine, { url: `${site.url}${bookingPath('professional-vastu-check')}` }));
  return finishReport(doc, { lang });
}
