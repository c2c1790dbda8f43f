'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CHART_STYLE_COOKIE, CHART_STYLE_NAMES, CHART_STYLE_NAMES_HI, CHART_STYLES, type ChartStyle } from '@/lib/astro/chart-layout';
import { diagramInput, vargaDiagramInput } from '@/lib/astro/chart-input';
import type { Varga } from '@/lib/astro/vargas';
import { ChartDiagram } from './ChartDiagrams';
import styles from './ChartChooser.module.scss';

/** Only what the drawings need: each graha's birth sign and motion, and the 16 vargas' signs. */
export interface ChartChooserData {
  ascendant: { signIndex: number };
  planets: Record<string, { signIndex: number; retrograde: boolean }>;
  vargas: Record<Varga, Record<string, number>>;
  /** The vargas in order with their names ("D10 Dasamsa"). */
  vargaNames: { key: Varga; label: string }[];
}

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

// Not secret and not personal: only which drawing the reader prefers, so the server draws it first next time.
function rememberStyle(style: ChartStyle) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CHART_STYLE_COOKIE}=${style}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The Rasi (D1) and a chosen varga, drawn in the chosen style, and the Rasi in the other common style beside them
 * (North and South Indian readers each expect their own). Server-rendered in the remembered style with the Navamsa,
 * so the drawings are there without script; the two choices redraw them.
 */
export default function ChartChooser({ data, initialStyle }: { data: ChartChooserData; initialStyle: ChartStyle }) {
  const t = useTranslations('KundliChart');
  const lang = useLocale() === 'hi' ? 'hi' : 'en';
  const styleNames = lang === 'hi' ? CHART_STYLE_NAMES_HI : CHART_STYLE_NAMES;
  const [style, setStyle] = useState<ChartStyle>(initialStyle);
  const [varga, setVarga] = useState<Varga>('D9');
  const ids = useId();
  const vargaName = data.vargaNames.find((v) => v.key === varga)!.label;
  const other: ChartStyle = style === 'south' ? 'north' : 'south';
  const rasi = diagramInput(data, lang);

  function choose(next: ChartStyle) {
    setStyle(next);
    rememberStyle(next);
  }

  return (
    <>
      <div className={`${styles.controls} no-print`}>
        <div role="radiogroup" aria-labelledby={`${ids}-style`} className={styles.styles}>
          <span id={`${ids}-style`} className={styles.label}>
            {t('style')}
          </span>
          {CHART_STYLES.map((s) => (
            <label key={s} className={styles.option}>
              <input type="radio" name={`${ids}-style`} value={s} checked={style === s} onChange={() => choose(s)} />
              <span>{styleNames[s]}</span>
            </label>
          ))}
        </div>
        <div className={styles.varga}>
          <label htmlFor={`${ids}-varga`} className={styles.label}>
            {t('divisional')}
          </label>
          <select id={`${ids}-varga`} value={varga} onChange={(e) => setVarga(e.target.value as Varga)}>
            {data.vargaNames.map((v) => (
              <option key={v.key} value={v.key}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.diagrams}>
        <ChartDiagram style={style} chart={rasi} title={t('rasiTitle', { style: styleNames[style] })} />
        <ChartDiagram style={style} chart={vargaDiagramInput(data, data.vargas[varga], lang)} title={t('vargaTitle', { varga: vargaName, style: styleNames[style] })} />
        <ChartDiagram style={other} chart={rasi} title={t('rasiTitle', { style: styleNames[other] })} />
      </div>
    </>
  );
}
