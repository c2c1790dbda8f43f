// Public API of the astrology engine. Pure TypeScript: no framework, database or I/O.

export { birthMomentToUtc, deltaTSeconds, julianDayTt, julianDayUt, parseUtcOffset, type BirthMoment } from './time';
export { lahiriAyanamsaMean, lahiriAyanamsaTrue } from './ayanamsa';
export { computeBodyPosition, computeEphemeris, type BodyPosition, type Ephemeris, type EphemerisBody } from './ephemeris';
export { ascendantAndMc, greenwichApparentSiderealTime } from './ascendant';
export { computeChart, computeTransits, siderealSnapshot, SUPPORTED_RANGE, type Chart, type ChartOptions, type PlanetPosition, type SiderealSnapshot, type Transit } from './chart';
export { computeDailyPanchang, parseCivilDate, PANCHANG_YEARS, type DailyPanchang, type PanchangElement, type PanchangPlace, type PolarDay, type TithiElement } from './panchang-day';
export { computePanchangMonth, FESTIVAL_TITHIS, type FestivalKind, type FestivalMark, type PanchangMonth, type PanchangMonthDay } from './panchang-month';
export { CHOGHADIYA_NAMES, CHOGHADIYA_QUALITY, type Choghadiya, type ChoghadiyaName, type TimeSpan } from './muhurta';
export { computePanchang, civilWeekday, karanaName, LUNAR_MONTHS, TITHI_NAMES, YOGA_NAMES, WEEKDAYS, type LunarMonth, type Panchang, type Weekday } from './panchang';
export { computeVimshottari, currentPeriod, dashaSequence, DASHA_YEAR_DAYS, instantMillis, isoFromMillis, MEAN_SIDEREAL_YEAR_DAYS, type Antardasha, type Instant, type Millis, type CurrentDasha, type DashaPeriod, type Mahadasha, type Vimshottari, type VimshottariOptions } from './dasha';
export { computeManglik, MANGLIK_HOUSES, MANGLIK_HOUSES_NO_2ND, type Manglik } from './manglik';
export { navamsaSign, navamsaSignIndex } from './navamsa';
export { numerologyFor, digitalRoot, type Numerology } from './numerology';
export * from './zodiac';
export * from './vargas';
export * from './ashtakavarga';
export * from './yogini';
export * from './ayanamsas';
export * from './dignity';
export * from './doshas';
export { aspectsSign } from './aspects';
export * from './yogas';
export * from './transits';
export * from './reading';
export { computeDeepChart, currentDashaMark, deepenChart, timelyDepth, type CurrentDashaMark, type DatedSadeSatiPeriod, type DeepChart, type DeepChartOptions, type DeepDoshas, type DeepSadeSati, type DeepVimshottari, type NatalDepth, type TimelyDepth, type TimelyInput } from './deep-chart';
export * from './match';
export * from './hindi';
