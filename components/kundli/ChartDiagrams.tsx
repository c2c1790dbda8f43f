import { SIGNS } from '@/lib/astro/zodiac';
import type { ReactNode } from 'react';
import { bodiesBySign, EAST_CELLS, NORTH_HOUSES, SIGN_ABBREVIATIONS, SOUTH_CELLS, type ChartBody, type ChartDiagramInput, type ChartStyle } from '@/lib/astro/chart-layout';
import styles from './Kundli.module.scss';

/** A text alternative listing every house, for screen readers (the drawing is aria-hidden). */
function describe({ ascendantSignIndex, bodies }: ChartDiagramInput): string {
  const groups = bodiesBySign(bodies);
  return Array.from({ length: 12 }, (_, h) => {
    const sign = (ascendantSignIndex + h) % 12;
    const names = groups[sign]!.map((b) => `${b.name}${b.retrograde ? ' (retrograde)' : ''}`);
    return `House ${h + 1}, ${SIGNS[sign]}${h === 0 ? ' (Lagna)' : ''}: ${names.length ? names.join(', ') : 'empty'}`;
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

const bodyLabel = (b: { label: string; retrograde?: boolean }) => (b.retrograde ? `${b.label}(R)` : b.label);

/** The square every style is drawn on, with its text alternative and caption. */
function DiagramFigure({ chart, title, children }: { chart: ChartDiagramInput; title: string; children: ReactNode }) {
  return (
    <figure className={styles.diagram}>
      <svg viewBox="-2 -2 404 404" role="img" aria-label={`${title}. ${describe(chart)}`}>
        <rect x="0" y="0" width="400" height="400" className={styles.frame} />
        {children}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** The labels of a sign-fixed cell: "Asc" first in the Lagna's sign, then its bodies. */
const fixedCellLabels = (chart: ChartDiagramInput, groups: ChartBody[][], sign: number) => [...(sign === chart.ascendantSignIndex ? ['Asc'] : []), ...groups[sign]!.map(bodyLabel)];

/** North Indian chart: the Lagna is the top diamond; numbers are the signs (1 = Aries). */
export function NorthIndianChart({ chart, title = 'North Indian chart' }: { chart: ChartDiagramInput; title?: string }) {
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title}>
      {NORTH_HOUSES.map((house, h) => {
        const sign = (chart.ascendantSignIndex + h) % 12;
        return (
          <g key={h}>
            <polygon points={house.points} className={h === 0 ? styles.lagnaHouse : styles.house} />
            <text x={house.number[0]} y={house.number[1]} className={styles.signNumber} textAnchor="middle" dominantBaseline="middle">
              {sign + 1}
            </text>
            <Labels x={house.label[0]} y={house.label[1]} labels={groups[sign]!.map(bodyLabel)} />
          </g>
        );
      })}
    </DiagramFigure>
  );
}

/** South Indian chart: signs fixed (Pisces top-left); the Lagna's sign is marked with a diagonal. */
export function SouthIndianChart({ chart, title = 'South Indian chart' }: { chart: ChartDiagramInput; title?: string }) {
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title}>
      {SOUTH_CELLS.map(([col, row], sign) => {
        const x = col * 100;
        const y = row * 100;
        const lagna = sign === chart.ascendantSignIndex;
        return (
          <g key={sign}>
            <rect x={x} y={y} width="100" height="100" className={lagna ? styles.lagnaHouse : styles.house} />
            {lagna && <line x1={x} y1={y + 22} x2={x + 22} y2={y} className={styles.lagnaMark} />}
            <text x={x + 94} y={y + 14} className={styles.signNumber} textAnchor="end">
              {SIGN_ABBREVIATIONS[sign]}
            </text>
            <Labels x={x + 50} y={y + 56} labels={fixedCellLabels(chart, groups, sign)} />
          </g>
        );
      })}
      <text x="200" y="200" className={styles.centerTitle} textAnchor="middle" dominantBaseline="middle">
        Rashi
      </text>
    </DiagramFigure>
  );
}

/** East Indian (Bengali) chart: signs fixed, Aries top middle, then anticlockwise; the Lagna's sign is shaded. */
export function EastIndianChart({ chart, title = 'East Indian chart' }: { chart: ChartDiagramInput; title?: string }) {
  const groups = bodiesBySign(chart.bodies);
  return (
    <DiagramFigure chart={chart} title={title}>
      {EAST_CELLS.map((cell, sign) => {
        const lagna = sign === chart.ascendantSignIndex;
        return (
          <g key={sign}>
            <polygon points={cell.points} className={lagna ? styles.lagnaHouse : styles.house} />
            <text x={cell.sign[0]} y={cell.sign[1]} className={styles.signNumber} textAnchor="middle" dominantBaseline="middle">
              {SIGN_ABBREVIATIONS[sign]}
            </text>
            <Labels x={cell.label[0]} y={cell.label[1]} labels={fixedCellLabels(chart, groups, sign)} />
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
