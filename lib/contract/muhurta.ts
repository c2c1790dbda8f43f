import './zod-jitless';
import { z } from 'zod';
import { ACTIVITIES, type Activity } from '@/lib/astro/muhurta-finder/activities';
import { lastDateOfRange, MAX_RANGE_MONTHS } from '@/lib/astro/muhurta-finder/range';
import { PANCHANG_YEARS, parseCivilDate } from '@/lib/astro/panchang-range';
import { parseUtcOffset } from '@/lib/astro/time';
import { isValidTimeZone } from '@/lib/places/timezone';
import { MAX_DATE, MIN_DATE } from './astrology-basics';
import { textField } from './text-field';

// Request and response of POST /api/muhurta and GET /api/muhurta/{id} (issue 27): a search for the
// windows of an activity over at most 12 months at a place, with an optional birth chart whose Moon
// gives tarabalam and chandrabalam. The birth date, time and place are used to compute that Moon and
// are neither stored nor answered: only the birth nakshatra and sign are.

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const isCalendarDate = (v: string) => parseCivilDate(v) !== null;

const date = (label: string) =>
  textField(label, 10, { required: `${label} is required, written YYYY-MM-DD.`, tooLong: `${label} must be a date written YYYY-MM-DD.` })
    .trim()
    .refine(isCalendarDate, `${label} must be a calendar date written YYYY-MM-DD.`);

const coordinate = (label: string, limit: number) =>
  z.number({ error: `${label} must be a number from -${limit} to ${limit}.` }).min(-limit, `${label} must be a number from -${limit} to ${limit}.`).max(limit, `${label} must be a number from -${limit} to ${limit}.`);

/** A UTC offset ("+05:30") or an IANA zone ("Asia/Kolkata"). */
const zone = (label: string) =>
  textField(label, 64)
    .trim()
    .refine((v) => parseUtcOffset(v) !== null || isValidTimeZone(v), `${label} must be a UTC offset such as +05:30 or a time zone such as Asia/Kolkata.`);

const birthSchema = z.object(
  {
    date: date('Birth date').refine((v) => v >= MIN_DATE && v <= MAX_DATE, `Birth date must be between ${MIN_DATE} and ${MAX_DATE}.`),
    time: textField('Birth time', 8, { required: 'Birth time is required, written HH:MM.' }).trim().regex(TIME, 'Birth time must be written HH:MM or HH:MM:SS.'),
    place: textField('Birth place', 200).trim().optional(),
    latitude: coordinate('Birth latitude', 90),
    longitude: coordinate('Birth longitude', 180),
    timezone: zone('Birth time zone').optional(),
  },
  { error: 'birth must be an object with date, time, latitude and longitude.' },
);

export const muhurtaRequestSchema = z
  .object({
    activity: z.enum(ACTIVITIES, { error: `activity must be one of ${ACTIVITIES.join(', ')}.` }),
    from: date('from'),
    to: date('to'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    timezone: zone('timezone').optional(),
    avoidRahuKaal: z.boolean({ error: 'avoidRahuKaal must be true or false.' }).optional().default(false),
    birth: birthSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const years = [v.from, v.to].map((d) => Number(d.slice(0, 4)));
    if (years.some((y) => y < PANCHANG_YEARS.from || y > PANCHANG_YEARS.to)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `from and to must be between ${PANCHANG_YEARS.from}-01-01 and ${PANCHANG_YEARS.to}-12-31.` });
      return;
    }
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from.' });
    else if (v.to > lastDateOfRange(v.from)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range is at most ${MAX_RANGE_MONTHS} months: from ${v.from} it ends by ${lastDateOfRange(v.from)}.` });
    }
    if (Math.abs(v.latitude) > 66) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude must be within 66° of the equator: beyond the polar circles the Sun need not rise.' });
  });
export type MuhurtaRequest = z.infer<typeof muhurtaRequestSchema>;

interface Text { en: string; hi: string }

export interface MuhurtaWindowData {
  /** ISO-8601 UTC. */
  start: string;
  end: string;
  /** The civil date of the sunrise that opens the window's Hindu day. */
  date: string;
  nakshatra: number;
  tithi: number;
  weekday: string;
  /** The rising sign, 0 = Mesha (Aries). */
  lagna: number;
  reasons: Text[];
}

export interface MuhurtaSearchData {
  /** The private id of the search: its link is /api/muhurta/{id}. */
  id: string;
  activity: Activity;
  from: string;
  to: string;
  latitude: number;
  longitude: number;
  /** The offset or zone the dates were read in. */
  timezone: string;
  avoidRahuKaal: boolean;
  /** The birth Moon's nakshatra (1..27) and sign (0..11), when a birth chart was given. */
  birthStar: { moonNakshatra: number; moonSign: number } | null;
  windows: MuhurtaWindowData[];
  excluded: { date: string; reasons: Text[] }[];
  asta: { graha: 'Jupiter' | 'Venus'; start: string; end: string }[];
  /** For marriage: the first and last dates of the range whose sunrise falls in Chaturmas (YYYY-MM-DD), or null. */
  chaturmas?: { start: string; end: string } | null;
  source: string;
  createdAt: string;
  expiresAt: string;
}

export interface MuhurtaResponse {
  status: 'success';
  data: MuhurtaSearchData;
}
