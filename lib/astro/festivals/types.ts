// What the festival calendar gives for a year at a place: the shape shared by the engine
// (./year.ts, festivalsOfYear), the API (GET /api/festivals, the .ics feed) and the pages.
// Instants are milliseconds since the Unix epoch; dates are the place's civil dates, YYYY-MM-DD.

import type { Observer } from '../sky';

/** The years the festival calendar is offered for (the ephemeris tables cover them with a margin). */
export const FESTIVAL_YEARS = { from: 1800, to: 2299 } as const;

/**
 * The part of the day whose tithi decides a festival's date (Nirnaya Sindhu, Dharmasindhu):
 * - sunrise: the tithi in force at sunrise (udaya tithi);
 * - purvahna, madhyahna, aparahna: the 2nd, 3rd and 4th of the five equal parts of daytime;
 * - pradosh: the first three of the night's fifteen muhurtas (sunset + a fifth of the night);
 * - nishita: the 8th muhurta of the night;
 * - moonrise: the instant the Moon rises;
 * - arunodaya: the four ghatis (96 minutes) before sunrise;
 * - sankranti: no tithi, the Sun's entry into a sign and its punya kaal.
 */
export type FestivalWindow = 'sunrise' | 'purvahna' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise' | 'arunodaya' | 'sankranti';

/** Groups for the calendar's marks and filters. */
export type FestivalKind = 'festival' | 'ekadashi' | 'pradosh' | 'sankashti' | 'purnima' | 'amavasya' | 'shivaratri' | 'sankranti' | 'period';

export interface FestivalPlace extends Observer {
  /** Minutes east of UTC of the local civil time on a civil date (DST-aware places change through the year). */
  utcOffsetMinutesOn(date: string): number;
}

export interface FestivalText {
  en: string;
  hi: string;
}

export interface FestivalDay {
  /** The rule's key, in the address of its page: "diwali", "makar-sankranti", "papankusha-ekadashi"; a rule
   *  that recurs through the year (Pradosh, Sankashti, Purnima…) keeps one key for all its days. */
  key: string;
  kind: FestivalKind;
  name: FestivalText;
  /** The civil date the rule picks. */
  date: string;
  /** For a period (Navratri, Pitru Paksha): its last date. */
  endDate?: string;
  /** The time to keep: the puja muhurta, the deciding window, moonrise or the punya kaal. */
  muhurta?: { start: number; end: number; label: FestivalText };
  /** For a rule decided at moonrise (Karva Chauth, Sankashti Chaturthi): the moonrise that ends the fast. */
  moonrise?: number;
  /** The rule in plain words: the month, paksha and tithi and the window that decides the day. */
  rule: FestivalText;
  /** Set when two days (or none) qualified: which the rule picked, and why. */
  why?: FestivalText;
  /** The text and chapter the rule is from. */
  source: string;
}

/** What a moonrise is called beside a festival's muhurta (the fast of Karva Chauth and Sankashti ends at it). */
export const MOONRISE_LABEL: FestivalText = { en: 'Moonrise', hi: 'चंद्रोदय' };
