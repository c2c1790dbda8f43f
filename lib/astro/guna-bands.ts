// The traditional bands of a Guna Milan total out of 36, and how a total is written. Small and
// pure, so the result page's browser code can use it without the koota tables.

export type VerdictBand = 'not-recommended' | 'average' | 'good' | 'excellent';

/** The traditional minimum: 18 of 36 gunas or more is generally accepted. */
export const GUNA_MINIMUM = 18;

/** A band's short name and range, shown beside the total ("Average (18 to 24.5)"). */
export const VERDICT_BAND_LABELS: Readonly<Record<VerdictBand, string>> = {
  'not-recommended': 'Below 18: not traditionally recommended',
  average: 'Average (18 to 24.5)',
  good: 'Good (25 to 32.5)',
  excellent: 'Excellent (33 or more)',
};

/** Traditional bands: below 18 not recommended, 18–24.5 average, 25–32.5 good, 33 and above excellent. */
export function verdictBand(total: number): VerdictBand {
  if (total < GUNA_MINIMUM) return 'not-recommended';
  if (total < 25) return 'average';
  if (total < 33) return 'good';
  return 'excellent';
}

/** A gunas total as written in "15.5 of 36 gunas" (halves kept, whole numbers without ".0"). */
export function formatGunas(total: number): string {
  return Number.isInteger(total) ? String(total) : total.toFixed(1);
}

/** The band of a gunas total and the accepted minimum: "Average (18 to 24.5). 18 or more is generally accepted." */
export function matchBandLine(total: number): string {
  return `${VERDICT_BAND_LABELS[verdictBand(total)]}. ${GUNA_MINIMUM} or more is generally accepted.`;
}
