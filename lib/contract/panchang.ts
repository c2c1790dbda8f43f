import './zod-jitless';
import { z } from 'zod';
import type { DailyPanchang } from '@/lib/astro/panchang-day';
import { parseCivilDate, PANCHANG_YEARS, type PolarDay } from '@/lib/astro/panchang-range';
import { parseUtcOffset } from '@/lib/astro/time';
import type { ChoghadiyaName } from '@/lib/astro/muhurta';
import type { LunarMonthOfDay } from '@/lib/astro/calendar/lunar-month';
import type { Ayana, Ritu, Samvatsara } from '@/lib/astro/calendar/hindu-year';
import type { Graha, Sign } from '@/lib/astro/zodiac';
import { textField } from './text-field';

// Request and response of GET /api/panchang. Shared by the route handler, the page and the client.

const DATE_FORMAT = 'date must be a calendar date written YYYY-MM-DD, for example 2025-03-14.';

/** A query parameter written as a plain decimal within ±max (the panchang's and the festivals' latitude and longitude). */
export function decimal(raw: string, name: string, max: number, ctx: z.RefinementCtx): number | undefined {
  const n = /^\s*[+-]?\d{1,3}(\.\d{1,12})?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > max) {
    ctx.addIssue({ code: 'custom', message: `${name} must be a number from -${max} to ${max}.` });
    return undefined;
  }
  return n;
}

export interface PanchangQuery {
  date: string;
  latitude: number;
  longitude: number;
  /** "+05:30"; absent: the offset in force at the place on that date. */
  timezone?: string;
}

/** `?date=YYYY-MM-DD&latitude=..&longitude=..[&timezone=+05:30]` */
export const panchangQuerySchema = z
  .object({
    date: textField('date', 10, { required: 'date is required, written YYYY-MM-DD.', tooLong: DATE_FORMAT }),
    latitude: textField('latitude', 24, { required: 'latitude is required: a number from -90 to 90.' }),
    longitude: textField('longitude', 24, { required: 'longitude is required: a number from -180 to 180.' }),
    timezone: textField('timezone', 6, { tooLong: 'timezone must be a UTC offset such as +05:30 or -04:00.' }).optional(),
  })
  .transform((v, ctx): PanchangQuery => {
    const ymd = parseCivilDate(v.date.trim());
    if (!ymd) ctx.addIssue({ code: 'custom', message: DATE_FORMAT });
    else if (ymd[0] < PANCHANG_YEARS.from || ymd[0] > PANCHANG_YEARS.to) {
      ctx.addIssue({ code: 'custom', message: `date must be between ${PANCHANG_YEARS.from}-01-01 and ${PANCHANG_YEARS.to}-12-31.` });
    }
    const latitude = decimal(v.latitude, 'latitude', 90, ctx);
    const longitude = decimal(v.longitude, 'longitude', 180, ctx);
    let timezone: string | undefined;
    if (v.timezone !== undefined && v.timezone.trim() !== '') {
      // A "+" in a query string arrives as a space unless it was encoded: accept " 05:30" as "+05:30".
      const raw = v.timezone.trim().replace(/^(?=\d)/, '+');
      if (parseUtcOffset(raw) === null) ctx.addIssue({ code: 'custom', message: 'timezone must be a UTC offset from -12:00 to +14:00, such as +05:30.' });
      else timezone = raw;
    }
    if (!ymd || latitude === undefined || longitude === undefined) return z.NEVER;
    return { date: v.date.trim(), latitude, longitude, timezone };
  });

export interface PanchangSpanData {
  start: string;
  end: string;
}

export interface PanchangElementData {
  index: number;
  name: string;
  /** ISO-8601 UTC; the last of a list may end after the next sunrise. */
  endsAt: string;
}

/** The `data` of GET /api/panchang. Every instant is ISO-8601 UTC (ending in Z). */
export interface PanchangData {
  date: string;
  latitude: number;
  longitude: number;
  /** The UTC offset the civil date was read in: the one sent, or the place's on that date. */
  timezone: string;
  weekday: string;
  sunrise: string | null;
  sunset: string | null;
  nextSunrise: string | null;
  moonrise: string | null;
  moonset: string | null;
  /** Set on a date when the Sun does not rise or does not set; the lists then cover the civil date. */
  polar: PolarDay | null;
  /** The same in plain words, or null. */
  polarNote: string | null;
  sunSign: string;
  moonSign: string;
  tithis: (PanchangElementData & { paksha: 'Shukla' | 'Krishna' })[];
  nakshatras: PanchangElementData[];
  yogas: PanchangElementData[];
  karanas: PanchangElementData[];
  rahuKaal: PanchangSpanData | null;
  yamaganda: PanchangSpanData | null;
  gulikaKaal: PanchangSpanData | null;
  abhijit: PanchangSpanData | null;
  choghadiya: { day: (PanchangSpanData & { name: ChoghadiyaName })[]; night: (PanchangSpanData & { name: ChoghadiyaName })[] };
  /** The lunar month at sunrise, amanta and purnimanta; `kshaya` names a month swallowed by this one. */
  hinduMonth: { amanta: LunarMonthOfDay; purnimanta: LunarMonthOfDay; kshaya: string | null };
  /** The Chaitradi year: Vikram and Shaka eras, the samvatsara (North's Jovian count) and the South's. */
  samvat: { vikram: number; shaka: number; samvatsara: Samvatsara; samvatsaraSouth: Samvatsara };
  ritu: Ritu;
  ayana: Ayana;
  brahmaMuhurta: PanchangSpanData | null;
  vijayaMuhurta: PanchangSpanData | null;
  nishita: PanchangSpanData | null;
  /** Half a ghati either side of sunset. */
  godhuli: PanchangSpanData | null;
  durmuhurat: PanchangSpanData[];
  /** 12 horas of the day, then 12 of the night. */
  hora: (PanchangSpanData & { lord: Graha })[];
  /** Windows of the nakshatras that begin within the panchang day. */
  varjyam: PanchangSpanData[];
  amritKaal: PanchangSpanData[];
  /** The Sun's entry into a sign within the panchang day, or null. */
  sankranti: PanchangSankrantiData | null;
}

export interface PanchangSankrantiData {
  sign: Sign;
  /** "Makara Sankranti" */
  name: string;
  moment: string;
  /** The day whose daytime keeps the punya kaal: the ingress's own, or (an ingress at night) the one before or after. */
  day: 'same' | 'previous' | 'next';
  punyaKaal: PanchangSpanData;
}

export interface PanchangResponse {
  status: 'success';
  data: PanchangData;
}

export const POLAR_NOTES: Readonly<Record<PolarDay, string>> = {
  'polar-night': 'The Sun does not rise here on this date (polar night), so there is no sunrise-to-sunrise panchang day. The tithi, nakshatra, yoga and karana below cover the calendar date.',
  'midnight-sun': 'The Sun does not set here on this date (midnight sun), so there is no sunrise-to-sunrise panchang day. The tithi, nakshatra, yoga and karana below cover the calendar date.',
};

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const span = (s: { start: number; end: number } | null) => (s ? { start: iso(s.start), end: iso(s.end) } : null);

/** The engine's panchang in the contract's shape. */
export function toPanchangData(p: DailyPanchang, place: { latitude: number; longitude: number; timezone: string }): PanchangData {
  const elements = <T extends { endsAt: number }>(list: T[]) => list.map((e) => ({ ...e, endsAt: iso(e.endsAt) }));
  const chog = (list: DailyPanchang['choghadiya']['day']) => list.map((c) => ({ name: c.name, start: iso(c.start), end: iso(c.end) }));
  return {
    date: p.date,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
    weekday: p.weekday,
    sunrise: isoOrNull(p.sunrise),
    sunset: isoOrNull(p.sunset),
    nextSunrise: isoOrNull(p.nextSunrise),
    moonrise: isoOrNull(p.moonrise),
    moonset: isoOrNull(p.moonset),
    polar: p.polar,
    polarNote: p.polar ? POLAR_NOTES[p.polar] : null,
    sunSign: p.sunSign,
    moonSign: p.moonSign,
    tithis: elements(p.tithis),
    nakshatras: elements(p.nakshatras),
    yogas: elements(p.yogas),
    karanas: elements(p.karanas),
    rahuKaal: span(p.rahuKaal),
    yamaganda: span(p.yamaganda),
    gulikaKaal: span(p.gulikaKaal),
    abhijit: span(p.abhijit),
    choghadiya: { day: chog(p.choghadiya.day), night: chog(p.choghadiya.night) },
    hinduMonth: p.lunarMonth,
    samvat: { vikram: p.year.vikram, shaka: p.year.shaka, samvatsara: p.year.samvatsara.name, samvatsaraSouth: p.year.samvatsaraSouth.name },
    ritu: p.ritu,
    ayana: p.ayana,
    brahmaMuhurta: span(p.periods?.brahmaMuhurta ?? null),
    vijayaMuhurta: span(p.periods?.vijaya ?? null),
    nishita: span(p.periods?.nishita ?? null),
    godhuli: span(p.periods?.godhuli ?? null),
    durmuhurat: (p.periods?.durmuhurat ?? []).map((d) => span(d)!),
    hora: (p.periods?.horas ?? []).map((h) => ({ lord: h.lord, ...span(h)! })),
    varjyam: p.varjyam.map((w) => span(w)!),
    amritKaal: p.amritKaal.map((w) => span(w)!),
    sankranti: p.sankranti
      ? { sign: p.sankranti.sign, name: p.sankranti.name, moment: iso(p.sankranti.moment), day: p.sankranti.day, punyaKaal: span(p.sankranti.punyaKaal)! }
      : null,
  };
}
