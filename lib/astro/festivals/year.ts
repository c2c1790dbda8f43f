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
import { FESTIVAL_YEARS, MOONRISE_LABEL, type FestivalDay, type FestivalPlace, type FestivalText } from './types';
import { isInstant, windowOn, WINDOW_NAMES, type TithiWindow } from './windows';


/** The 1..30 tithi number of a rule. */
function tithiNumber(rule: Pick<TithiRule, 'paksha' | 'tithi'>): number {
  return rule.paksha === 'Shukla' ? rule.tithi : 15 + rule.tithi;
}

/** How Hindi almanacs name the rule of a window: "उदया तिथि", "प्रदोष व्यापिनी" (the tithi that pervades pradosh). */
const VYAPINI_HI: Readonly<Record<TithiWindow, string>> = {
  sunrise: 'उदया तिथि',
  arunodaya: 'अरुणोदय व्यापिनी',
  purvahna: 'पूर्वाह्न व्यापिनी',
  madhyahna: 'मध्याह्न व्यापिनी',
  aparahna: 'अपराह्न व्यापिनी',
  pradosh: 'प्रदोष व्यापिनी',
  nishita: 'निशीथ व्यापिनी',
  moonrise: 'चंद्रोदय व्यापिनी',
};

/**
 * The rule in plain words, from its data: the month, paksha and tithi, the window, then the note. North India
 * counts months purnimanta (the default of the calendar), so a dark-half rule leads with its purnimanta month
 * and gives the amanta name once; a bright-half month has the same name in both reckonings.
 */
export function ruleText(rule: TithiRule): FestivalText {
  const tithi = TITHI_NAMES[tithiNumber(rule) - 1]!;
  const tithiHi = TITHI_NAMES_HI[tithi]!;
  const paksha = rule.tithi === 15 ? '' : `${rule.paksha} `;
  const pakshaHi = rule.tithi === 15 ? '' : `${PAKSHA_NAMES_HI[rule.paksha]} `;
  const w = WINDOW_NAMES[rule.window];
  const when = isInstant(rule.window)
    ? { en: `on the day it is in force at ${w.en}`, hi: `${VYAPINI_HI[rule.window]}: जिस दिन ${w.hi} के समय ${tithiHi} हो` }
    : { en: `on the day it holds ${w.en}`, hi: `${VYAPINI_HI[rule.window]}: जिस दिन ${w.hi} में ${tithiHi} रहे` };
  let en: string;
  let hi: string;
  if (rule.month === 'every') {
    en = `${paksha}${tithi} of every month, ${when.en}.`;
    hi = `हर महीने की ${pakshaHi}${tithiHi}, ${when.hi}।`;
  } else if (rule.month === 'adhika') {
    en = `${paksha}${tithi} of an adhika (leap) month, ${when.en}.`;
    hi = `अधिक मास की ${pakshaHi}${tithiHi}, ${when.hi}।`;
  } else if (rule.paksha === 'Krishna') {
    const month: LunarMonth = rule.month;
    const purnimanta = LUNAR_MONTHS[(LUNAR_MONTHS.indexOf(month) + 1) % 12]!;
    en = `${purnimanta} ${paksha}${tithi} (${month} ${paksha}${tithi} in the amanta months of South and West India), ${when.en}.`;
    hi = `${LUNAR_MONTH_NAMES_HI[purnimanta]} ${pakshaHi}${tithiHi} (अमांत मास में ${LUNAR_MONTH_NAMES_HI[month]} ${pakshaHi}${tithiHi}), ${when.hi}।`;
  } else {
    en = `${rule.month} ${paksha}${tithi}, ${when.en}.`;
    hi = `${LUNAR_MONTH_NAMES_HI[rule.month]} ${pakshaHi}${tithiHi}, ${when.hi}।`;
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
  moonrise: MOONRISE_LABEL,
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

/** Why a night ingress is kept that day or the next: by midnight, except Karka and Makara, whose rule is fixed. */
function sankrantiWhy(day: 'before' | 'after', sign: number): FestivalText {
  if (sign === 3 && day === 'before') {
    return {
      en: 'The Sun entered Karka at night; Karka Sankranti at night is always kept on that same day, in its afternoon (Dharmasindhu).',
      hi: 'सूर्य ने रात में कर्क राशि में प्रवेश किया; रात की कर्क संक्रांति सदा उसी दिन, दोपहर बाद मानी जाती है (धर्मसिन्धु)।',
    };
  }
  if (sign === 9 && day === 'after') {
    return {
      en: 'The Sun entered Makara at night; Makar Sankranti at night is always kept on the next morning (Dharmasindhu).',
      hi: 'सूर्य ने रात में मकर राशि में प्रवेश किया; रात की मकर संक्रांति सदा अगले दिन सुबह मानी जाती है (धर्मसिन्धु)।',
    };
  }
  return day === 'before'
    ? {
        en: 'The Sun entered the sign at night, before midnight: the Sankranti and its punya kaal are on that same day, in its afternoon (Dharmasindhu).',
        hi: 'सूर्य का राशि प्रवेश रात में, मध्यरात्रि से पहले हुआ: संक्रांति और पुण्य काल उसी दिन, दोपहर बाद हैं (धर्मसिन्धु)।',
      }
    : {
        en: 'The Sun entered the sign at night, after midnight: the Sankranti and its punya kaal are on the next morning (Dharmasindhu).',
        hi: 'सूर्य का राशि प्रवेश रात में, मध्यरात्रि के बाद हुआ: संक्रांति और पुण्य काल अगले दिन सुबह हैं (धर्मसिन्धु)।',
      };
}

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
        en: `The day the sidereal Sun enters ${RASHIS[rule.sign]} (${SIGNS[rule.sign]}). ${rule.note?.en ?? ''}`.trim(),
        hi: `जिस दिन निरयन सूर्य ${SIGN_NAMES_HI[SIGNS[rule.sign]!]} राशि में प्रवेश करता है। ${rule.note?.hi ?? ''}`.trim(),
      },
      source: rule.source,
      ...(kept.day === 'same' ? {} : { why: sankrantiWhy(kept.day === 'next' ? 'after' : 'before', rule.sign) }),
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
