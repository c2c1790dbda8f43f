import './zod-jitless';
import { z } from 'zod';
import { isIsoDate } from '../consultations/booking-dates';
import { CONSULTATION_MODES } from '../consultations/booking-status';
import { MODE_MESSAGE } from '../consultations/modes';
import { HORIZON_DAYS, WEEKDAY_KEYS, type ExpertKind, type SlotTimes, type WeekdayKey, type WeeklyHours } from '../experts';
import { textField } from './text-field';

// The one list of bookable experts (the team and every approved expert) and their free time
// slots: GET /api/experts and GET /api/experts/{slug}/slots. The rules behind them (hours, slots,
// offers) are lib/experts; this file says what a request may carry and what an answer holds.

/** A service as an expert offers it: the price charged (paise) and the slot's length (null: no appointment). */
export interface ExpertServiceData {
  slug: string;
  title: string;
  amountPaise: number;
  minutes: number | null;
}

/** One expert of GET /api/experts. */
export interface BookableExpertData {
  slug: string;
  name: string;
  kind: ExpertKind;
  /** 'team': the business's own consultant (content/team.ts); 'approved': an approved applicant. */
  source: 'team' | 'approved';
  languages: string[];
  imageUrl: string | null;
  /** The page about this expert. */
  path: string;
  services: ExpertServiceData[];
  /** The first free slot of the expert's main service within the next 30 days, or null. */
  nextFree: SlotTimes | null;
  /** The average of the visible reviews, null below MIN_REVIEWS_FOR_AVERAGE (lib/experts/reviews.ts). */
  rating: number | null;
  /** Visible reviews (an admin may hide one). */
  reviewCount: number;
}

export interface ExpertListResponse {
  status: 'success';
  data: BookableExpertData[];
}

export interface SlotListResponse {
  status: 'success';
  data: SlotTimes[];
}

export const SLOT_DAYS_MESSAGE = `days must be a whole number from 1 to ${HORIZON_DAYS}.`;
export const SLOT_FROM_MESSAGE = 'from must be a date written YYYY-MM-DD.';

/**
 * The query of GET /api/services/{slug}/slots. Dates are India dates; `from` defaults to today,
 * `days` to the whole horizon; `mode=visit` asks for the half-day slots of a visit.
 */
export const serviceSlotQuerySchema = z.object({
  from: textField('from', 10, { tooLong: SLOT_FROM_MESSAGE })
    .trim()
    .optional()
    .refine((v) => !v || isIsoDate(v), SLOT_FROM_MESSAGE),
  days: textField('days', 3, { tooLong: SLOT_DAYS_MESSAGE })
    .optional()
    .transform((v) => (v === undefined || v === '' ? HORIZON_DAYS : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= HORIZON_DAYS, SLOT_DAYS_MESSAGE),
  mode: z.enum(CONSULTATION_MODES, { error: MODE_MESSAGE }).optional(),
});
export type ServiceSlotQuery = z.infer<typeof serviceSlotQuerySchema>;

/** The query of GET /api/experts/{slug}/slots: the same, naming the service. */
export const slotQuerySchema = serviceSlotQuerySchema.extend({
  service: textField('service', 80, { required: 'Name the service: ?service=<slug>.' }).trim().min(1, 'Name the service: ?service=<slug>.'),
});
export type SlotQuery = z.infer<typeof slotQuerySchema>;

/** Said when the expert of the address is not in the list (unknown, unpublished). */
export const UNKNOWN_EXPERT_MESSAGE = 'No expert has this name.';
export const UNKNOWN_SERVICE_MESSAGE = 'No service has this slug.';
/** Said when the expert does not take the service. */
export const notOfferedMessage = (expertName: string, serviceTitle: string) => `${expertName} does not offer ${serviceTitle}. Choose one of their services or another expert.`;
/** Said when the service has no appointment (a written report). */
export const noSlotsMessage = (serviceTitle: string) => `${serviceTitle} is delivered without an appointment, so it has no time slots.`;

// ---------------------------------------------------------------- an expert's hours and days off (console)

const clockTime = z.string({ error: 'Times must be HH:MM (24-hour).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be HH:MM (24-hour).');
const timeRangeSchema = z.object({ start: clockTime, end: clockTime }).refine((r) => r.end > r.start, 'Each range of hours must end after it starts.');

/** Weekly hours (lib/experts/hours.ts WeeklyHours): per weekday key, at most 6 ranges in India time. */
export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, z.array(timeRangeSchema).max(6, 'At most 6 ranges of hours a day.').optional()])) as Record<WeekdayKey, z.ZodOptional<z.ZodArray<typeof timeRangeSchema>>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Weekdays are written mon, tue, wed, thu, fri, sat and sun.' : 'hours must be an object of weekdays.') },
);

/** Days off are set up to a year ahead. */
export const DAYS_OFF_MAX = 366;

/**
 * PUT /api/admin/experts/{slug}/availability: the expert's weekly hours (replacing where the list
 * reads them first; null goes back to those), and their days off from today on (replacing them).
 * A field left out is left as it is.
 */
export const expertAvailabilityUpdateSchema = z.object({
  hours: weeklyHoursSchema.nullable().optional(),
  daysOff: z
    .array(z.string({ error: 'Days off are dates written YYYY-MM-DD.' }).refine(isIsoDate, 'Days off are dates written YYYY-MM-DD.'), { error: 'daysOff must be a list of dates.' })
    .max(DAYS_OFF_MAX, `At most ${DAYS_OFF_MAX} days off.`)
    .optional(),
});
export type ExpertAvailabilityUpdate = z.infer<typeof expertAvailabilityUpdateSchema>;

/** An expert's hours and days off, as the console reads and writes them. */
export interface ExpertAvailabilityResponse {
  status: 'success';
  data: { slug: string; hours: WeeklyHours; daysOff: string[] };
}

// ---------------------------------------------------------------- an expert's own prices (console)

/** Highest own price the console may set (₹5,00,000): a typo guard, far above any catalogue price. */
export const EXPERT_PRICE_MAX_PAISE = 50_000_000;
/** Lowest own price (₹100): a consultation is never given away by a mistyped amount. */
export const EXPERT_PRICE_MIN_PAISE = 10_000;
const PRICE_MESSAGE = `amountPaise must be a whole number of paise from ${EXPERT_PRICE_MIN_PAISE} to ${EXPERT_PRICE_MAX_PAISE}, or null for the catalogue's price.`;

/**
 * PUT /api/admin/experts/{slug}/prices: the expert's own price of some services (integer paise),
 * or null to go back to the catalogue's. Services left out keep their price.
 */
export const expertPricesUpdateSchema = z.object({
  prices: z
    .array(
      z.object({
        serviceSlug: textField('serviceSlug', 80, { required: 'Each price names its service: serviceSlug.' }).trim().min(1, 'Each price names its service: serviceSlug.'),
        amountPaise: z
          .number({ error: PRICE_MESSAGE })
          .int(PRICE_MESSAGE)
          .min(EXPERT_PRICE_MIN_PAISE, PRICE_MESSAGE)
          .max(EXPERT_PRICE_MAX_PAISE, PRICE_MESSAGE)
          .nullable(),
      }),
      { error: 'prices must be a list of { serviceSlug, amountPaise }.' },
    )
    .min(1, 'Give at least one price.')
    .max(20, 'At most 20 prices at once.')
    .refine((list) => new Set(list.map((p) => p.serviceSlug)).size === list.length, 'Name each service once.'),
});
export type ExpertPricesUpdate = z.infer<typeof expertPricesUpdateSchema>;

/** An expert's services at the price charged (own or catalogue), as the console reads and writes them. */
export interface ExpertPricesResponse {
  status: 'success';
  data: { slug: string; services: (ExpertServiceData & { catalogueAmountPaise: number; own: boolean })[] };
}
