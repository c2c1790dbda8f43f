import './zod-jitless';
import { z } from 'zod';
import { textField, TEXT_MAX_LENGTH } from './text-field';

// Expert profile applications (SPEC 2.23, 2.24, 3, 5): the defaults and the schemas of the two
// multipart requests, with the spec's messages. The forms check their fields with these same
// schemas (plus the image, which the routes read from the upload), so the rules live here once.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Slot {
  start: string; // HH:MM
  end: string; // HH:MM
}
export interface DayAvailability {
  available: boolean;
  slots: Slot[];
}
export type WeeklyAvailability = Record<Weekday, DayAvailability>;

export const NEW_DAY_SLOT: Slot = { start: '09:00', end: '12:00' };
export const ADDED_SLOT: Slot = { start: '09:00', end: '10:00' };

export function defaultAvailability(): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { available: true, slots: [{ ...NEW_DAY_SLOT }] }])) as WeeklyAvailability;
}

/** Examples the astrologer form shows as placeholders (never sent as values), and the call fee. */
export const ASTROLOGER_DEFAULTS = {
  bio: 'Expert in Vedic Astrology',
  expertise: ['Vedic', 'Numerology', 'Tarot'],
  languages: ['Hindi', 'English'],
  feePerMinCall: 0,
} as const;

/** What a new Vastu profile starts with on the server; not shown to the applicant. */
export const VASTU_DEFAULTS = { rating: 0, satisfiedUsers: 0, reviews: 0 } as const;

/** "Vedic, Numerology , ,Tarot" -> ["Vedic", "Numerology", "Tarot"] */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ---------------------------------------------------------------- schemas

const hhmm = textField('Times', 5, { tooLong: 'Times must be HH:MM (24-hour).' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be HH:MM (24-hour).');
const slotSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((s) => s.end > s.start, 'Each time slot must end after it starts.');
const daySchema = z.object({ available: z.boolean(), slots: z.array(slotSchema).max(12, 'At most 12 slots a day.') });
export const weeklyAvailabilitySchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, daySchema])) as Record<Weekday, typeof daySchema>)
  .refine((w) => WEEKDAYS.every((d) => !w[d].available || w[d].slots.length > 0), 'An available day needs at least one time slot.');

/** A JSON text field of a multipart form (a week of slots is about 1 kB). */
export function jsonField<T extends z.ZodType>(schema: T, label: string) {
  return textField(label, 4 * TEXT_MAX_LENGTH).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label} must be valid JSON.` });
      return z.NEVER;
    }
  }).pipe(schema);
}

const NO_AVAILABLE_DAY = 'At least one day must be marked as available';
const hasAvailableDay = (week: WeeklyAvailability) => WEEKDAYS.some((d) => week[d]?.available === true);

const numberText = (message: string) => textField('A number', 32, { required: message, tooLong: message });
const positive = (message: string) =>
  z.union([numberText(message), z.number()]).transform((v) => Number(v)).refine((n) => Number.isFinite(n) && n > 0 && n < 1e6, message);
const nonNegative = (message: string) =>
  z.union([numberText(message), z.number()]).optional().transform((v) => (v === undefined || v === '' ? 0 : Number(v))).refine((n) => Number.isFinite(n) && n >= 0 && n < 1e6, message);
const text = (label: string, max: number, message: string) =>
  textField(label, max, { required: message, tooLong: `${label} must be at most ${max} characters.` }).trim().min(1, message);
const optionalText = (label: string, max: number) => textField(label, max).trim().optional();
const list = (label: string) => z.array(textField(label, 60).trim().min(1, `${label} must not be empty.`)).max(30, `At most 30 ${label}.`);

export const astrologerApplicationSchema = z.object({
  name: text('Name', 80, 'Name is required.'),
  email: textField('Email', 254, { required: 'Email is required.', tooLong: 'Enter a valid email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required.')
    .pipe(z.email('Enter a valid email address.')),
  mobile: textField('Mobile', 15, { required: 'Enter a valid mobile number.', tooLong: 'Enter a valid mobile number.' }).trim().min(10, 'Enter a valid mobile number.'),
  astrologerId: optionalText('Astrologer ID', 64),
  // No generic text in the expert's name: an empty bio stays empty (the form shows the default as a placeholder).
  bio: textField('Bio', TEXT_MAX_LENGTH).trim().optional().default(''),
  expertise: jsonField(list('expertise entries'), 'expertise'),
  languages: jsonField(list('languages'), 'languages'),
  experienceYears: positive('Experience must be greater than 0.'),
  feePerMinChat: positive('Please enter Chat fee per minute.'),
  feePerMinCall: nonNegative('Call fee must be 0 or more.'),
  feePerMinVideo: positive('Please enter Video fee per minute.'),
  schedule: jsonField(weeklyAvailabilitySchema, 'schedule'),
});
export type AstrologerApplication = z.infer<typeof astrologerApplicationSchema>;

export const vastuAstrologerApplicationSchema = z.object({
  name: text('Name', 80, 'Name is required'),
  exp: positive('Experience must be greater than 0'),
  charge: positive('Charge must be greater than 0'),
  industryExp: textField('Industry experience', 200).trim().optional().default(''),
  commercialExp: textField('Commercial experience', 200).trim().optional().default(''),
  residentialExp: textField('Residential experience', 200).trim().optional().default(''),
  countriesAcrossTheWorld: nonNegative('Countries must be a number.'),
  educationBackground: text('Education background', 300, 'Education background is required'),
  projectsAcross: nonNegative('Projects must be a number.'),
  skills: jsonField(list('skills').min(1, 'At least one skill is required'), 'skills'),
  vastuAstrologerId: text('Vastu Astrologer ID', 64, 'Vastu Astrologer ID is required'),
  availability: jsonField(
    weeklyAvailabilitySchema.refine(hasAvailableDay, NO_AVAILABLE_DAY),
    'availability',
  ),
  email: textField('Email', 254, { tooLong: 'Enter a valid email address.' }).trim().toLowerCase().pipe(z.email('Enter a valid email address.')).optional(),
  mobile: optionalText('Mobile', 15),
});
export type VastuAstrologerApplication = z.infer<typeof vastuAstrologerApplicationSchema>;

/** Reply of POST /api/talktoastrologer (SPEC 7). */
export interface AstrologerApplicationResponse {
  status: 'success';
  message: string;
  name: string;
  file: string;
}

/** Reply of POST /api/astrologers (SPEC 7: the client reads a truthy status and message). */
export interface VastuApplicationResponse {
  status: true;
  message: string;
  file: string;
}

// ---------------------------------------------------------------- the forms' view

export const ASTROLOGER_IMAGE_REQUIRED = 'Profile image is required.';
export const VASTU_IMAGE_REQUIRED = 'Profile image is required';

/** The profile image as a form holds it: the chosen file, or the kept photo's URL on a change, else null. The routes check the upload itself. */
const chosenImage = (message: string) => z.custom<Blob>((v) => v !== null && v !== undefined, message);

// The forms leave the slots' times to the server (SPEC 5: no end-after-start check in the browser),
// so a refusal for them comes back with the server's own message.

/** What the astrologer form checks before sending: the request's fields but the schedule, and the chosen image. */
export const astrologerFormSchema = astrologerApplicationSchema.extend({ schedule: z.string(), image: chosenImage(ASTROLOGER_IMAGE_REQUIRED) });

/** What the Vastu astrologer form checks before sending: the request's fields, one available day, and the chosen image. */
export const vastuAstrologerFormSchema = vastuAstrologerApplicationSchema.extend({
  availability: jsonField(z.custom<WeeklyAvailability>((v) => typeof v === 'object' && v !== null).refine(hasAvailableDay, NO_AVAILABLE_DAY), 'availability'),
  image: chosenImage(VASTU_IMAGE_REQUIRED),
});

// ---------------------------------------------------------------- the applicant's own view

/** Where an application stands, as its applicant reads it (the console has its own words). */
export const OWN_APPLICATION_STATUS_LABELS = { pending: 'Under review', approved: 'Approved', rejected: 'Not approved' } as const;
export type OwnApplicationStatus = keyof typeof OWN_APPLICATION_STATUS_LABELS;

/** The signed-in applicant's latest application of one kind, with the fields as sent (to fill the form again). */
export type OwnApplication = { status: OwnApplicationStatus; submittedAt: string; updatedAt: string; imageUrl: string | null } & (
  | { kind: 'astrologer'; profile: Partial<AstrologerApplication> }
  | { kind: 'vastu-astrologer'; profile: Partial<VastuAstrologerApplication> }
);

/** Reply of GET /api/users/me/expert-applications: at most one application per kind, the newest. */
export interface OwnApplicationsResponse {
  status: 'success';
  data: OwnApplication[];
}
