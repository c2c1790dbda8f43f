import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { getShape, type ShapeId } from '@/lib/vastu/area';
import styles from './VastuTools.module.scss';

// One drawing per shape, on a 240 × 170 canvas: the outline, dashed dimension lines, and the
// letters used by the input labels and the formula.

function Label({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text x={x} y={y} className={styles.svgLabel} textAnchor="middle" dominantBaseline="middle">
      {children}
    </text>
  );
}

// A regular octagon around (120, 78); its bottom side joins the corners at 67.5° and 112.5°.
const octagonCorner = (deg: number) => {
  const a = (deg * Math.PI) / 180;
  return { x: Number((120 + 64 * Math.cos(a)).toFixed(1)), y: Number((78 + 64 * Math.sin(a)).toFixed(1)) };
};
const octagon = Array.from({ length: 8 }, (_, i) => octagonCorner(22.5 + 45 * i));
const octagonBottom = { from: octagonCorner(112.5), to: octagonCorner(67.5) };

const sectorEnd = { x: 50 + 160 * Math.cos((50 * Math.PI) / 180), y: 150 - 160 * Math.sin((50 * Math.PI) / 180) };
const sectorArc = { x: 50 + 34 * Math.cos((50 * Math.PI) / 180), y: 150 - 34 * Math.sin((50 * Math.PI) / 180) };

const drawings: Record<ShapeId, ReactNode> = {
  square: (
    <>
      <rect x="65" y="20" width="110" height="110" className={styles.svgShape} />
      <line x1="65" y1="148" x2="175" y2="148" className={styles.svgDim} />
      <Label x={120} y={162}>
        s
      </Label>
    </>
  ),
  rectangle: (
    <>
      <rect x="30" y="35" width="160" height="95" className={styles.svgShape} />
      <line x1="30" y1="148" x2="190" y2="148" className={styles.svgDim} />
      <Label x={110} y={162}>
        l
      </Label>
      <line x1="206" y1="35" x2="206" y2="130" className={styles.svgDim} />
      <Label x={222} y={82}>
        w
      </Label>
    </>
  ),
  triangle: (
    <>
      <polygon points="30,140 210,140 140,20" className={styles.svgShape} />
      <line x1="140" y1="20" x2="140" y2="140" className={styles.svgDim} />
      <Label x={154} y={84}>
        h
      </Label>
      <Label x={120} y={158}>
        b
      </Label>
    </>
  ),
  circle: (
    <>
      <circle cx="120" cy="82" r="68" className={styles.svgShape} />
      <line x1="120" y1="82" x2="188" y2="82" className={styles.svgDim} />
      <circle cx="120" cy="82" r="3.5" className={styles.svgDot} />
      <Label x={154} y={68}>
        r
      </Label>
    </>
  ),
  parallelogram: (
    <>
      <polygon points="20,140 170,140 220,30 70,30" className={styles.svgShape} />
      <line x1="70" y1="30" x2="70" y2="140" className={styles.svgDim} />
      <Label x={84} y={86}>
        h
      </Label>
      <Label x={95} y={158}>
        b
      </Label>
    </>
  ),
  trapezoid: (
    <>
      <polygon points="20,140 220,140 170,35 70,35" className={styles.svgShape} />
      <line x1="120" y1="35" x2="120" y2="140" className={styles.svgDim} />
      <Label x={134} y={88}>
        h
      </Label>
      <Label x={120} y={158}>
        b₁
      </Label>
      <Label x={120} y={20}>
        b₂
      </Label>
    </>
  ),
  ellipse: (
    <>
      <ellipse cx="120" cy="85" rx="100" ry="58" className={styles.svgShape} />
      <line x1="120" y1="85" x2="220" y2="85" className={styles.svgDim} />
      <line x1="120" y1="85" x2="120" y2="27" className={styles.svgDim} />
      <circle cx="120" cy="85" r="3.5" className={styles.svgDot} />
      <Label x={170} y={72}>
        a
      </Label>
      <Label x={108} y={56}>
        b
      </Label>
    </>
  ),
  sector: (
    <>
      <path
        d={`M50,150 L210,150 A160,160 0 0 0 ${sectorEnd.x.toFixed(1)},${sectorEnd.y.toFixed(1)} Z`}
        className={styles.svgShape}
      />
      <path d={`M84,150 A34,34 0 0 0 ${sectorArc.x.toFixed(1)},${sectorArc.y.toFixed(1)}`} className={styles.svgDim} fill="none" />
      <Label x={97} y={132}>
        θ
      </Label>
      <Label x={140} y={162}>
        r
      </Label>
    </>
  ),
  octagon: (
    <>
      <polygon points={octagon.map((p) => `${p.x},${p.y}`).join(' ')} className={styles.svgShape} />
      <line x1={octagonBottom.from.x} y1={octagonBottom.from.y + 10} x2={octagonBottom.to.x} y2={octagonBottom.to.y + 10} className={styles.svgDim} />
      <Label x={120} y={160}>
        s
      </Label>
    </>
  ),
};

/**
 * The drawing of a shape with its dimensions marked. The drawing itself is hidden from
 * assistive technology; the caption says in words what it shows, with the formula.
 */
export default function ShapeIllustration({ shape }: { shape: ShapeId }) {
  const t = useTranslations('AreaCalculator');
  const { formula } = getShape(shape);
  return (
    <figure className={styles.figure}>
      <svg viewBox="0 0 240 170" className={styles.svg} aria-hidden="true" focusable="false" data-shape={shape}>
        {drawings[shape]}
      </svg>
      <figcaption className={styles.caption}>
        {t(`shapeDescriptions.${shape}`)} <span className={styles.formula}>{formula}</span>
      </figcaption>
    </figure>
  );
}
