import './zod-jitless';
import { z } from 'zod';
import { indiaToday, preferredDateProblem } from '@/lib/consultations/booking-dates';
import { toIndiaIso, type SlotTimes } from '@/lib/experts';
import { CONSULTATION_MODES, TIME_WINDOWS, type BookingActorKind, type BookingStatus, type ConsultationMode, type TimeWindow } from '@/lib/consultations/booking-status';
import type { ExpertKind } from '@/lib/experts';
import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { findBookableService, type BookableService, type BookingDetailsKind } from '@/lib/consultations/services';
import { defaultModeOf, MODE_MESSAGE, modesOf, VISIT_NOT_OFFERED_MESSAGE } from '@/lib/consultations/modes';
import {
  AREA_UNITS,
  isTypeOf,
  PROPERTY_CATEGORIES,
  SERVICE_LEVELS,
  toSquareFeet,
  validateArea,
  type PropertyType,
} from '@/lib/vastu/fee-estimator';
import { STATE_CODES } from '@/lib/invoices/states';
import { isCalendarDate, kundliRequestSchema } from './astrology';
import { textField } from './text-field';

// Services, bookings and their history (issue 10). The catalog and the states are owned by
// lib/consultations; this file says what a request may carry and what an answer holds.

// ---------------------------------------------------------------- requests

/** What a Vastu booking needs to know about the property. */
export const PROPERTY_TYPES = ['flat', 'independent house', 'villa', 'plot', 'office', 'shop', 'factory', 'other'] as const;

export const propertyDetailsSchema = z.object({
  address: textField('Address', 300).trim().min(5, 'Enter the property address.'),
  city: textField('City', 100).trim().min(2, 'Enter the city.'),
  propertyType: textField('Property type', 40)
    .trim()
    .toLowerCase()
    .pipe(z.enum(PROPERTY_TYPES, { error: `Choose the property type: ${PROPERTY_TYPES.join(', ')}.` })),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

const BIRTH_TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

// The kundli form's own rules for the name, the birth place and its coordinates.
const kundliFields = kundliRequestSchema.shape;

export const birthDetailsSchema = z.object({
  name: kundliFields.name,
  dob: textField('Date of birth', 20)
    .trim()
    .refine(isCalendarDate, 'Date of birth must be a real date in the form YYYY-MM-DD.'),
  birthTime: textField('Birth time', 16).trim().regex(BIRTH_TIME, 'Birth time must be HH:MM (24-hour clock).'),
  birthPlace: kundliFields.birthPlace,
  latitude: kundliFields.latitude,
  longitude: kundliFields.longitude,
});
export type BirthDetails = z.infer<typeof birthDetailsSchema>;

export const detailsSchemaFor = (kind: BookingDetailsKind) => (kind === 'property' ? propertyDetailsSchema : birthDetailsSchema);

/** Largest property a booking priced by area takes (sq ft); beyond it the fee is quoted in person. */
export const MAX_PRICED_AREA_SQ_FT = 1_000_000;

const ids = <T extends string>(choices: readonly { id: T }[]) => choices.map((c) => c.id) as [T, ...T[]];

/**
 * The fee estimate a booking priced by area carries (the cost estimator's choices), from the
 * booking page's address or the booking request. The server works the price out from it.
 */
export const feeEstimateSelectionSchema = z
  .object({
    category: z.enum(ids(PROPERTY_CATEGORIES), { error: 'Choose the property category: residential, commercial or industrial.' }),
    type: textField('Property type', 40).trim(),
    level: z.enum(ids(SERVICE_LEVELS), { error: 'Choose the service level: basic, detailed or on-site.' }),
    area: z.union([z.number(), textField('Area', 30)]).transform((value, ctx) => {
      const checked = validateArea(value);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.error });
        return z.NEVER;
      }
      return checked.area;
    }),
    unit: z.enum(ids(AREA_UNITS), { error: 'Choose the area unit: sq ft, sq m or gaj.' }),
  })
  .superRefine((value, ctx) => {
    if (!isTypeOf(value.category, value.type)) ctx.addIssue({ code: 'custom', path: ['type'], message: 'Choose a property type of the chosen category.' });
    if (toSquareFeet(value.area, value.unit) > MAX_PRICED_AREA_SQ_FT) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: 'For a property larger than 10,00,000 sq ft, please contact us for a quote.' });
    }
  })
  .transform((v): FeeEstimateSelection => v as FeeEstimateSelection);

/** The booking form's property type for each of the estimator's types (prefilled; the visitor may change it). */
export const BOOKING_PROPERTY_TYPE_OF: Readonly<Record<PropertyType, (typeof PROPERTY_TYPES)[number]>> = {
  house: 'independent house',
  apartment: 'flat',
  bungalow: 'villa',
  farmhouse: 'other',
  plot: 'plot',
  shop: 'shop',
  office: 'office',
  hotel: 'other',
  clinic: 'other',
  mall: 'other',
  factory: 'factory',
  warehouse: 'other',
  shed: 'other',
  food: 'factory',
  plant: 'factory',
};

export const BOOKING_NOTE_MAX_LENGTH = 1000;
/** Longest expert slug a booking may name (slugs are made from a name and a short suffix). */
export const EXPERT_SLUG_MAX_LENGTH = 120;

/** The customer's own name and state, asked once (at the first booking) and kept on the account. */
export const customerNameSchema = textField('Your name', 100).trim().min(2, 'Enter your name as it should appear on your invoice.');
export const customerStateSchema = z.enum(STATE_CODES, { error: 'Choose your state or union territory: it is the place of supply on your GST invoice.' });

const TIME_WINDOW_MESSAGE = 'Choose a time window: morning, afternoon or evening.';
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
/** An ISO time with its offset, as the slots list writes it. */
const SLOT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A slot's start as the slots list writes it: an ISO time with its offset that names a real instant. */
export const isSlotTime = (v: string) => SLOT_TIME.test(v) && Number.isFinite(Date.parse(v));
export const SLOT_START_MESSAGE = 'slotStart must be the start of one of the free slots, such as 2026-12-01T09:30:00+05:30.';

/** The time window a slot falls in, India time: morning before noon, afternoon before 17:00, then evening. */
export function timeWindowOf(start: Date): TimeWindow {
  const hour = Number(toIndiaIso(start).slice(11, 13));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** Said when a booking names an expert who is unknown, unpublished or of the other kind. */
export const UNAVAILABLE_EXPERT_MESSAGE = 'The expert you chose is not available for this service. Remove the choice to book with any of our experts, or choose another expert.';

/**
 * POST /api/bookings. The price is not part of it: the server takes it from the catalog, and any
 * amount a client sends is dropped by the schema. `details` is checked against what the chosen
 * service needs, and its problems are reported under `details.<field>`.
 */
export const createBookingRequestSchema = z
  .object({
    serviceSlug: textField('serviceSlug', 80)
      .trim()
      .refine((slug) => findBookableService(slug) !== undefined, 'Choose one of the services we offer.'),
    // A booking on a time slot (slotStart) takes its date and window from the slot; one without
    // asks for a preferred date and window, and the admin calls back to agree the time.
    preferredDate: textField('Preferred date', 20)
      .trim()
      .optional()
      .superRefine((value, ctx) => {
        const problem = value === undefined ? null : preferredDateProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    timeWindow: z.enum(TIME_WINDOWS, { error: TIME_WINDOW_MESSAGE }).optional(),
    /** The start of one of the free slots of GET /api/experts/{slug}/slots; the server checks it is still free. */
    slotStart: textField('slotStart', 40, { tooLong: SLOT_START_MESSAGE })
      .trim()
      .optional()
      .refine((v) => v === undefined || isSlotTime(v), SLOT_START_MESSAGE),
    details: z.unknown(),
    note: textField('Note', BOOKING_NOTE_MAX_LENGTH).trim().optional().default(''),
    /** Only for a service priced by area, where it is required; any other service ignores it. */
    estimate: feeEstimateSelectionSchema.optional(),
    // The expert chosen on /astrologers/{slug}, by slug. Only a name to look up: the server
    // checks it is a published expert of the service's kind and stores that profile's id.
    expertSlug: textField('Expert', EXPERT_SLUG_MAX_LENGTH)
      .trim()
      .optional()
      .transform((slug) => slug || undefined),
    // Asked by the form while the account has none; stored on the account by the first booking
    // that carries them, ignored once the account has them (they are changed on the account).
    customerName: customerNameSchema.optional(),
    customerState: customerStateSchema.optional(),
    // How the consultation takes place; absent: the service's usual way (defaultModeOf).
    mode: z.enum(CONSULTATION_MODES, { error: MODE_MESSAGE }).optional(),
  })
  // Without a slot, the date and the window are required. Checked even when other fields have
  // problems (`when`), so that a form shows every missing field at once.
  .refine((r) => r.slotStart !== undefined || r.preferredDate !== undefined, { path: ['preferredDate'], message: 'Preferred date is required.', when: isObjectPayload })
  .refine((r) => r.slotStart !== undefined || r.timeWindow !== undefined, { path: ['timeWindow'], message: TIME_WINDOW_MESSAGE, when: isObjectPayload })
  .transform((request, ctx) => {
    const service = findBookableService(request.serviceSlug);
    if (!service) return z.NEVER; // already reported by serviceSlug
    if (service.pricing === 'by-area' && !request.estimate) {
      ctx.addIssue({ code: 'custom', path: ['estimate'], message: 'This consultation is priced from a fee estimate: start from the cost estimator.' });
      return z.NEVER;
    }
    const estimate = service.pricing === 'by-area' ? request.estimate : undefined;
    const modes = modesOf(service);
    if (request.mode && modes.length > 0 && !modes.includes(request.mode)) {
      ctx.addIssue({ code: 'custom', path: ['mode'], message: request.mode === 'visit' ? VISIT_NOT_OFFERED_MESSAGE : MODE_MESSAGE });
      return z.NEVER;
    }
    // A report has no appointment, so no mode: any one sent is dropped.
    const mode = modes.length === 0 ? null : (request.mode ?? defaultModeOf(service));
    const details = detailsSchemaFor(service.details).safeParse(request.details ?? {});
    if (!details.success) {
      for (const issue of details.error.issues) ctx.addIssue({ ...issue, path: ['details', ...issue.path] } as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    }
    const slotStart = request.slotStart ? new Date(request.slotStart) : null;
    const slot = slotStart ? { preferredDate: indiaToday(slotStart), timeWindow: timeWindowOf(slotStart) } : null;
    return {
      ...request,
      preferredDate: slot?.preferredDate ?? request.preferredDate!,
      timeWindow: slot?.timeWindow ?? request.timeWindow!,
      estimate,
      mode,
      details: details.data as PropertyDetails | BirthDetails,
    };
  });
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof createBookingRequestSchema>;

// ---------------------------------------------------------------- responses

/** One service as GET /api/services lists it. */
export type ServiceData = BookableService;

/** GET /api/services: public, cacheable. */
export interface ServicesResponse {
  status: 'success';
  data: ServiceData[];
}

/** One change of state in a booking's history. */
export interface BookingEventData {
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actorKind: BookingActorKind;
  note: string | null;
  createdAt: string;
}

/** The expert a booking was made with: their name, and their page while it is published. */
export interface BookingExpertData {
  slug: string;
  name: string;
  kind: ExpertKind;
}

/** A booking as its owner sees it (never another user's). */
export interface BookingData {
  _id: string;
  /** The short number customers quote, e.g. "AVK-2612-0042" (null only for bookings made before numbers). */
  number: string | null;
  serviceSlug: string;
  serviceTitle: string;
  amountPaise: number;
  status: BookingStatus;
  preferredDate: string;
  timeWindow: TimeWindow;
  details: PropertyDetails | BirthDetails;
  /** The fee estimate a booking priced by area was made from (its price was worked out from it). */
  estimate?: FeeEstimateSelection;
  note: string;
  /** The expert chosen when booking (or given the booking for "any expert" on a slot), or null for "any of our experts". */
  expert: BookingExpertData | null;
  /** The time slot booked (ISO, India time), or null for a booking on a preferred time window. */
  slot: SlotTimes | null;
  scheduledFor: string | null;
  /** How the consultation takes place (null on reports and on bookings made before customers chose). */
  mode: ConsultationMode | null;
  /** The video call's address, once the expert has added it. */
  meetingLink: string | null;
  /** What the expert wrote when marking the consultation done. */
  expertSummary: string | null;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  history: BookingEventData[];
  /** The GST tax invoice (issued with the payment) and the credit note of a refund, when issued. */
  invoice: TaxDocumentRef | null;
  creditNote: TaxDocumentRef | null;
}

/** A tax document of a booking: its number and date; the PDF is at `href` (owner and admins only). */
export interface TaxDocumentRef {
  number: string;
  issuedAt: string;
  href: string;
}

/** POST /api/bookings (201), GET /api/bookings/{id}, POST /api/bookings/{id}/cancel. */
export interface BookingResponse {
  status: 'success';
  message: string;
  data: BookingData;
}

/** GET /api/bookings: newest first. */
export interface BookingListResponse {
  status: 'success';
  data: BookingData[];
}
