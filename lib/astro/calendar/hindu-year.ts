// The Hindu year of a lunar month: the Vikram and Shaka eras, the 60-year samvatsara, the ritu
// (season) and the ayana (the Sun's half-year).
//
// - The lunar year begins with Chaitra Shukla Pratipada (an amanta Chaitra, or an Adhika Chaitra
//   before it): the Chaitradi reckoning of North India and of the Shaka era. Shaka = the Gregorian
//   year it began in − 78, Vikram = that year + 57, Kali (elapsed) = that year + 3101.
// - Samvatsara, North India: the Barhaspatya (Jovian) year by the mean motion of Jupiter, in the
//   rule Sewell and Dikshit give ("The Indian Calendar", 1896, art. 62, after Warren) for the year
//   current at the start of the lunar year: with K the elapsed Kali years,
//   (K + 27 + ⌊(211 K − 108) / 18000⌋) mod 60, counted from Prabhava = 1. Jupiter's mean sign
//   is a little shorter than a solar year, so one name is dropped about every 85 years (the
//   Calendar Reform Committee's report, 1955, appendix 5-E; 1954-55 is 41 Plavanga there). The
//   last name dropped by this rule was Virodhikrit (2018); the Hindi almanacs of Banaras and Ujjain
//   follow it (2023-24 Pingala, 2024-25 Kalayukta, 2025-26 Siddharthi), while Drik Panchang keeps
//   the South's name plus 13 without dropping (2024-25 Pingala there).
// - Samvatsara, South India: the same 60 names counted year by year with the Shaka era, none dropped
//   since 905 CE: (Shaka + 11) mod 60 + 1 (the same report: Shaka 1876 is 28 Jaya).
// - Ritu: two lunar months each, from Chaitra (Vasanta, Grishma, Varsha, Sharad, Hemanta, Shishira),
//   as the lunar almanacs name them (Taittiriya Samhita 4.4.11 names the months of each season).
// - Ayana: Uttarayana while the sidereal Sun is in Makara to Mithuna (from Makar Sankranti),
//   Dakshinayana from Karka Sankranti, as the almanacs of North India print it.

import { LUNAR_MONTHS, type LunarMonth } from '../panchang';

/** The 60 years of the cycle, Prabhava first (index 0 = year 1). */
export const SAMVATSARAS = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatri',
  'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Svabhanu', 'Tarana', 'Parthiva', 'Vyaya',
  'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukhi',
  'Hemalambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava',
  'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhikrit', 'Paridhavi', 'Pramadi', 'Ananda', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukta', 'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const;
export type Samvatsara = (typeof SAMVATSARAS)[number];

export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;
export type Ritu = (typeof RITUS)[number];

export type Ayana = 'Uttarayana' | 'Dakshinayana';

export interface HinduYear {
  /** The Gregorian year the lunar year began in (at Chaitra Shukla Pratipada). */
  startYear: number;
  vikram: number;
  shaka: number;
  kaliElapsed: number;
  /** 1..60 and name, North Indian (Jovian) count. */
  samvatsara: { number: number; name: Samvatsara };
  /** 1..60 and name, South Indian (Shaka) count. */
  samvatsaraSouth: { number: number; name: Samvatsara };
}

const samvatsaraOf = (number: number) => ({ number, name: SAMVATSARAS[number - 1]! });

/**
 * The Hindu year of a day, from its amanta month and its Gregorian year and month. Ashwin to
 * Phalguna never reach January to June of the year they start in, so such a day belongs to the
 * lunar year that began the Gregorian year before.
 */
export function hinduYear(amantaMonth: LunarMonth, gregorianYear: number, gregorianMonth: number): HinduYear {
  const startYear = gregorianMonth <= 6 && LUNAR_MONTHS.indexOf(amantaMonth) >= 6 ? gregorianYear - 1 : gregorianYear;
  const shaka = startYear - 78;
  const kaliElapsed = startYear + 3101;
  const north = (kaliElapsed + 27 + Math.floor((211 * kaliElapsed - 108) / 18000)) % 60;
  return {
    startYear,
    vikram: startYear + 57,
    shaka,
    kaliElapsed,
    samvatsara: samvatsaraOf(north === 0 ? 60 : north),
    samvatsaraSouth: samvatsaraOf(((shaka + 11) % 60) + 1),
  };
}

/** The season of a lunar month. */
export const rituOf = (month: LunarMonth): Ritu => RITUS[Math.floor(LUNAR_MONTHS.indexOf(month) / 2)]!;

/** The Sun's half-year from its sidereal longitude (degrees). */
export const ayanaOf = (sunSidereal: number): Ayana => (Math.floor(sunSidereal / 30) % 12 >= 3 && Math.floor(sunSidereal / 30) % 12 <= 8 ? 'Dakshinayana' : 'Uttarayana');
