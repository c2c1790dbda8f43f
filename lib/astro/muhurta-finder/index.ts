export { ACTIVITIES, ACTIVITY_RULES, type Activity, type ActivityRules } from './activities';
export { astaSpans, type AstaGraha, type AstaSpan } from './asta';
export { findMuhurtas, MIN_WINDOW_MS, type BirthStar, type ExcludedDay, type MuhurtaQuery, type MuhurtaSearch, type MuhurtaWindow } from './find';
export { lastDateOfRange, MAX_RANGE_MONTHS } from './range';
