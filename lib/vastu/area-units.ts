// The area unit converter (/area-converter): the standard units, and the local land units (bigha,
// biswa, kanal) whose size depends on the state. Pure: no React, Next or database.
//
// Everything is held in square feet, the unit Indian property papers use most. The standard
// units are exact by definition (1 ft = 0.3048 m, International Yard and Pound Agreement 1959;
// 1 acre = 43,560 sq ft; 1 hectare = 10,000 sq m), so conversions between them are exact up to
// floating point. The spec's fee estimator keeps its own rounded 10.7639 (lib/vastu/fee-estimator).
//
// Local units: there is no national standard. Each state's factor below names where it comes
// from. Revenue records of a village may still differ: the page says so.

import { parseDecimal } from './number';

const SQ_FT_PER_SQ_M = 1 / 0.09290304; // 10.763910416709722

export const STANDARD_AREA_UNITS = [
  { id: 'sqft', label: 'Square feet (sq ft)', short: 'sq ft', sqFt: 1 },
  { id: 'sqm', label: 'Square metres (sq m)', short: 'sq m', sqFt: SQ_FT_PER_SQ_M },
  { id: 'sqyd', label: 'Square yards (gaj)', short: 'gaj', sqFt: 9 },
  { id: 'acre', label: 'Acres', short: 'acre', sqFt: 43_560 },
  { id: 'hectare', label: 'Hectares', short: 'ha', sqFt: 10_000 * SQ_FT_PER_SQ_M },
] as const;

export const LOCAL_AREA_UNITS = [
  { id: 'bigha', label: 'Bigha', short: 'bigha' },
  { id: 'biswa', label: 'Biswa', short: 'biswa' },
  { id: 'kanal', label: 'Kanal', short: 'kanal' },
] as const;

export type StandardAreaUnit = (typeof STANDARD_AREA_UNITS)[number]['id'];
export type LocalAreaUnit = (typeof LOCAL_AREA_UNITS)[number]['id'];
export type ConverterUnit = StandardAreaUnit | LocalAreaUnit;

export const CONVERTER_UNITS: readonly { id: ConverterUnit; label: string; short: string }[] = [...STANDARD_AREA_UNITS, ...LOCAL_AREA_UNITS];

interface StateUnits {
  id: string;
  name: string;
  /** Square feet in one unit; a unit not used in the state is absent. */
  sqFt: Partial<Record<LocalAreaUnit, number>>;
  /** Where the factors come from. */
  source: string;
}

// Sources, cited by the entries below:
// [DoLR] Department of Land Resources, Ministry of Rural Development: state-wise conversion factors
//        of local land measurement units (NLRMP), as reproduced at
//        https://frontdesk.co.in/forum/showthread.php?tid=2261 : Haryana "4 Bigha-16 Biswa = 1 Acre",
//        "20 Marla = 1 Kanal", "8 Kanal = 1 Acre"; Rajasthan "1 Bigha = 165' x 165' = 27225 sq ft"
//        (Shahjahani jarib), "1 Bigha = 132' x 132' = 17424 sq ft" (Gantari jarib).
// [LMU]  "Land Measurement Units in India", https://www.examboard.in/2019/03/land-measurement-units-in-india.html :
//        pucca bigha 3025 sq yd and pucca biswa 151.25 sq yd (Bihar, Uttar Pradesh); kacha bigha 1008.3 sq yd;
//        bigha 968 sq yd and biswa 48.4 sq yd (Himachal Pradesh); kanal 5445 sq ft (Himachal Pradesh,
//        Haryana, Punjab, Jammu and Kashmir); 1 kottah = 720 sq ft, 20 kottah = 1 bigha (West Bengal).
// [PB]   Measurement of land in Punjab (Punjab Weights and Measures Act 1976), https://kampuspedia.com/en/Measurement_of_land_in_Punjab :
//        1 marla = 272.25 sq ft, 4 marla = 1 biswa, 20 marla = 1 kanal, 4 kanal = 1 bigha, 8 kanal = 1 acre.
// [PCE]  State-wise bigha table, https://procivilengineer.com/bigha/ : Uttar Pradesh 27,000, Madhya
//        Pradesh 12,000, Assam 14,400, Uttarakhand 6,804, Gujarat 17,427 sq ft.
// [BR]   Bihar revenue department's table as reported at https://www.happynewswebsite.com/2021/07/blog-post_284.html :
//        1 bigha = 20 katha = 2,500 sq m.
// A biswa is a twentieth of the state's bigha wherever the biswa is used ([LMU], [DoLR] "1 Bigha = 20 Biswa").
export const AREA_STATES = [
  { id: 'assam', name: 'Assam', sqFt: { bigha: 14_400 }, source: '[PCE]: 1 bigha = 5 katha of 2,880 sq ft.' },
  { id: 'bihar', name: 'Bihar', sqFt: { bigha: 2_500 * SQ_FT_PER_SQ_M }, source: '[BR]: 1 bigha = 2,500 sq m.' },
  { id: 'delhi', name: 'Delhi', sqFt: { bigha: 9_075, biswa: 453.75 }, source: '[LMU] kacha bigha 1008.3 sq yd (one third of the pucca 3025 sq yd), as in the Haryana records Delhi shares ([DoLR]).' },
  { id: 'gujarat', name: 'Gujarat', sqFt: { bigha: 17_424 }, source: '[DoLR] Gantari jarib bigha, 132 ft × 132 ft; [PCE] rounds it to 17,427.' },
  { id: 'haryana', name: 'Haryana', sqFt: { bigha: 9_075, biswa: 453.75, kanal: 5_445 }, source: '[DoLR]: 4.8 bigha = 1 acre (43,560 / 4.8 = 9,075 sq ft), 8 kanal = 1 acre.' },
  { id: 'himachal-pradesh', name: 'Himachal Pradesh', sqFt: { bigha: 8_712, biswa: 435.6, kanal: 5_445 }, source: '[LMU]: bigha 968 sq yd, biswa 48.4 sq yd, kanal 5445 sq ft.' },
  { id: 'jammu-kashmir', name: 'Jammu and Kashmir', sqFt: { kanal: 5_445 }, source: '[LMU]: kanal 5445 sq ft (20 marla).' },
  { id: 'madhya-pradesh', name: 'Madhya Pradesh', sqFt: { bigha: 12_000 }, source: '[PCE]: 1 bigha = 12,000 sq ft.' },
  { id: 'punjab', name: 'Punjab', sqFt: { bigha: 21_780, biswa: 1_089, kanal: 5_445 }, source: '[PB]: 1 bigha = 4 kanal, 1 biswa = 4 marla, 1 kanal = 20 marla of 272.25 sq ft.' },
  { id: 'rajasthan', name: 'Rajasthan', sqFt: { bigha: 27_225, biswa: 1_361.25 }, source: '[DoLR] pucca bigha, 165 ft × 165 ft (Shahjahani jarib).' },
  { id: 'uttar-pradesh', name: 'Uttar Pradesh', sqFt: { bigha: 27_000, biswa: 1_350 }, source: '[PCE]: 1 bigha = 27,000 sq ft.' },
  { id: 'uttarakhand', name: 'Uttarakhand', sqFt: { bigha: 6_804, biswa: 340.2 }, source: '[PCE]: 1 bigha = 6,804 sq ft.' },
  { id: 'west-bengal', name: 'West Bengal', sqFt: { bigha: 14_400 }, source: '[LMU]: 1 bigha = 20 kottah of 720 sq ft.' },
] as const satisfies readonly StateUnits[];

export type AreaState = (typeof AREA_STATES)[number]['id'];

/** Offered first: the state of the business's home market (Faridabad, Haryana). */
export const DEFAULT_AREA_STATE: AreaState = 'haryana';

export function findAreaState(id: string): StateUnits | undefined {
  return AREA_STATES.find((s) => s.id === id);
}

export const isLocalUnit = (unit: ConverterUnit): unit is LocalAreaUnit => LOCAL_AREA_UNITS.some((u) => u.id === unit);

/** Square feet in one `unit` in `state`, or undefined when the unit is not used there. */
export function squareFeetPer(unit: ConverterUnit, state: AreaState): number | undefined {
  if (isLocalUnit(unit)) return (findAreaState(state)?.sqFt as Partial<Record<LocalAreaUnit, number>> | undefined)?.[unit];
  return STANDARD_AREA_UNITS.find((u) => u.id === unit)?.sqFt;
}

/** `value` in `from` expressed in `to`, for a state; undefined when either unit is not used there. */
export function convertArea(value: number, from: ConverterUnit, to: ConverterUnit, state: AreaState): number | undefined {
  const a = squareFeetPer(from, state);
  const b = squareFeetPer(to, state);
  if (a === undefined || b === undefined) return undefined;
  return from === to ? value : (value * a) / b;
}

export const AREA_VALUE_MESSAGE = 'Enter the area as a number greater than 0, for example 1200 or 2.5.';

export type ConversionRow = { unit: ConverterUnit; label: string; value: number | undefined };

/**
 * The area typed by the visitor in every unit, for one state; or the problem with what was typed.
 * Units the state does not use have no value.
 */
export function convertToAll(input: string, from: ConverterUnit, state: AreaState): { ok: true; rows: ConversionRow[] } | { ok: false; error: string } {
  const value = parseDecimal(input);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, error: AREA_VALUE_MESSAGE };
  if (squareFeetPer(from, state) === undefined) {
    return { ok: false, error: `${CONVERTER_UNITS.find((u) => u.id === from)?.label} is not used in ${findAreaState(state)?.name}. Choose another unit or state.` };
  }
  return { ok: true, rows: CONVERTER_UNITS.map((u) => ({ unit: u.id, label: u.label, value: convertArea(value, from, u.id, state) })) };
}

/** A converted area for reading: Indian digit grouping, up to 4 decimals (6 below 0.01, so small values do not show as 0). */
export function formatArea(value: number): string {
  const decimals = Math.abs(value) < 0.01 ? 6 : 4;
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals }).format(value);
}
