import 'server-only';
import { describeManglik } from '@/lib/astro/format';
import { SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';

/** Manglik with the cancelling rules that apply, Kaal Sarp, and Sade Sati's last, current and next periods. */
export function writeDoshas(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill, lang }: ReportWords): void {
  const { manglik, kaalSarp, sadeSati } = chart.doshas;
  section(doc, t.doshas);
  subheading(doc, t.manglikStatus);
  paragraph(doc, `${chart.manglik.isManglik ? t.isManglik : t.notManglik} ${describeManglik(chart.manglik, lang)}`);
  if (manglik.present) {
    // The headline counts from the Lagna; counted from the Moon or Venus too, Mars may still fall in these houses.
    const counted = manglik.isManglik ? '' : t.milderDosha;
    paragraph(doc, counted + (manglik.cancellations.length ? t.exceptionsApply : t.noExceptions));
    if (manglik.cancellations.length) {
      // The rules' wording comes from lib/astro/doshas (English until it gains a DisplayLanguage; the lead wires it).
      table(doc, {
        columns: [{ header: t.cancellingRule }, { header: t.source, width: 190 }],
        rows: manglik.cancellations.map((c) => [c.rule, c.source]),
        fontSize: 8.5,
      });
    }
  }

  subheading(doc, t.kaalSarp);
  paragraph(
    doc,
    kaalSarp.present
      ? fill(t.kaalSarpPresent, { type: kaalSarp.type ? w.kaalSarp(kaalSarp.type) : '', partial: kaalSarp.partial ? t.kaalSarpPartial : '', house: kaalSarp.rahuHouse })
      : fill(t.kaalSarpAbsent, { house: kaalSarp.rahuHouse }),
  );

  subheading(doc, t.sadeSati, { keepWith: 90 });
  paragraph(doc, fill(t.sadeSatiIntro, { sign: w.sign(chart.moonSign), running: sadeSati.active ? t.sadeSatiRunning : t.sadeSatiNotRunning }), { size: 9 });
  table(doc, {
    columns: [{ header: t.period, width: 110, bold: true }, { header: t.phase, width: 170 }, { header: t.saturnIn, width: 70 }, { header: t.fromTo }],
    rows: sadeSati.periods.flatMap((p) =>
      p.phases.map((phase, i) => [
        i === 0 ? `${t.relations[p.relation]}: ${w.span(p)}` : '',
        t.phases[phase.name],
        w.sign(SIGNS[phase.sign]!),
        [w.span(phase), ...(phase.spans.length > 1 ? [fill(t.inTheSign, { spans: phase.spans.map(w.span).join('; ') })] : [])].join(' '),
      ]),
    ),
    fontSize: 8,
  });
}
