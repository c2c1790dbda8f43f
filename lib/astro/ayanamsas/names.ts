// The ayanamsa choice of a chart, defined once; Lahiri is the default (as before the choice existed). Imports
// nothing, so request schemas and browser code can name the choices.

export const AYANAMSAS = ['lahiri', 'kp', 'raman', 'true-chitra'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
export const DEFAULT_AYANAMSA: Ayanamsa = 'lahiri';

export const AYANAMSA_NAMES: Readonly<Record<Ayanamsa, string>> = {
  lahiri: 'Lahiri (Chitrapaksha)',
  kp: 'Krishnamurti (KP)',
  raman: 'B. V. Raman',
  'true-chitra': 'True Chitrapaksha',
};

export function isAyanamsa(value: unknown): value is Ayanamsa {
  return typeof value === 'string' && (AYANAMSAS as readonly string[]).includes(value);
}
