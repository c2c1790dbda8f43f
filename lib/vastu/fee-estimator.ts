// The Vastu consultation fee estimator: its tables, the estimate and the Indian number format.
// Pure: no React, Next or database (used by the /cost-calculator page and its client component).
import { VASTU_AREA_RATES } from '../consultations/services';
import { parseDecimal, roundHalfUp } from './number';

export interface Choice<T extends string> {
  readonly id: T;
  readonly label: string;
}

export const PROPERTY_CATEGORIES = [
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
  { id: 'industrial', label: 'Industrial' },
] as const satisfies readonly Choice<string>[];

export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number]['id'];

/** The property types of each category, in the order they are offered; the first is the default. */
export const PROPERTY_TYPES = {
  residential: [
    { id: 'house', label: 'House' },
    { id: 'apartment', label: 'Apartment' },
    { id: 'bungalow', label: 'Bungalow' },
    { id: 'farmhouse', label: 'Farmhouse' },
    { id: 'plot', label: 'Plot' },
  ],
  commercial: [
    { id: 'shop', label: 'Shop' },
    { id: 'office', label: 'Office' },
    { id: 'hotel', label: 'Hotel' },
    { id: 'clinic', label: 'Clinic' },
    { id: 'mall', label: 'Mall' },
  ],
  industrial: [
    { id: 'factory', label: 'Factory' },
    { id: 'warehouse', label: 'Warehouse' },
    { id: 'shed', label: 'Shed' },
    { id: 'food', label: 'Food processing unit' },
    { id: 'plant', label: 'Plant' },
  ],
} as const satisfies Record<PropertyCategory, readonly [Choice<string>, ...Choice<string>[]]>;

export type PropertyType = (typeof PROPERTY_TYPES)[PropertyCategory][number]['id'];

export const SERVICE_LEVELS = [
  { id: 'basic', label: 'Basic Vastu check' },
  { id: 'detailed', label: 'Detailed Vastu report' },
  { id: 'onsite', label: 'On-site visit' },
] as const satisfies readonly Choice<string>[];

export type ServiceLevel = (typeof SERVICE_LEVELS)[number]['id'];

/** Units the area may be given in, with their size in square feet. */
export const AREA_UNITS = [
  { id: 'sqft', label: 'sq ft', name: 'square feet', sqFt: 1 },
  { id: 'sqm', label: 'sq m', name: 'square metres', sqFt: 10.7639 },
  { id: 'gaj', label: 'gaj', name: 'gaj (square yards)', sqFt: 9 },
] as const satisfies readonly (Choice<string> & { name: string; sqFt: number })[];

export type AreaUnit = (typeof AREA_UNITS)[number]['id'];

export interface Rate {
  /** Rupees per square foot of the property. */
  readonly perSqFt: number;
  /** Fixed charge of the service level, in rupees. */
  readonly serviceCharge: number;
}

/** The rates in rupees, from the one price table (lib/consultations/services.ts, in paise). */
export const RATES: Readonly<Record<PropertyCategory, Readonly<Record<ServiceLevel, Rate>>>> = Object.fromEntries(
  PROPERTY_CATEGORIES.map(({ id: category }) => [
    category,
    Object.fromEntries(
      SERVICE_LEVELS.map(({ id: level }) => {
        const rate = VASTU_AREA_RATES[category][level];
        return [level, { perSqFt: rate.perSqFtPaise / 100, serviceCharge: rate.serviceChargePaise / 100 }];
      }),
    ),
  ]),
) as Record<PropertyCategory, Record<ServiceLevel, Rate>>;

export const DEFAULT_CATEGORY: PropertyCategory = 'residential';
export const DEFAULT_LEVEL: ServiceLevel = 'basic';
export const DEFAULT_UNIT: AreaUnit = 'sqft';

export const INVALID_AREA_MESSAGE = 'Please enter a valid positive area value.';

export const ESTIMATE_NOTE = 'This is an estimate. The final price may vary after a review of the site layout and the scope of work.';

export function typesFor(category: PropertyCategory): readonly Choice<PropertyType>[] {
  return PROPERTY_TYPES[category];
}

/** The type selected when a category is chosen: the first of that category. */
export function defaultTypeFor(category: PropertyCategory): PropertyType {
  return PROPERTY_TYPES[category][0].id;
}

export function isTypeOf(category: PropertyCategory, type: string): type is PropertyType {
  return typesFor(category).some((t) => t.id === type);
}

export function labelOf<T extends string>(choices: readonly Choice<T>[], id: T): string {
  return choices.find((c) => c.id === id)?.label ?? id;
}

export function toSquareFeet(area: number, unit: AreaUnit): number {
  const def = AREA_UNITS.find((u) => u.id === unit);
  if (!def) throw new RangeError(`Unknown area unit: ${String(unit)}`);
  return area * def.sqFt;
}

export type AreaValidation = { ok: true; area: number } | { ok: false; error: string };

/** The area as typed: a number greater than 0 ("2000", "2,000", "12.5"), or the error to show. */
export function validateArea(input: string | number | null | undefined): AreaValidation {
  const area = parseDecimal(input);
  return Number.isFinite(area) && area > 0 ? { ok: true, area } : { ok: false, error: INVALID_AREA_MESSAGE };
}

export interface FeeInput {
  category: PropertyCategory;
  level: ServiceLevel;
  /** In `unit`; validate it first with `validateArea` (the estimate itself accepts any finite number). */
  area: number;
  unit: AreaUnit;
}

export interface FeeEstimate {
  /** The area converted to square feet (not rounded). */
  areaSqFt: number;
  /** Rupees per square foot. */
  baseRate: number;
  /** Whole rupees: base rate × area in sq ft, rounded half up. */
  areaCost: number;
  /** Whole rupees. */
  serviceCharge: number;
  /** Whole rupees: max(0, round(base rate × area in sq ft + service charge)). */
  total: number;
}

/**
 * The estimated fee. Money is whole rupees: the area cost is rounded half up to the nearest
 * rupee (see `roundHalfUp`) and the service charge is already whole, so the total,
 * max(0, areaCost + serviceCharge), is exactly max(0, round(base rate × area + service charge))
 * and the parts shown always add up to it.
 */
export function estimateVastuFee({ category, level, area, unit }: FeeInput): FeeEstimate {
  if (!Number.isFinite(area)) throw new RangeError('The area must be a finite number.');
  const rate = RATES[category]?.[level];
  if (!rate) throw new RangeError(`No rate for ${String(category)} / ${String(level)}`);
  const areaSqFt = toSquareFeet(area, unit);
  const areaCost = roundHalfUp(rate.perSqFt * areaSqFt);
  return {
    areaSqFt,
    baseRate: rate.perSqFt,
    areaCost,
    serviceCharge: rate.serviceCharge,
    total: Math.max(0, areaCost + rate.serviceCharge),
  };
}

/** The price, in paise, of a consultation priced by area: the estimate's whole-rupee total. */
export function areaPricePaise(input: FeeInput): number {
  return estimateVastuFee(input).total * 100;
}

const indianFormats = new Map<number, Intl.NumberFormat>();

/** A number grouped the Indian way (12,34,567), rounded half up to at most `maxDecimals` places. */
export function formatIndianNumber(n: number, maxDecimals = 0): string {
  let format = indianFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: maxDecimals });
    indianFormats.set(maxDecimals, format);
  }
  return format.format(roundHalfUp(n, maxDecimals));
}

/** Whole rupees with the rupee sign, grouped the Indian way: ₹1,23,456. */
export function formatInr(n: number): string {
  const rupees = roundHalfUp(n);
  return rupees < 0 ? `-₹${formatIndianNumber(-rupees)}` : `₹${formatIndianNumber(rupees)}`;
}
