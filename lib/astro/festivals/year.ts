// The festivals and vrats of a year at a place: every rule of ./rules.ts applied to the year's frame
// (./days.ts), each day with its muhurta, its rule in plain words and, when two days or none qualified,
// why the one shown was picked. Sorted by date. Years FESTIVAL_YEARS.from..to (the ephemeris tables'
// span); nothing is cached here (the service caches by snapped place and year).

import { LUNAR_MONTH_NAMES_HI, PAKSHA_NAMES_HI, SIGN_NAMES_HI, TITHI_NAMES_HI } from '../hindi';
import { LUNAR_MONTHS, TITHI_NAMES, type LunarMonth } from '../panchang';
import { RASHIS, SIGNS } from '../zodiac';
import { sankrantiPunyaKaal } from '../calendar/sankranti';
import { decideDay, type Decision } from './decide';
import { frameYear, type FestivalYearFrame, type TithiSpan } from './days';
import { FESTIVAL_RULES, isSankrantiRule, isTithiRule, type DayAfterRule, type SankrantiRule, type TithiRule } from './rules';
import { risingSignIn, SPECIALS } from './specials';
import { FESTIVAL_YEARS, type FestivalDay, type FestivalPlace, type FestivalText } from './types';
import { isInstant, windowOn, WINDOW_NAMES, type TithiWindow } from './windows';


/** The 1..30 tithi number of a rule. */
function tithiNumber(rule: Pick<TithiRule, 'paksha' | 'tithi'>): number {
  return rule.paksha === 'Shukla' ? rule.tithi : 15 + rule.tithi;
}

/** The rule in plain words, from its data: month (and the purnimanta month in the dark half), tithi, window, note. */
export function ruleText(rule: TithiRule): FestivalText {
  const tithi = TITHI_NAMES[tithiNumber(rule) - 1]!;
  const tithiHi = TITHI_NAMES_HI[tithi]!;
  const paksha = rule.tithi === 15 ? '' : `${rule.paksha} `;
  const pakshaHi = rule.tithi === 15 ? '' : `${PAKSHA_NAMES_HI[rule.paksha]} `;
  const w = WINDOW_NAMES[rule.window];
  const when = isInstant(rule.window)
    ? { en: `the day it is in force at ${w.en}`, hi: `जिस दिन वह ${w.hi} के समय हो` }
    : { en: `the day it holds ${w.en}`, hi: `जिस दिन वह ${w.hi} में हो` };
  let en: string;
  let hi: string;
  if (rule.month === 'every') {
    en = `Every month's ${paksha}${tithi}, ${when.en}.`;
    hi = `हर महीने की ${pakshaHi}${tithiHi}, ${when.hi}।`;
  } else if (rule.month === 'adhika') {
    en = `The ${paksha}${tithi} of an adhika (leap) month, ${when.en}.`;
    hi = `अधिक मास की ${pakshaHi}${tithiHi}, ${when.hi}।`;
  } else {
    const month: LunarMonth = rule.month;
    en = `${month} ${paksha}${tithi} (amanta), ${when.en}.`;
    hi = `अमांत ${LUNAR_MONTH_NAMES_HI[month]} ${pakshaHi}${tithiHi}, ${when.hi}।`;
    if (rule.paksha === 'Krishna') {
      const purnimanta = LUNAR_MONTHS[(LUNAR_MONTHS.indexOf(month) + 1) % 12]!;
      en += ` In the purnimanta months of North India: ${purnimanta} ${paksha}${tithi}.`;
      hi += ` उत्तर भारत के पूर्णिमांत मास में: ${LUNAR_MONTH_NAMES_HI[purnimanta]} ${pakshaHi}${tithiHi}।`;
    }
  }
  return rule.note ? { en: `${en} ${rule.note.en}`, hi: `${hi} ${rule.note.hi}` } : { en, hi };
}

const WINDOW_MUHURTA_LABELS: Readonly<Record<TithiWindow, FestivalText>> = {
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
  arunodaya: { en: 'Arunodaya', hi: 'अरुणोदय' },
  purvahna: { en: 'Purvahna (forenoon) muhurta', hi: 'पूर्वाह्न मुहूर्त' },
  madhyahna: { en: 'Madhyahna (midday) muhurta', hi: 'मध्याह्न मुहूर्त' },
  aparahna: { en: 'Aparahna (afternoon) muhurta', hi: 'अपराह्न मुहूर्त' },
  pradosh: { en: 'Pradosh kaal', hi: 'प्रदोष काल' },
  nishita: { en: 'Nishita kaal puja', hi: 'निशीथ काल पूजा' },
  moonrise: { en: 'Moonrise', hi: 'चंद्रोदय' },
};

function matchesMonth(rule: TithiRule, span: TithiSpan): boolean {
  if (span.index !== tithiNumber(rule)) return false;
  if (rule.month === 'every') return true;
  if (rule.month === 'adhika') return span.adhika;
  // A kshaya month holds the observances of both months it spans (Dharmasindhu 1, kshaya masa): without
  // this, the festivals of the skipped month (Magha in 1983: Vasant Panchami, Maha Shivaratri) would vanish.
  return !span.adhika && (span.month === rule.month || span.kshaya === rule.month);
}

/** The muhurta of a plain tithi rule: the part of the window the tithi holds, or moonrise itself. */
function windowMuhurta(frame: FestivalYearFrame, rule: TithiRule, d: Decision): FestivalDay['muhurta'] {
  const label = WINDOW_MUHURTA_LABELS[rule.window];
  if (rule.window === 'moonrise') {
    const w = windowOn(frame, d.dayIndex, 'moonrise');
    return w ? { ...w, label } : undefined;
  }
  if (rule.window === 'sunrise' || !d.held) return undefined;
  // A rule that names a lagna keeps the part of the window in which that sign rises (Dhanteras: Vrishabha).
  const lagna = rule.lagna === undefined ? null : risingSignIn(d.held, rule.lagna, frame.place.latitude, frame.place.longitude);
  if (lagna && rule.lagna !== undefined) {
    const sign = SIGNS[rule.lagna]!;
    return { ...lagna, label: { en: `${label.en}, ${RASHIS[rule.lagna]} lagna`, hi: `${label.hi}, ${SIGN_NAMES_HI[sign]} लग्न` } };
  }
  return { ...d.held, label };
}

function tithiDays(frame: FestivalYearFrame, rule: TithiRule): FestivalDay[] {
  const out: FestivalDay[] = [];
  const text = ruleText(rule);
  frame.tithis.forEach((span, k) => {
    if (!matchesMonth(rule, span)) return;
    const special = rule.special ? SPECIALS[rule.special](frame, span, rule) : null;
    const decision = special ?? decideDay(frame, span, rule.window, rule.tie, rule.book);
    if (!decision) return;
    const day = frame.days[decision.dayIndex]!;
    if (Number(day.date.slice(0, 4)) !== frame.year) return;
    const muhurta = special ? special.muhurta ?? undefined : windowMuhurta(frame, rule, decision);
    const moonrise = rule.window === 'moonrise' ? frame.moonrise(decision.dayIndex) : null;
    const festival: FestivalDay = {
      key: rule.key,
      kind: rule.kind,
      name: rule.weekdayNames?.[day.weekday] ?? rule.name,
      date: day.date,
      rule: text,
      source: rule.source,
      ...(muhurta ? { muhurta } : {}),
      ...(moonrise !== null ? { moonrise } : {}),
      ...(decision.why ? { why: decision.why } : {}),
    };
    if (rule.until) {
      const endSpan = frame.tithis.slice(k + 1, k + 31).find((s) => s.index === rule.until!.tithi);
      const end = endSpan && decideDay(frame, endSpan, rule.until.window, rule.tie, rule.book);
      if (end) festival.endDate = frame.days[end.dayIndex]!.date;
    }
    out.push(festival);
  });
  return out;
}

const SANKRANTI_WHY: Readonly<Record<'before' | 'after', FestivalText>> = {
  before: {
    en: 'The Sun entered the sign at night, before midnight (always so for Karka): the day and its punya kaal are the afternoon before (Dharmasindhu).',
    hi: 'सूर्य ने रात में, मध्यरात्रि से पहले राशि में प्रवेश किया (कर्क में सदा यही): पर्व और पुण्य काल उससे पहले की दोपहर में हैं (धर्मसिन्धु)।',
  },
  after: {
    en: 'The Sun entered the sign at night, after midnight (always so for Makara): the day and its punya kaal are the next morning (Dharmasindhu).',
    hi: 'सूर्य ने रात में, मध्यरात्रि के बाद राशि में प्रवेश किया (मकर में सदा यही): पर्व और पुण्य काल अगली सुबह हैं (धर्मसिन्धु)।',
  },
};

/**
 * The day of a Sankranti and its punya kaal, by the rule of ../calendar/sankranti.ts (Dharmasindhu 1,
 * Nirnaya Sindhu 1): an ingress by day is kept that day; at night, before midnight the day before and
 * after midnight the next day (Karka always the day before, Makara always the next day).
 */
function sankrantiDays(frame: FestivalYearFrame, rule: SankrantiRule): FestivalDay[] {
  const out: FestivalDay[] = [];
  for (const s of frame.sankrantis) {
    if (s.sign !== rule.sign) continue;
    const p = frame.dayAt(s.moment);
    if (p < 0) continue;
    const d = frame.days[p]!;
    const kept = sankrantiPunyaKaal(SIGNS[rule.sign]!, s.moment, d, frame.days[p + 1] ?? d);
    const day = frame.days[kept.day === 'next' ? p + 1 : p];
    if (!day || Number(day.date.slice(0, 4)) !== frame.year) continue;
    out.push({
      key: rule.key,
      kind: rule.kind,
      name: rule.name,
      date: day.date,
      muhurta: { ...kept.punyaKaal, label: { en: 'Punya kaal', hi: 'पुण्य काल' } },
      rule: {
        en: `The Sun enters ${RASHIS[rule.sign]} (${SIGNS[rule.sign]}). ${rule.note?.en ?? ''}`.trim(),
        hi: `सूर्य का ${SIGN_NAMES_HI[SIGNS[rule.sign]!]} राशि में प्रवेश। ${rule.note?.hi ?? ''}`.trim(),
      },
      source: rule.source,
      ...(kept.day === 'same' ? {} : { why: SANKRANTI_WHY[kept.day === 'next' ? 'after' : 'before'] }),
    });
  }
  return out;
}

function dayAfterDays(frame: FestivalYearFrame, rule: DayAfterRule, found: readonly FestivalDay[]): FestivalDay[] {
  return found
    .filter((f) => f.key === rule.dayAfter)
    .map((f) => frame.days[frame.dayIndex(f.date) + 1])
    .filter((d) => d !== undefined && Number(d.date.slice(0, 4)) === frame.year)
    .map((d) => ({ key: rule.key, kind: rule.kind, name: rule.name, date: d!.date, rule: rule.note, source: rule.source }));
}

/** The festivals and vrats of `year` (FESTIVAL_YEARS) at `place`, sorted by date. */
export function festivalsOfYear(year: number, place: FestivalPlace): FestivalDay[] {
  if (!Number.isInteger(year) || year < FESTIVAL_YEARS.from || year > FESTIVAL_YEARS.to) {
    throw new RangeError(`year must be an integer from ${FESTIVAL_YEARS.from} to ${FESTIVAL_YEARS.to}`);
  }
  const frame = frameYear(year, place);
  const found: FestivalDay[] = [];
  for (const rule of FESTIVAL_RULES) {
    if (isSankrantiRule(rule)) found.push(...sankrantiDays(frame, rule));
    else if (isTithiRule(rule)) found.push(...tithiDays(frame, rule));
  }
  for (const rule of FESTIVAL_RULES) {
    if (!isTithiRule(rule) && !isSankrantiRule(rule)) found.push(...dayAfterDays(frame, rule, found));
  }
  const byKey = new Map<string, string[]>();
  for (const f of found) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f.date]);
  const shown = found.filter((f) => {
    const rule = FESTIVAL_RULES.find((r) => r.key === f.key);
    const other = rule && isTithiRule(rule) ? rule.onlyWhereDiffersFrom : undefined;
    return !other || !(byKey.get(other) ?? []).includes(f.date);
  });
  // Stable: the same date keeps the order of the rules.
  return shown.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
