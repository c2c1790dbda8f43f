import './zod-jitless';
import { z } from 'zod';
// Type-only: the engine's result shapes, never its code or ephemeris data.
import type { AshtakootaResult } from '@/lib/astro/ashtakoota';
import type { LuckyDetails } from '@/lib/astro/lucky';
import { AYANAMSAS, DEFAULT_AYANAMSA } from '@/lib/astro/ayanamsas/names';
import type { DoshaExceptions, ManglikSamya, Poruthams } from '@/lib/astro/match';
import type { KundliChart, KundliData } from './kundli';
import { DEFAULT_LATITUDE, DEFAULT_LONGITUDE, MAX_YEAR, MIN_YEAR, type MatchRole } from './astrology-basics';
import { textField } from './text-field';

// Requests and responses of the free astrology tools (SPEC 2.12-2.15, 3, 5, 7). Shared by
// forms, the browser client, routes and services.

export { DEFAULT_LATITUDE, DEFAULT_LONGITUDE, DEFAULT_TIMEZONE, manglikMatchNote, MAX_DATE, MAX_YEAR, MIN_DATE, MIN_YEAR, personLabel, type MatchRole } from './astrology-basics';

const TZ = /^([+-])(\d{1,2}):([0-5]\d)$/;

/** "+05:30" → 330 (minutes east of UTC); null when malformed or outside -12:00..+14:00. */
export function utcOffsetMinutes(tz: string): number | null {
  const m = TZ.exec(tz.trim());
  if (!m) return null;
  const minutes = (Number(m[2]) * 60 + Number(m[3])) * (m[1] === '-' ? -1 : 1);
  return minutes >= -12 * 60 && minutes <= 14 * 60 ? minutes : null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "February 2023 has 28 days." when the day does not exist in that month, else null. */
export function dayOfMonthProblem(year: number, month: number, day: number): string | null {
  if (!(month >= 1 && month <= 12) || !(year > 0)) return null;
  const max = daysInMonth(year, month);
  return day > max ? `${MONTHS[month - 1]} ${year} has ${max} days.` : null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A whole number field that may arrive as a JSON number or a numeric string (form inputs). */
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), textField(label, 12).trim().regex(/^-?\d+$/, `${label} must be a whole number.`).transform(Number)], { error: `${label} is required.` })
    .pipe(z.number().int(`${label} must be a whole number.`).min(min, `${label} must be between ${min} and ${max}.`).max(max, `${label} must be between ${min} and ${max}.`));

const coordinate = (label: string, limit: number) =>
  z
    .union([z.number(), textField(label, 32).trim().min(1).transform(Number)], { error: `${label} is required.` })
    .pipe(z.number({ error: `${label} must be a number.` }).min(-limit, `${label} must be between -${limit} and ${limit}.`).max(limit, `${label} must be between -${limit} and ${limit}.`));

export const timezoneSchema = textField('Time zone', 16)
  .trim()
  .refine((v) => utcOffsetMinutes(v) !== null, 'Time zone must look like +05:30 or -04:00 (between -12:00 and +14:00).');

// The kundli's messages name each field by its label ("Birth place is required."), because the
// form shows them beside the fields and the API answers with the same words.
export const kundliRequestSchema = z
  .object({
    name: textField('Name', 80).trim().min(1, 'Name is required.'),
    gender: textField('Gender', 20)
      .trim()
      .toLowerCase()
      .pipe(z.enum(['male', 'female', 'other'], { error: 'Gender must be male, female or other.' })),
    day: wholeNumber('Day of birth', 1, 31),
    month: wholeNumber('Month of birth', 1, 12),
    year: wholeNumber('Year of birth', MIN_YEAR, MAX_YEAR),
    hours: wholeNumber('Hour of birth', 0, 23),
    minutes: wholeNumber('Minute of birth', 0, 59),
    seconds: wholeNumber('Second of birth', 0, 59).optional().default(0),
    birthPlace: textField('Birth place', 200).trim().min(1, 'Birth place is required.'),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    timezone: timezoneSchema.optional(),
    // The sidereal zodiac's ayanamsa (lib/astro/ayanamsas); stored with the request, so a result reads the same.
    ayanamsa: z.enum(AYANAMSAS, { error: `Ayanamsa must be one of ${AYANAMSAS.join(', ')}.` }).optional().default(DEFAULT_AYANAMSA),
  })
  .superRefine(
    (v, ctx) => {
      const problem = dayOfMonthProblem(Number(v.year), Number(v.month), Number(v.day));
      if (problem) ctx.addIssue({ code: 'custom', path: ['day'], message: problem });
    },
    // Also while other fields are wrong, so a form can say every problem at once; the fields'
    // own problems come first.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type KundliRequest = z.infer<typeof kundliRequestSchema>;

// ---------------------------------------------------------------- match making (SPEC 2.13, 5)


const DOB = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** A YYYY-MM-DD string that names a real calendar day in the supported years. */
export function isCalendarDate(v: string): boolean {
  const m = DOB.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= MIN_YEAR && y <= MAX_YEAR && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** A person's details as the match form sends them, checked with the spec's messages. */
export function matchPersonSchema(role: MatchRole) {
  return z
    .object({
      name: textField(`${role} name`, 80, { required: `${role} name required`, tooLong: `${role} name is too long` }).trim().min(1, `${role} name required`),
      gender: textField(`${role} gender`, 20, { required: `${role} gender required`, tooLong: `${role} gender is too long` }).trim().toLowerCase().min(1, `${role} gender required`),
      dob: textField(`${role} DOB`, 20, { required: `${role} DOB must be YYYY-MM-DD`, tooLong: `${role} DOB must be YYYY-MM-DD` })
        .trim()
        .refine(isCalendarDate, `${role} DOB must be YYYY-MM-DD`),
      birthTime: textField(`${role} birth time`, 16, { required: `${role} birth time must be HH:MM:SS`, tooLong: `${role} birth time must be HH:MM:SS` }).trim().regex(TIME, `${role} birth time must be HH:MM:SS`),
      birthPlace: textField(`${role} birth place`, 200, { required: `${role} birth place required`, tooLong: `${role} birth place is too long` }).trim().min(1, `${role} birth place required`),
      latitude: coordinate(`${role} latitude`, 90).optional().default(DEFAULT_LATITUDE),
      longitude: coordinate(`${role} longitude`, 180).optional().default(DEFAULT_LONGITUDE),
      timezone: timezoneSchema.optional(),
    });
}

export const matchRequestSchema = z.object({
  boy: matchPersonSchema('Boy'),
  girl: matchPersonSchema('Girl'),
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;
export type MatchPersonInput = MatchRequest['boy'];

// ---------------------------------------------------------------- lucky number (SPEC 2.14)

export const luckyRequestSchema = z.object({
  name: textField('Name', 80, { required: 'Please enter your name and date of birth' }).trim().min(1, 'Please enter your name and date of birth'),
  dob: textField('Date of birth', 20, { required: 'Please enter your name and date of birth', tooLong: 'Date of birth must be a real date in the form YYYY-MM-DD.' })
    .trim()
    .min(1, 'Please enter your name and date of birth')
    .refine(isCalendarDate, 'Date of birth must be a real date in the form YYYY-MM-DD.'),
});
export type LuckyRequest = z.infer<typeof luckyRequestSchema>;

// ---------------------------------------------------------------- responses (SPEC 3, 7)

/** POST /api/kundli (201, statusCode 201) and GET /api/kundli/{id} (200, statusCode 200). */
export interface KundliResponse {
  message: string;
  status: 'success';
  statusCode: 200 | 201;
  data: KundliData;
}

/** Every failure of POST /api/kundli: the spec's response carries its own statusCode. */
export interface KundliFailure {
  status: 'error';
  statusCode: number;
  message: string;
}

/** A person as the match echoes them back, with the UTC offset their chart was computed for. */
export type MatchPersonEcho = Omit<MatchPersonInput, 'timezone'> & { timezone: string };

/** The `data` of POST /api/match: the engine's Ashtakoota result, both Manglik statuses and both charts. */
export type MatchResult = Pick<AshtakootaResult, 'compatibilityScore' | 'outOf10' | 'total' | 'verdict' | 'kootas'> & {
  maxScore: AshtakootaResult['max'];
  manglik: { boy: boolean; girl: boolean };
  boy: MatchPersonEcho;
  girl: MatchPersonEcho;
  boyChart: KundliChart;
  girlChart: KundliChart;
  /** Mangal dosha of both charts weighed together (samya), each rule named with its source. */
  manglikSamya: ManglikSamya;
  /** Nadi and Bhakoot dosha with the named exceptions (parihara) that apply; the koota points are unchanged. */
  doshaExceptions: DoshaExceptions;
  /** The South Indian ten poruthams, counted from the girl's birth star to the boy's. */
  poruthams: Poruthams;
};

/**
 * A match as stored: the result under its private id (the link of /matchMaking/{id}); null
 * when it could not be stored (the database was down), so it can be shown but not opened again.
 */
export type MatchData = MatchResult & { _id: string | null };

/** POST /api/match. */
export interface MatchResponse {
  status: 'success';
  message: string;
  data: MatchData;
}

/** The `data` of POST /api/luckyNumberColor: the request echoed with the numerology (SPEC 3). */
export type LuckyData = LuckyRequest & LuckyDetails;

/** POST /api/luckyNumberColor. */
export interface LuckyResponse {
  status: 'success';
  message: string;
  data: LuckyData;
}
