import 'server-only';
import { formatLongDate } from '@/lib/astro/format';
import { muhurtaView, nextStepOf, ruleRows } from '@/components/muhurta/muhurta-view';
import { bookingPath } from '@/lib/consultations/services';
import { site } from '@/lib/config/site';
import type { MuhurtaSearchData } from '@/lib/contract/muhurta';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { keyValues, paragraph, section, subheading, table } from './blocks';
import { finishReport, startReport } from './document';
import type { ReportLanguage } from './words';

/**
 * A muhurta search as a PDF: the summary, the windows with their reasons month by month, asta and Chaturmas, the days
 * left out (one line each), the rules and their source, and the next step. The page's rows (muhurtaView) and labels
 * (the Muhurta catalogue) in the report's language, so the PDF says what the result page says.
 */
export function renderMuhurtaPdf(search: MuhurtaSearchData, place: string, { lang = 'en' }: { lang?: ReportLanguage } = {}): Promise<Buffer> {
  const { result: t, pdf } = catalogue(lang).Muhurta;
  const view = muhurtaView(search, lang);
  const doc = startReport({ title: fill(pdf.title, { activity: view.activity }), subtitle: fill(pdf.subtitle, { date: formatLongDate(search.createdAt, lang) }) });

  section(doc, t.summary);
  keyValues(doc, [
    [t.occasion, view.activity],
    [t.range, fill(t.rangeValue, { from: view.from, to: view.to })],
    [t.place, place],
    [t.timezone, view.timezone],
    [t.birthStar, view.birthStar ? fill(t.birthStarValue, view.birthStar) : t.noBirth],
    [t.rahuKaal, search.avoidRahuKaal ? t.rahuKaalAvoided : t.rahuKaalAllowed],
  ]);

  section(doc, t.windowsTitle);
  if (!view.windowCount) paragraph(doc, `${t.windowsNone} ${t.noWindowsHint}`);
  for (const month of view.months) {
    subheading(doc, month.title);
    // Each day's first row carries its date and the reasons all its windows share; later rows, a window's own ones.
    const rows: string[][] = [];
    const dayOfRow: number[] = [];
    month.days.forEach((d, i) => {
      d.windows.forEach((w, k) => {
        const time = fill(t.timeRange, { start: w.start, end: w.end });
        const reasons = [...(k === 0 ? d.reasons : []), ...w.ownReasons];
        rows.push([k === 0 ? `${d.day}\n${time}` : time, `${w.nakshatra}\n${w.tithi}\n${w.lagna}`, reasons.join('\n')]);
        dayOfRow.push(i);
      });
    });
    table(doc, {
      // Three columns, so the reasons keep a readable width on A4: the date over its time, the day's limbs one a line.
      columns: [{ header: `${t.date} · ${t.time}`, width: 140, bold: true }, { header: `${t.nakshatra} · ${t.tithi} · ${t.lagna}`, width: 120 }, { header: t.reasons }],
      rows,
      fontSize: 8.5,
      shade: (r) => dayOfRow[r]! % 2 === 1,
    });
  }

  section(doc, t.astaTitle);
  if (!view.astaApplies && !view.chaturmasApplies) paragraph(doc, t.astaNotApplied);
  if (view.astaApplies) {
    if (view.asta.length) view.asta.forEach((a) => paragraph(doc, fill(t.astaSpan, a)));
    else paragraph(doc, t.noAsta);
  }
  if (view.chaturmasApplies) paragraph(doc, view.chaturmas ? fill(t.chaturmas, view.chaturmas) : t.noChaturmas);

  if (view.excluded.length) {
    section(doc, t.excludedTitle);
    paragraph(doc, t.excludedIntro, { muted: true });
    table(doc, {
      columns: [{ header: t.date, width: 120, bold: true }, { header: t.excludedRules }],
      rows: view.excluded.map((e) => [e.day, e.reasons.join('; ')]),
      fontSize: 8,
    });
  }

  section(doc, t.rulesTitle);
  keyValues(doc, ruleRows(view, search.avoidRahuKaal, t));
  paragraph(doc, fill(t.source, { source: view.source }));
  paragraph(doc, t.commonRules);
  paragraph(doc, t.tradition, { muted: true });

  const next = nextStepOf(search.activity, t);
  section(doc, next.label);
  paragraph(doc, `${next.text} ${site.url}${bookingPath(next.service)}`);
  return finishReport(doc, { lang });
}
