import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { bodiesBySign, EAST_CELLS, NORTH_HOUSES, SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI, SOUTH_CELLS, type ChartBody, type ChartDiagramInput, type ChartStyle } from '@/lib/astro/chart-layout';
import { ASCENDANT_ABBREVIATION } from '@/lib/astro/format';
import { GRAHA_NAMES_HI, SIGN_NAMES_HI } from '@/lib/astro/hindi';
import { SIGNS, type Graha } from '@/lib/astro/zodiac';
import styles from './Kundli.module.scss';

// The drawings' words in the page's language (the KundliChart namespace: a page gives it to the chart island).
function useChartWords() {
  const t = useTranslations('KundliChart');
  const hi = useLocale() === 'hi';
  return {
    t,
    signLabels: hi ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS,
    signName: (sign: number) => (hi ? SIGN_NAMES_HI[SIGNS[sign]!] : SIGNS[sign]!),
    bodyName: (name: string) => (hi ? (GRAHA_NAMES_HI[name as Graha] ?? name) : name),
    asc: ASCENDANT_ABBREVIATION[hi ? 'hi' : 'en'],
  };
}
type ChartWords = ReturnType<typeof useChartWords>;

/** A text alternative listing every house, for screen readers (the drawing is aria-hidden). */
function describe({ ascendantSignIndex, bodies }: ChartDiagramInput, words: ChartWords): string {
  const { t } = words;
  const groups = bodiesBySign(bodies);
  return Array.from({ length: 12 }, (_, h) => {
    const sign = (ascendantSignIndex + h) % 12;
    const names = groups[sign]!.map((b) => `${words.bodyName(b.name)}${b.retrograde ? t('retrograde') : ''}`);
    return t('house', { house: String(h + 1), sign: words.signName(sign), lagna: h === 0 ? t('lagnaMark') : '', bodies: names.length ? names.join(', ') : t('empty') });
  }).join('. ');
}

function Labels({ x, y, labels }: { x: number; y: number; labels: string[] }) {
  const lineHeight = 16;
  const start = y - ((labels.length - 1) * lineHeight) / 2;
  return (
    <>
      {labels.map((l, i) => (
        <text key={l + i} x={x} y={start + i * lineHeight} className={styles.planet} textAnchor="middle" dominantBaseline="middle">
          {l}
        </text>
      ))}
    </>
  );
}

const bodyLabel = (words: ChartWords) => (b: { label: string; retrograde?: boolean }) => (b.retrograde ? `${b.label}${words.t('retro')}` : b.label);

/** The square every style is drawn on, with its text alternative and caption. */
function DiagramFigure({ chart, title, words, children }: { chart: ChartDiagramInput; title: string; words: ChartWords; children: ReactNode }) {
  return (
    <figure className={styles.diagram}>
      <svg viewBox="-2 -2 404 404" role="img" aria-label={`${title}. ${describe(chart, words)}`}>
        <rect x="0" y="0" width="400" height="400" className={styles.frame} />
        {children}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** The labels of a sign-fixed cell: "Asc" (ल) first in the Lagna's sign, then its bodies. */
const fixedCellLabels = (chart: ChartDiagramInput, groups: ChartBody[][], sign: number, words: ChartWords) => [
  ...(sign === chart.ascendantSignIndex ? [words.asc] : []),
  ...groups[sign]!.map(bodyLabel(words)),
];

/** North Indian chart: the Lagna is the top diamond; numbers are the signs (1 = Aries). */
export function NorthIndianChart({ chart, title }: { chart: ChartDiagramInput; title?: string }) {
  const words = useChartWords();
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title ?? words.t('northChart')} words={words}>
      {NORTH_HOUSES.map((house, h) => {
        const sign = (chart.ascendantSignIndex + h) % 12;
        return (
          <g key={h}>
            <polygon points={house.points} className={h === 0 ? styles.lagnaHouse : styles.house} />
            <text x={house.number[0]} y={house.number[1]} className={styles.signNumber} textAnchor="middle" dominantBaseline="middle">
              {sign + 1}
            </text>
            <Labels x={house.label[0]} y={house.label[1]} labels={groups[sign]!.map(bodyLabel(words))} />
          </g>
        );
      })}
    </DiagramFigure>
  );
}

/** South Indian chart: signs fixed (Pisces top-left); the Lagna's sign is marked with a diagonal. */
export function SouthIndianChart({ chart, title }: { chart: ChartDiagramInput; title?: string }) {
  const words = useChartWords();
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title ?? words.t('southChart')} words={words}>
      {SOUTH_CELLS.map(([col, row], sign) => {
        const x = col * 100;
        const y = row * 100;
        const lagna = sign === chart.ascendantSignIndex;
        return (
          <g key={sign}>
            <rect x={x} y={y} width="100" height="100" className={lagna ? styles.lagnaHouse : styles.house} />
            {lagna && <line x1={x} y1={y + 22} x2={x + 22} y2={y} className={styles.lagnaMark} />}
            <text x={x + 94} y={y + 14} className={styles.signNumber} textAnchor="end">
              {words.signLabels[sign]}
            </text>
            <Labels x={x + 50} y={y + 56} labels={fixedCellLabels(chart, groups, sign, words)} />
          </g>
        );
      })}
      <text x="200" y="200" className={styles.centerTitle} textAnchor="middle" dominantBaseline="middle">
        {words.t('rashi')}
      </text>
    </DiagramFigure>
  );
}

/** East Indian (Bengali) chart: signs fixed, Aries top middle, then anticlockwise; the Lagna's sign is shaded. */
export function EastIndianChart({ chart, title }: { chart: ChartDiagramInput; title?: string }) {
  const words = useChartWords();
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title ?? words.t('eastChart')} words={words}>
      {EAST_CELLS.map((cell, sign) => {
        const lagna = sign === chart.ascendantSignIndex;
        return (
          <g key={sign}>
            <polygon points={cell.points} className={lagna ? styles.lagnaHouse : styles.house} />
            <text x={cell.sign[0]} y={cell.sign[1]} className={styles.signNumber} textAnchor="middle" dominantBaseline="middle">
              {words.signLabels[sign]}
            </text>
            <Labels x={cell.label[0]} y={cell.label[1]} labels={fixedCellLabels(chart, groups, sign, words)} />
          </g>
        );
      })}
    </DiagramFigure>
  );
}

const DIAGRAMS = { north: NorthIndianChart, south: SouthIndianChart, east: EastIndianChart } as const;

/** The chart drawn in a chosen style. */
export function ChartDiagram({ style, chart, title }: { style: ChartStyle; chart: ChartDiagramInput; title: string }) {
  const Diagram = DIAGRAMS[style];
  return <Diagram chart={chart} title={title} />;
}
