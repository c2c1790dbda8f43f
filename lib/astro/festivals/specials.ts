// The festivals whose day or muhurta needs more than a tithi in a window:
// - Bhadra (Vishti karana, the 7th of the movable karanas: Muhurta Chintamani ch. 1) bars Raksha Bandhan and
//   Holika Dahan; on Purnima it is the tithi's first half;
// - Raksha Bandhan: Purnima in the aparahna outside Bhadra; else, when Purnima lasts three muhurtas past the
//   next sunrise, that morning; else in pradosh outside Bhadra (Nirnaya Sindhu 2, as Drik Panchang applies it);
// - Holika Dahan: Purnima in pradosh outside Bhadra; else after Bhadra ends, before midnight; else, when
//   Bhadra lasts past midnight, in its Punchha (tail) if that falls between pradosh and midnight; else the
//   next evening's pradosh if Purnima lasts 3½ prahars into that day; else pradosh all the same, outside
//   Bhadra Mukha (Dharmasindhu 2; Drik Panchang, "Holika Dahan muhurta" rules);
// - Lakshmi Puja: pradosh while Amavasya lasts; on both evenings, the second if the Amavasya holds at least
//   one ghati of it, else the first (Dharmasindhu 2: Drik Panchang kept 1 Nov 2024 and 20 Oct 2025 so); the
//   muhurta in the sthir lagna Vrishabha (Taurus rising) where the two meet (Drik Panchang, "Diwali Puja muhurta");
// - Ghatasthapana: the first third of the day while Pratipada lasts, outside Chitra and Vaidhriti, in the
//   rule's lagna if it names one (Sharad: Kanya), else Abhijit (Nirnaya Sindhu 2; Drik Panchang);
// - Ekadashi (Smarta): the day with Ekadashi at sunrise (the later of two), provided Dwadashi is still in
//   force at the next sunrise for the parana; else a day earlier (Nirnaya Sindhu 2: a fast is broken in
//   Dwadashi). This is how Drik Panchang's 2023 Delhi-region calendar places Parama (12 Aug: Ekadashi at
//   both sunrises), Mokshada (22 Dec: Dwadashi lost before 24 Dec's sunrise) and Parsva (25 Sep: no sunrise);
// - Vijayadashami: Dashami in the afternoon, the first of two, but the next day when Dashami lasts three
//   muhurtas past its sunrise with Shravana at that sunrise and the first afternoon had no Shravana
//   (Dharmasindhu 2); Vijaya muhurta;
// - Karva Chauth: Chaturthi at moonrise; the puja in the evening sandhya (three ghatis after sunset);
// - Vaishnava Janmashtami: the Ashtami at sunrise (never one begun after a Saptami sunrise); of two such days,
//   the one with Rohini at sunrise (Hari Bhakti Vilasa 15).

import { ascendantAndMc, greenwichApparentSiderealTime } from '../ascendant';
import { lahiriAyanamsaMean, lahiriAyanamsaTrue } from '../ayanamsa';
import { meanObliquity, nutation } from '../frames';
import { part, type TimeSpan } from '../muhurta';
import { findAngle, jdFromMillis, KARANA, millisFromJd, NAKSHATRA, partIndex, partsBetween, YOGA } from '../panchang-limbs';
import { sunMoonAt } from '../sky';
import { deltaTSeconds } from '../time';
import { normalizeDegrees } from '../zodiac';
import { daysHolding, decideDay, spokenDate, type Decision } from './decide';
import type { FestivalYearFrame, TithiSpan } from './days';
import type { Special, TithiRule } from './rules';
import type { FestivalText } from './types';
import { overlap, windowOn } from './windows';

export interface SpecialDecision extends Decision {
  muhurta: { start: number; end: number; label: FestivalText } | null;
}

/** Karana numbers (1..60) that are Vishti: the 7th of each cycle of the seven movable karanas from the 2nd. */
function isVishti(karana: number): boolean {
  return karana >= 2 && karana <= 57 && (karana - 2) % 7 === 6;
}

/** The Bhadra (Vishti) part of a tithi, or null. */
export function bhadraIn(span: TithiSpan): TimeSpan | null {
  const first = 2 * span.index - 1;
  if (!isVishti(first) && !isVishti(first + 1)) return null;
  const mid = millisFromJd(findAngle(KARANA, (first * 6) % 360, jdFromMillis((span.start + span.end) / 2)));
  return isVishti(first) ? { start: span.start, end: mid } : { start: mid, end: span.end };
}

/** `span` less `bar`: zero, one or two pieces. */
function without(span: TimeSpan, bar: TimeSpan | null): TimeSpan[] {
  if (!bar || bar.end <= span.start || bar.start >= span.end) return [span];
  const out: TimeSpan[] = [];
  if (bar.start > span.start) out.push({ start: span.start, end: bar.start });
  if (bar.end < span.end) out.push({ start: bar.end, end: span.end });
  return out;
}

/**
 * The tail (Punchha) and mouth (Mukha) of a Purnima's Bhadra (Muhurta Chintamani 1, Bhadra). Bhadra is the
 * Purnima's first karana, counted as 30 ghatis in four prahars: the Punchha is the last 3 ghatis of its 3rd
 * prahar, the Mukha the first 5 of its 4th. The ghatis are 30ths of the karana itself, which is not exactly
 * half the tithi (as Drik Panchang's times show: 17 Mar 2022, Punchha 21:06-22:16, Mukha to 00:13).
 * The Punchha may be used when Bhadra cannot be avoided; the Mukha never.
 */
export function purnimaBhadraParts(span: TithiSpan): { punchha: TimeSpan; mukha: TimeSpan } {
  const bhadra = bhadraIn(span)!;
  const ghati = (bhadra.end - bhadra.start) / 30;
  const at = (ghatis: number) => bhadra.start + ghatis * ghati;
  return { punchha: { start: at(19.5), end: at(22.5) }, mukha: { start: at(22.5), end: at(27.5) } };
}

/** The sidereal (Lahiri) ascendant at an instant, degrees. */
function siderealAscendant(ms: number, latitude: number, longitude: number): number {
  const jdUt = jdFromMillis(ms);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const nut = nutation(jdTt);
  const obliquity = meanObliquity(jdTt) + nut.deps;
  const gast = greenwichApparentSiderealTime(jdUt, jdTt, nut.dpsi, obliquity);
  const tropical = ascendantAndMc(gast + longitude, latitude, obliquity).ascendant;
  return normalizeDegrees(tropical - lahiriAyanamsaTrue(lahiriAyanamsaMean(jdTt), nut.dpsi));
}

const STEP_MS = 4 * 60_000;

/**
 * The part of `span` during which the sidereal sign `sign` (0 = Mesha) rises at the place, or null: the first
 * stretch of it that begins within the span (a sign rises for one to three hours a day).
 */
export function risingSignIn(span: TimeSpan, sign: number, latitude: number, longitude: number): TimeSpan | null {
  const rises = (ms: number) => Math.floor(siderealAscendant(ms, latitude, longitude) / 30) === sign;
  const edge = (a: number, b: number, aIn: boolean) => {
    for (let i = 0; i < 20 && b - a > 1000; i++) {
      const m = (a + b) / 2;
      if (rises(m) === aIn) a = m; else b = m;
    }
    return (a + b) / 2;
  };
  let start: number | null = null;
  let previous = span.start;
  let previousIn = rises(previous);
  if (previousIn) start = span.start;
  for (let t = span.start + STEP_MS; ; t += STEP_MS) {
    const at = Math.min(t, span.end);
    const now = rises(at);
    if (now !== previousIn) {
      const crossing = edge(previous, at, previousIn);
      if (now) start = crossing;
      else if (start !== null) return { start, end: crossing };
    }
    if (at >= span.end) break;
    previous = at;
    previousIn = now;
  }
  return start === null ? null : { start, end: span.end };
}

const LABELS = {
  rakhi: { en: 'Rakhi muhurta (outside Bhadra)', hi: 'राखी बाँधने का मुहूर्त (भद्रा रहित)' },
  holika: { en: 'Holika Dahan muhurta', hi: 'होलिका दहन मुहूर्त' },
  lakshmi: { en: 'Lakshmi Puja muhurta', hi: 'लक्ष्मी पूजा मुहूर्त' },
  ghata: { en: 'Ghatasthapana muhurta', hi: 'घटस्थापना मुहूर्त' },
  vijaya: { en: 'Vijaya muhurta', hi: 'विजय मुहूर्त' },
  karva: { en: 'Karva Chauth puja muhurta', hi: 'करवा चौथ पूजा मुहूर्त' },
} as const;

const BHADRA_WHY = {
  rakhiMorning: { en: 'Bhadra covered the afternoon while Purnima lasted, and Purnima lasts more than three muhurtas past the next sunrise: the rakhi is tied that morning (Nirnaya Sindhu).', hi: 'पूर्णिमा के रहते अपराह्न में भद्रा थी, और अगले दिन पूर्णिमा सूर्योदय के बाद तीन मुहूर्त से अधिक रहती है: राखी उस सुबह बाँधी जाती है (निर्णय सिन्धु)।' },
  rakhiPradosh: { en: 'Bhadra covered the afternoon while Purnima lasted, so the rakhi is tied in pradosh after Bhadra (Nirnaya Sindhu).', hi: 'पूर्णिमा के रहते अपराह्न में भद्रा थी, इसलिए राखी भद्रा के बाद प्रदोष काल में बाँधी जाती है (निर्णय सिन्धु)।' },
  rakhiNone: { en: 'Purnima was not free of Bhadra in the afternoon or pradosh of either day; the day of the Purnima afternoon is kept, and the rakhi is tied after Bhadra ends (Nirnaya Sindhu).', hi: 'किसी भी दिन अपराह्न या प्रदोष में भद्रा रहित पूर्णिमा नहीं थी; पूर्णिमा के अपराह्न वाला दिन लिया गया, और राखी भद्रा समाप्त होने के बाद बाँधी जाती है (निर्णय सिन्धु)।' },
  holikaLate: { en: 'Bhadra covered pradosh; the fire is lit after Bhadra ends, before midnight (Nirnaya Sindhu).', hi: 'प्रदोष काल में भद्रा थी; होलिका भद्रा समाप्त होने पर, मध्यरात्रि से पहले जलाई जाती है (निर्णय सिन्धु)।' },
  holikaNextDay: { en: 'Bhadra lasted past midnight on the Purnima night, and Purnima lasted more than three and a half prahars into the next day: the fire is lit in the next evening\'s pradosh (Dharmasindhu).', hi: 'पूर्णिमा की रात भद्रा मध्यरात्रि के बाद तक रही और अगले दिन पूर्णिमा साढ़े तीन प्रहर से अधिक रही: होलिका अगले दिन प्रदोष काल में जलाई जाती है (धर्मसिन्धु)।' },
  holikaPunchha: { en: 'Bhadra lasted past midnight; the fire is lit in Bhadra Punchha, its tail, which falls between pradosh and midnight (Drik Panchang, after Muhurta Chintamani).', hi: 'भद्रा मध्यरात्रि के बाद तक रही; होलिका भद्रा पुच्छ में जलाई जाती है, जो प्रदोष और मध्यरात्रि के बीच है (दृक पंचांग, मुहूर्त चिन्तामणि के अनुसार)।' },
  holikaInBhadra: { en: 'Bhadra lasted past midnight and its Punchha (tail) does not fall between pradosh and midnight, so Holika is lit in pradosh all the same, outside Bhadra Mukha (Drik Panchang).', hi: 'भद्रा मध्यरात्रि के बाद तक रही और भद्रा पुच्छ प्रदोष और मध्यरात्रि के बीच नहीं है, इसलिए होलिका प्रदोष काल में ही, भद्रा मुख छोड़कर, जलाई जाती है (दृक पंचांग)।' },
} as const;

const EKADASHI_WHY = {
  earlier: (kept: FestivalText, lost: FestivalText): FestivalText => ({
    en: `Dwadashi ends before sunrise on ${lost.en}, too early to break a fast then; the fast moves to ${kept.en} (Nirnaya Sindhu).`,
    hi: `द्वादशी ${lost.hi} के सूर्योदय से पहले समाप्त हो जाती है, तब पारण संभव नहीं; व्रत ${kept.hi} को रखा जाता है (निर्णय सिन्धु)।`,
  }),
} as const;

function ekadashi(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const base = decideDay(frame, span, 'sunrise', rule.tie, rule.book);
  if (!base) return null;
  // Kshaya: no sunrise holds it; kept on the day it begins (the tie's 'neither').
  if (!base.held) return { ...base, muhurta: null };
  let dayIndex = base.dayIndex;
  let why = base.why;
  const next = frame.days[dayIndex + 1];
  if (next && frame.tithiAt(next.sunrise).index !== span.index + 1) {
    dayIndex -= 1;
    why = EKADASHI_WHY.earlier(spokenDate(frame.days[dayIndex]!.date), spokenDate(next.date));
  }
  return { dayIndex, held: base.held, muhurta: null, ...(why ? { why } : {}) };
}

const LAKSHMI_WHY = (first: FestivalText, second: FestivalText): FestivalText => ({
  en: `Amavasya held pradosh on both ${first.en} and ${second.en}, but less than one ghati (24 minutes) of it on ${second.en}; the first evening is kept (Dharmasindhu).`,
  hi: `अमावस्या ${first.hi} और ${second.hi} दोनों दिन प्रदोष काल में रही, पर ${second.hi} को एक घटी (24 मिनट) से कम; पहली संध्या ली गई (धर्मसिन्धु)।`,
});

function rakshaBandhan(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const free = without(span, bhadraIn(span));
  const pick = (window: 'aparahna' | 'pradosh') => daysHolding(frame, free, span, window);
  const afternoon = pick('aparahna');
  const base = decideDay(frame, span, 'aparahna', rule.tie, rule.book);
  if (!base) return null;
  // The rakhi may be tied from sunrise (or Bhadra's end) to the end of pradosh while Purnima lasts; the
  // afternoon decides the day, as Drik Panchang prints it ("after Bhadra … to the end of pradosh").
  const through = (i: number): TimeSpan[] => {
    const p = windowOn(frame, i, 'pradosh')!;
    return free.map((s) => overlap(s, { start: frame.days[i]!.sunrise, end: p.end })).filter((x): x is TimeSpan => x !== null);
  };
  const muhurtaOn = (i: number) => {
    const pieces = through(i);
    return pieces.length ? { start: pieces[0]!.start, end: pieces[pieces.length - 1]!.end, label: LABELS.rakhi } : null;
  };
  if (afternoon.length) {
    const i = afternoon[0]!.dayIndex;
    const why = afternoon.length > 1 ? base.why : undefined;
    return { dayIndex: i, held: afternoon[0]!.held, muhurta: muhurtaOn(i), ...(why ? { why } : {}) };
  }
  // Purnima lasting three muhurtas (6 ghatis) past the next sunrise: the rakhi is tied that morning.
  const next = frame.days[frame.dayAt(span.start) + 1];
  if (next && span.end - next.sunrise >= ((next.sunset - next.sunrise) * 3) / 15) {
    const i = frame.dayAt(span.start) + 1;
    return { dayIndex: i, held: null, muhurta: muhurtaOn(i), why: BHADRA_WHY.rakhiMorning };
  }
  const evening = pick('pradosh');
  if (evening.length) {
    const i = evening[0]!.dayIndex;
    return { dayIndex: i, held: evening[0]!.held, muhurta: muhurtaOn(i), why: BHADRA_WHY.rakhiPradosh };
  }
  // Nothing Bhadra-free in either window: from Bhadra's end while Purnima lasts (Drik Panchang, 30 Aug 2023:
  // "after Bhadra, 21:01 to 07:05").
  const d = frame.days[base.dayIndex]!;
  const after = free.map((s) => overlap(s, { start: d.sunrise, end: d.nextSunrise })).find((x) => x !== null);
  return { ...base, muhurta: after ? { ...after, label: LABELS.rakhi } : null, why: BHADRA_WHY.rakhiNone };
}

function holikaDahan(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const bhadra = bhadraIn(span);
  const free = without(span, bhadra);
  const inPradosh = daysHolding(frame, free, span, 'pradosh');
  if (inPradosh.length) {
    const { dayIndex, held } = inPradosh[0]!;
    return { dayIndex, held, muhurta: { ...held, label: LABELS.holika } };
  }
  const base = decideDay(frame, span, 'pradosh', rule.tie, rule.book);
  if (!base) return null;
  const i = base.dayIndex;
  const pradosh = windowOn(frame, i, 'pradosh')!;
  const midnight = windowOn(frame, i, 'nishita')!;
  const beforeMidnight = free.map((s) => overlap(s, { start: pradosh.start, end: (midnight.start + midnight.end) / 2 })).find((x) => x !== null);
  if (beforeMidnight) return { ...base, muhurta: { ...beforeMidnight, label: LABELS.holika }, why: BHADRA_WHY.holikaLate };
  // Bhadra past midnight: its Punchha, if it falls between pradosh and midnight (Drik Panchang's rule).
  const { punchha, mukha } = purnimaBhadraParts(span);
  if (punchha.start >= pradosh.start && punchha.end <= (midnight.start + midnight.end) / 2) {
    return { ...base, muhurta: { ...punchha, label: LABELS.holika }, why: BHADRA_WHY.holikaPunchha };
  }
  // Bhadra past midnight: when Purnima lasts three and a half prahars (7/8 of daytime) into the next day, the
  // fire is lit in that evening's pradosh (Dharmasindhu 2, Holika), as Drik Panchang kept 7 March 2023.
  const next = frame.days[i + 1];
  if (next && span.end - next.sunrise >= ((next.sunset - next.sunrise) * 7) / 8) {
    const evening = windowOn(frame, i + 1, 'pradosh')!;
    return { dayIndex: i + 1, held: null, muhurta: { ...evening, label: LABELS.holika }, why: BHADRA_WHY.holikaNextDay };
  }
  // Else pradosh while Purnima lasts, never in Bhadra Mukha.
  const held = overlap(span, pradosh) ?? pradosh;
  const outsideMukha = without(held, mukha);
  const longest = outsideMukha.sort((a, b) => b.end - b.start - (a.end - a.start))[0] ?? held;
  return { ...base, muhurta: { ...longest, label: LABELS.holika }, why: BHADRA_WHY.holikaInBhadra };
}

/** One ghati: the least of the second evening's pradosh the Amavasya must hold for Lakshmi Puja to move to it. */
const GHATI_MS = 24 * 60_000;

function lakshmiPuja(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  let base = decideDay(frame, span, 'pradosh', rule.tie, rule.book);
  if (!base) return null;
  const both = daysHolding(frame, [span], span, 'pradosh');
  if (both.length === 2 && both[1]!.held.end - both[1]!.held.start < GHATI_MS) {
    const first = both[0]!;
    base = { dayIndex: first.dayIndex, held: first.held, why: LAKSHMI_WHY(spokenDate(frame.days[first.dayIndex]!.date), spokenDate(frame.days[both[1]!.dayIndex]!.date)) };
  }
  const pradosh = windowOn(frame, base.dayIndex, 'pradosh')!;
  const held = base.held ?? pradosh;
  const lagna = rule.lagna === undefined ? null : risingSignIn(held, rule.lagna, frame.place.latitude, frame.place.longitude);
  return { ...base, muhurta: { ...(lagna ?? held), label: LABELS.lakshmi } };
}

/** Chitra, the 14th nakshatra, and Vaidhriti, the 27th yoga: both to be avoided for Ghatasthapana. */
const GHATA_BARS = [
  { limb: NAKSHATRA, index: 14, name: { en: 'Chitra nakshatra', hi: 'चित्रा नक्षत्र' } },
  { limb: YOGA, index: 27, name: { en: 'Vaidhriti yoga', hi: 'वैधृति योग' } },
] as const;

/** The stretches of a span during which a limb (nakshatra, yoga) has the part `index`. */
function partSpans(limb: typeof NAKSHATRA, index: number, span: TimeSpan): TimeSpan[] {
  const fromJd = jdFromMillis(span.start);
  const out: TimeSpan[] = [];
  let start = span.start;
  for (const p of partsBetween(limb, fromJd, jdFromMillis(span.end), sunMoonAt(fromJd))) {
    const end = Math.min(millisFromJd(p.endJd), span.end);
    if (p.index === index && end > start) out.push({ start, end });
    start = end;
    if (start >= span.end) break;
  }
  return out;
}

/** Why the morning was kept though a barred nakshatra or yoga holds all of it. */
const GHATA_BARRED_WHY = (bars: readonly FestivalText[]): FestivalText => ({
  en: `${bars.map((b) => b.en).join(' and ')} holds the whole morning: the texts say to avoid it, but it is not forbidden, so the morning muhurta stands (as Drik Panchang prints it); Abhijit muhurta is the alternative.`,
  hi: `पूरी सुबह ${bars.map((b) => b.hi).join(' और ')} है: शास्त्र इसे टालने को कहते हैं, पर यह निषिद्ध नहीं है, इसलिए सुबह का मुहूर्त ही रहता है (जैसा दृक पंचांग देता है); विकल्प अभिजित मुहूर्त है।`,
});

/**
 * Ghatasthapana (Nirnaya Sindhu 2, Ashwin, Navaratrarambha; Drik Panchang, "Ghatasthapana"): in the first
 * third of the day while Pratipada lasts, avoiding Chitra nakshatra and Vaidhriti yoga; where they hold the
 * whole morning it is kept all the same (Drik Panchang: "to be avoided but not prohibited", as it printed
 * 9 Apr 2024). Where the rule names a lagna (Sharad Navratri: the dual sign Kanya, rising at sunrise while the
 * Sun is in it, as Drik printed 3 Oct 2024 and 22 Sep 2025), within that lagna. Else in Abhijit muhurta.
 */
function ghatasthapana(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const base = decideDay(frame, span, 'sunrise', rule.tie, rule.book);
  if (!base) return null;
  const d = frame.days[base.dayIndex]!;
  const firstThird = overlap(span, part(d.sunrise, d.sunset, 3, 1));
  const morning: TimeSpan[] = firstThird ? [firstThird] : [];
  let free = morning;
  const met: FestivalText[] = [];
  for (const bar of GHATA_BARS) {
    const next = free.flatMap((p) => partSpans(bar.limb, bar.index, p).reduce<TimeSpan[]>((rest, b) => rest.flatMap((r) => without(r, b)), [p]));
    if (next.length !== free.length || next.some((p, i) => p.start !== free[i]!.start || p.end !== free[i]!.end)) met.push(bar.name);
    free = next;
  }
  const barred = morning.length > 0 && free.length === 0;
  const { latitude, longitude } = frame.place;
  const inLagna = (barred ? morning : free).map((p) => (rule.lagna === undefined ? p : risingSignIn(p, rule.lagna, latitude, longitude))).filter((p): p is TimeSpan => p !== null);
  const muhurta = inLagna[0] ?? part(d.sunrise, d.sunset, 15, 8);
  if (!barred || !inLagna.length) return { ...base, muhurta: { ...muhurta, label: LABELS.ghata } };
  const why = GHATA_BARRED_WHY(met);
  return { ...base, muhurta: { ...muhurta, label: LABELS.ghata }, why: base.why ? { en: `${base.why.en} ${why.en}`, hi: `${base.why.hi} ${why.hi}` } : why };
}

/** Shravana, the 22nd nakshatra: the star of Vijayadashami. */
const SHRAVANA = 22;

const SHRAVANA_WHY = (first: FestivalText, kept: FestivalText): FestivalText => ({
  en: `Dashami held the afternoon (aparahna) of ${first.en} without Shravana nakshatra; on ${kept.en} it lasts three muhurtas past sunrise with Shravana at sunrise, so ${kept.en} is kept (Dharmasindhu).`,
  hi: `${first.hi} के अपराह्न में दशमी थी पर श्रवण नक्षत्र नहीं; ${kept.hi} को दशमी सूर्योदय के बाद तीन मुहूर्त तक है और सूर्योदय पर श्रवण नक्षत्र, इसलिए ${kept.hi} लिया गया (धर्मसिन्धु)।`,
});

/**
 * Vijayadashami (Dharmasindhu 2, Ashwin, Vijayadashami: "पूर्वदिने अपराह्णव्याप्तदशम्यां श्रवणाभावे परेद्युः
 * उदयव्यापिनी दशमी श्रवणयुता चेत् परा"): the Dashami that holds the afternoon, the first of two; but when the
 * first day's afternoon has no Shravana and on the next day Dashami is joined with Shravana at sunrise, the next
 * day, provided Dashami lasts three muhurtas past that sunrise (the measure Nirnaya Sindhu 1 asks of a tithi
 * that is to count for a day). So the almanacs kept 5 Oct 2003 and 5 Oct 2022, and 3 Oct 2014 and 2033, where
 * Dashami ended within two muhurtas of the second sunrise. The muhurta is Vijaya, the 11th of the day's fifteen.
 */
function vijayadashami(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  let decision: Decision | null = decideDay(frame, span, 'aparahna', rule.tie, rule.book);
  if (!decision) return null;
  const first = frame.dayAt(span.start);
  const next = frame.days[first + 1];
  const shravanaIn = (w: TimeSpan) => partSpans(NAKSHATRA, SHRAVANA, w).length > 0;
  const shravanaAt = (ms: number) => partIndex(NAKSHATRA, sunMoonAt(jdFromMillis(ms))) === SHRAVANA;
  if (
    decision.dayIndex === first && next &&
    span.end - next.sunrise >= ((next.sunset - next.sunrise) * 3) / 15 &&
    shravanaAt(next.sunrise) && !shravanaIn(windowOn(frame, first, 'aparahna')!)
  ) {
    decision = { dayIndex: first + 1, held: overlap(span, windowOn(frame, first + 1, 'aparahna')!), why: SHRAVANA_WHY(spokenDate(frame.days[first]!.date), spokenDate(next.date)) };
  }
  const d = frame.days[decision.dayIndex]!;
  return { ...decision, muhurta: { ...part(d.sunrise, d.sunset, 15, 11), label: LABELS.vijaya } };
}

/**
 * Karva Chauth: the day by Chaturthi at moonrise (the rule's window and tie); the puja in the evening sandhya,
 * three ghatis of the night (a tenth of it) from sunset, as Drik Panchang prints it (New Delhi: 24 Oct 2021,
 * 17:43-18:59; 20 Oct 2024, 17:46-19:02).
 */
function karvaChauth(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const base = decideDay(frame, span, rule.window, rule.tie, rule.book);
  if (!base) return null;
  const d = frame.days[base.dayIndex]!;
  return { ...base, muhurta: { ...part(d.sunset, d.nextSunrise, 10, 1), label: LABELS.karva } };
}

/** Rohini, the 4th nakshatra: Krishna's birth star. */
const ROHINI = 4;

const ROHINI_WHY = (kept: FestivalText): FestivalText => ({
  en: `Ashtami was in force at sunrise on two days; ${kept.en} is kept, with Rohini nakshatra at its sunrise (Hari Bhakti Vilasa).`,
  hi: `अष्टमी दो दिन सूर्योदय के समय रही; ${kept.hi} लिया गया, जिसके सूर्योदय पर रोहिणी नक्षत्र था (हरि भक्ति विलास)।`,
});

/** Vaishnava Janmashtami: the Ashtami at sunrise; of two such days, the one with Rohini at sunrise, else the rule's tie. */
function vaishnavaJanmashtami(frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule): SpecialDecision | null {
  const base = decideDay(frame, span, 'sunrise', rule.tie, rule.book);
  if (!base) return null;
  const both = daysHolding(frame, [span], span, 'sunrise');
  const rohini = both.filter((h) => partIndex(NAKSHATRA, sunMoonAt(jdFromMillis(frame.days[h.dayIndex]!.sunrise))) === ROHINI);
  if (both.length === 2 && rohini.length === 1) {
    const kept = rohini[0]!;
    return { dayIndex: kept.dayIndex, held: kept.held, muhurta: null, why: ROHINI_WHY(spokenDate(frame.days[kept.dayIndex]!.date)) };
  }
  return { ...base, muhurta: null };
}

export const SPECIALS: Readonly<Record<Special, (frame: FestivalYearFrame, span: TithiSpan, rule: TithiRule) => SpecialDecision | null>> = {
  ekadashi,
  'vaishnava-janmashtami': vaishnavaJanmashtami,
  'raksha-bandhan': rakshaBandhan,
  'holika-dahan': holikaDahan,
  'lakshmi-puja': lakshmiPuja,
  ghatasthapana,
  vijayadashami,
  'karva-chauth': karvaChauth,
};
