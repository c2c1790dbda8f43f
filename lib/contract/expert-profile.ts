import './zod-jitless';
import { z } from 'zod';
import { textField, TEXT_MAX_LENGTH } from './text-field';

// Expert profile applications (SPEC 2.23, 2.24, 3, 5): the defaults, the client's validation in
// the spec's order with its exact messages, and the server's schemas (the same rules again,
// plus a slot's end after its start).

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

export const ASTROLOGER_DEFAULTS = {
  bio: 'Expert in Vedic Astrology',
  expertise: ['Vedic', 'Numerology', 'Tarot'],
  languages: ['Hindi', 'English'],
  feePerMinCall: 0,
} as const;

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

// ---------------------------------------------------------------- client-side validation

export interface AstrologerFormValues {
  name: string;
  email: string;
  mobile: string;
  experienceYears: string | number;
  feePerMinChat: string | number;
  feePerMinVideo: string | number;
}

const num = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem, in the spec's order (SPEC 5), or null. */
export function firstAstrologerProblem(v: AstrologerFormValues, hasImage: boolean): string | null {
  if (!v.name.trim()) return '⚠️ Name is required.';
  if (!v.email.trim()) return '⚠️ Email is required.';
  if (!SIMPLE_EMAIL.test(v.email.trim())) return '⚠️ Enter a valid email address.';
  if (v.mobile.trim().length < 10) return '⚠️ Enter a valid mobile number.';
  if (!(num(v.experienceYears) > 0)) return '⚠️ Experience must be greater than 0.';
  if (!(num(v.feePerMinChat) > 0)) return '⚠️ Please enter Chat fee per minute.';
  if (!(num(v.feePerMinVideo) > 0)) return '⚠️ Please enter Video fee per minute.';
  if (!hasImage) return '⚠️ Profile image is required.';
  return null;
}

export interface VastuFormValues {
  name: string;
  exp: string | number;
  charge: string | number;
  educationBackground: string;
  vastuAstrologerId: string;
  skills: string;
}

export type VastuField = 'name' | 'exp' | 'charge' | 'educationBackground' | 'vastuAstrologerId' | 'image' | 'skills' | 'availability';

/** Per-field problems, in the order the spec lists them (the page scrolls to the first). */
export function vastuProblems(v: VastuFormValues, hasImage: boolean, availability: WeeklyAvailability): Partial<Record<VastuField, string>> {
  const errors: Partial<Record<VastuField, string>> = {};
  for (const field of ['name', 'exp', 'charge', 'educationBackground', 'vastuAstrologerId'] as const) {
    const message = vastuFieldProblem(field, v);
    if (message) errors[field] = message;
  }
  if (!hasImage) errors.image = 'Profile image is required';
  if (parseList(v.skills).length === 0) errors.skills = 'At least one skill is required';
  if (!WEEKDAYS.some((d) => availability[d].available)) errors.availability = 'At least one day must be marked as available';
  return errors;
}

/** The checks that also run when leaving a field (SPEC 5). */
export function vastuFieldProblem(field: 'name' | 'exp' | 'charge' | 'educationBackground' | 'vastuAstrologerId', v: VastuFormValues): string | null {
  switch (field) {
    case 'name':
      return v.name.trim() ? null : 'Name is required';
    case 'exp':
      return num(v.exp) > 0 ? null : 'Experience must be greater than 0';
    case 'charge':
      return num(v.charge) > 0 ? null : 'Charge must be greater than 0';
    case 'educationBackground':
      return v.educationBackground.trim() ? null : 'Education background is required';
    case 'vastuAstrologerId':
      return v.vastuAstrologerId.trim() ? null : 'Vastu Astrologer ID is required';
  }
}

// ---------------------------------------------------------------- server-side schemas

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
  email: textField('Email', 254, { required: 'Email is required.', tooLong: 'Enter a valid email address.' }).trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  mobile: textField('Mobile', 15, { required: 'Enter a valid mobile number.', tooLong: 'Enter a valid mobile number.' }).trim().min(10, 'Enter a valid mobile number.'),
  astrologerId: optionalText('Astrologer ID', 64),
  bio: textField('Bio', TEXT_MAX_LENGTH).trim().optional().default(ASTROLOGER_DEFAULTS.bio),
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
    weeklyAvailabilitySchema.refine((w) => WEEKDAYS.some((d) => w[d].available), 'At least one day must be marked as available'),
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
