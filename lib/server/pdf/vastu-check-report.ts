import 'server-only';
import { bookingPath } from '@/lib/consultations/services';
import { site } from '@/lib/config/site';
import type { VastuCheckData } from '@/lib/contract/vastu-check';
import type { ZoneVerdict } from '@/lib/vastu/self-check';
import { ITEM_LABELS, PLOT_SHAPE_LABELS, ZONE_INFO, type Zone } from '@/lib/vastu/self-check-rules';
import { section, paragraph, table } from './blocks';
import { contentWidth, ensureSpace, finishReport, FONT, PDF_COLOR, startReport, type PdfDoc } from './document';

const VERDICT_LABEL: Record<ZoneVerdict, string> = { good: 'Good', fair: 'Fair', attention: 'Needs attention' };
const VERDICT_FILL: Record<ZoneVerdict, string> = { good: '#dcf3e6', fair: '#fdf0c8', attention: '#fbd9d5' };
const RATING_LABEL = { good: 'Good', fair: 'Fair', poor: 'Poor' } as const;

/** Column and row of each zone, north at the top (as on the result page's picture). */
const GRID: Record<Zone, [number, number]> = { NW: [0, 0], N: [1, 0], NE: [2, 0], W: [0, 1], C: [1, 1], E: [2, 1], SW: [0, 2], S: [1, 2], SE: [2, 2] };

/** The nine zones as a 3 x 3 grid coloured by verdict, each cell naming its zone and verdict. */
function zoneGrid(doc: PdfDoc, verdicts: { zone: Zone; verdict: ZoneVerdict }[]) {
  const cell = 62;
  const size = cell * 3;
  ensureSpace(doc, size + 30);
  const left = doc.page.margins.left + (contentWidth(doc) - size) / 2;
  const top = doc.y + 14;
  doc.font(FONT.bold).fontSize(10).fillColor(PDF_COLOR.brand).text('N', left, top - 14, { width: size, align: 'center' });
  for (const { zone, verdict } of verdicts) {
    const [c, r] = GRID[zone];
    const x = left + c * cell;
    const y = top + r * cell;
    doc.rect(x, y, cell, cell).fillAndStroke(VERDICT_FILL[verdict], '#5a4f47');
    doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.text).text(zone === 'C' ? 'Centre' : zone, x + 4, y + 6, { width: cell - 8, align: 'center' });
    doc.font(FONT.regular).fontSize(8).text(VERDICT_LABEL[verdict], x + 4, y + 24, { width: cell - 8, align: 'center' });
  }
  doc.x = doc.page.margins.left;
  doc.y = top + size + 10;
}

/** The self-check as a PDF: the score, the zones, each answer's rule, the remedies, the next step. */
export function renderVastuCheckPdf(check: VastuCheckData): Promise<Buffer> {
  const { report, answers } = check;
  const kind = answers.propertyKind;
  const doc = startReport({ title: 'Vastu Self-Check', subtitle: `${kind === 'home' ? 'Home' : 'Business'} · ${PLOT_SHAPE_LABELS[answers.plotShape]} · made ${check.createdAt.slice(0, 10)}` });

  doc.font(FONT.bold).fontSize(26).fillColor(PDF_COLOR.brand).text(`Score: ${report.score} / 100`);
  paragraph(doc, report.headline);

  section(doc, 'Zone by zone');
  zoneGrid(doc, report.zones);
  table(doc, {
    columns: [{ header: 'Zone', width: 150, bold: true }, { header: 'Verdict', width: 90 }, { header: 'What we found' }],
    rows: report.zones.map((z) => [z.name, VERDICT_LABEL[z.verdict], z.summary]),
  });

  section(doc, 'Each answer checked');
  table(doc, {
    columns: [{ header: 'Part', width: 130, bold: true }, { header: 'Where', width: 110 }, { header: 'Rating', width: 50 }, { header: 'Why' }],
    rows: report.findings.map((f) => [ITEM_LABELS[f.item][kind], f.zone ? ZONE_INFO[f.zone].name : '-', RATING_LABEL[f.rating], f.note]),
  });

  section(doc, 'Remedies without demolition');
  if (report.remedies.length) report.remedies.forEach((r, i) => paragraph(doc, `${i + 1}. ${r}`));
  else paragraph(doc, 'Nothing needs correcting from your answers. Keep the centre open and the north-east clean and light.');
  paragraph(doc, 'These are traditional, general suggestions from common Vastu references, based only on your answers.', { muted: true });

  section(doc, 'Book a Professional Vastu Check');
  paragraph(doc, `A consultant reviews your actual floor plan and directions, and gives corrections in order of importance: ${site.url}${bookingPath('professional-vastu-check')}`);
  return finishReport(doc);
}
