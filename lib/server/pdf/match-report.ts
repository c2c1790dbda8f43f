import 'server-only';
import { diagramInput } from '@/lib/astro/chart-input';
import { formatGunas, matchBandLine } from '@/lib/astro/guna-bands';
import type { MatchResult } from '@/lib/contract/astrology';
import { keyValues, paragraph, section, table } from './blocks';
import { chartRow } from './charts';
import { FONT, PDF_COLOR, finishReport, startReport } from './document';
import { reportWords, type ReportLanguage, type ReportWords } from './words';

/** A person's name as typed, or "Boy" / "वर" when left empty. */
const personIn = (person: { name: string }, role: 'boy' | 'girl', { t }: ReportWords) => person.name || t.match[role];

/** Both Manglik statuses in one plain sentence (Mars counted from the Lagna), with tradition's advice. */
function manglikNote(result: MatchResult, boy: string, girl: string, { t: { match: t }, fill }: ReportWords): string {
  const status = (name: string, manglik: boolean) => fill(manglik ? t.isManglik : t.notManglik, { name });
  const advice = result.manglik.boy === result.manglik.girl ? t.manglikBalanced : t.manglikMismatch;
  return fill(t.manglikNote, { boy: status(boy, result.manglik.boy), girl: status(girl, result.manglik.girl), advice });
}

/**
 * The match as a PDF: the total out of 36 with its band and the score out of 10, the eight kootas
 * with their explanations, Manglik status weighed across both charts, the Nadi and Bhakoot exceptions,
 * the ten poruthams, and both people's birth details and charts.
 *
 * The verdict, the kootas' explanations, the Manglik samya, the exceptions and the poruthams are lib/astro's
 * sentences, carried in the stored result: the one place they take the report's language once lib/astro writes
 * them in Hindi is where `result` is read for this PDF (the match route); the labels around them follow `lang`.
 */
export async function renderMatchPdf(result: MatchResult, { lang = 'en' }: { lang?: ReportLanguage } = {}): Promise<Buffer> {
  const words = reportWords(lang);
  const { t: { match: t }, astro: w, fill } = words;
  const boy = personIn(result.boy, 'boy', words);
  const girl = personIn(result.girl, 'girl', words);
  const doc = startReport({ title: fill(t.title, { boy, girl }), subtitle: t.subtitle });

  doc.font(FONT.bold).fontSize(16).fillColor(PDF_COLOR.brand).text(fill(t.gunas, { total: formatGunas(result.total), max: result.maxScore }));
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  paragraph(doc, fill(t.score, { band: matchBandLine(result.total), score: result.compatibilityScore.toFixed(1) }));
  paragraph(doc, result.verdict);

  section(doc, t.eightKootas);
  table(doc, {
    columns: [
      { header: t.koota, width: 70, bold: true },
      { header: boy, width: 70 },
      { header: girl, width: 70 },
      { header: t.points, width: 48 },
      { header: t.meaning },
    ],
    rows: [
      ...result.kootas.map((k) => [lang === 'hi' ? w.koota(k.name) : k.label, w.kootaValue(k.groom), w.kootaValue(k.bride), `${formatGunas(k.points)} / ${k.max}`, k.explanation]),
      [t.total, '', '', `${formatGunas(result.total)} / ${result.maxScore}`, ''],
    ],
    fontSize: 8.5,
  });

  section(doc, t.manglikStatus);
  paragraph(doc, manglikNote(result, boy, girl, words));
  paragraph(doc, result.manglikSamya.summary);
  for (const r of result.manglikSamya.rules) paragraph(doc, fill(t.ruleSource, { rule: r.rule, source: r.source }));

  section(doc, t.nadiBhakoot);
  for (const [label, d] of [
    [t.nadi, result.doshaExceptions.nadi],
    [t.bhakoot, result.doshaExceptions.bhakoot],
  ] as const) {
    const exceptions = d.exceptions.map((e) => `${e.name} (${e.source})`).join('; ');
    paragraph(doc, fill(!d.dosha ? t.doshaAbsent : exceptions ? t.doshaEased : t.doshaPresent, { label, exceptions }));
  }

  section(doc, t.poruthams);
  paragraph(doc, result.poruthams.summary);
  table(doc, {
    columns: [
      { header: t.porutham, width: 90, bold: true },
      { header: t.agrees, width: 48 },
      { header: t.ruleAndFinding },
    ],
    rows: result.poruthams.poruthams.map((p) => [p.name, p.matched ? t.yes : t.no, `${p.rule}. ${p.detail}`]),
    fontSize: 8.5,
  });

  for (const [person, name, chart] of [
    [result.boy, boy, result.boyChart],
    [result.girl, girl, result.girlChart],
  ] as const) {
    section(doc, fill(t.birthChartOf, { name }), { keepWith: 260 });
    keyValues(doc, [
      [t.birth, fill(t.bornLine, { date: person.dob, time: person.birthTime, timezone: person.timezone, place: person.birthPlace })],
      [t.lagnaMoonSun, `${w.sign(chart.ascendant.sign)} · ${w.sign(chart.moonSign)} (${w.nakshatra(chart.moonNakshatra.name)} ${chart.moonNakshatra.pada}) · ${w.sign(chart.sunSign)}`],
    ]);
    chartRow(doc, [
      { style: 'north', chart: diagramInput(chart), title: fill(t.northChartOf, { name }), lang },
      { style: 'south', chart: diagramInput(chart), title: fill(t.southChartOf, { name }), lang },
    ]);
  }

  return finishReport(doc, { lang });
}
