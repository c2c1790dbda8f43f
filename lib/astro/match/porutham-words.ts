// The ten poruthams' words, one table a language: each porutham's name and rule, what was found for
// the couple, and the summary. The rules themselves (counts, tables) stay in poruthams.ts, with their
// source. The Hindi is written as Hindi matching pages write it (वर/कन्या, नक्षत्र, रज्जु, वेध).

import type { Gana, Yoni } from '../ashtakoota';
import { SIGN_ORDINALS_HI, type DisplayLanguage } from '../format';
import { GRAHA_NAMES_HI, KOOTA_VALUE_NAMES_HI, NAKSHATRA_NAMES_HI, PORUTHAM_NAMES_HI, RAJJU_NAMES_HI, SIGN_NAMES_HI } from '../hindi';
import type { Graha, Nakshatra, Sign } from '../zodiac';
import type { PoruthamKey, Rajju } from './poruthams';

/** The two Moons as the poruthams count them: from the girl's star (and sign) to the boy's. */
export interface StarCount {
  boyStar: Nakshatra;
  girlStar: Nakshatra;
  /** Inclusive count from the girl's nakshatra to the boy's, 1..27. */
  star: number;
  boySign: Sign;
  girlSign: Sign;
  /** Inclusive count from the girl's Moon sign to the boy's, 1..12. */
  sign: number;
}

export interface PoruthamWords {
  source: string;
  names: Readonly<Record<PoruthamKey, string>>;
  /** Each rule in one sentence; Stree Deergha's names its least count, `streeDeerghaMin`. */
  rule(key: PoruthamKey, streeDeerghaMin: number): string;
  /** Mahendra and Stree Deergha: where the boy's star falls from the girl's. */
  star(c: StarCount): string;
  dina(c: StarCount, remainder: number): string;
  gana(boy: Gana, girl: Gana): string;
  yoni(boy: Yoni, girl: Yoni): string;
  rasi(c: StarCount): string;
  rasiAdhipati(boy: Graha, girl: Graha): string;
  vasya(c: StarCount, vasya: boolean): string;
  rajju(boy: Rajju, girl: Rajju): string;
  vedha(c: StarCount, vedha: boolean): string;
  summary(matched: number, total: number, essential: boolean): string;
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const RULES: Readonly<Record<Exclude<PoruthamKey, 'streeDeergha'>, string>> = {
  dina: 'Counting from the girl\'s star to the boy\'s, the count leaves 2, 4, 6, 8 or 0 when divided by 9',
  gana: 'The same gana, or Deva with Manushya; Rakshasa agrees only with Rakshasa',
  mahendra: 'The boy\'s star is the 4th, 7th, 10th, 13th, 16th, 19th, 22nd or 25th from the girl\'s',
  yoni: 'The two birth-star animals are not natural enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger)',
  rasi: 'The boy\'s Moon sign is the girl\'s own or beyond the 6th from it',
  rasiAdhipati: 'The lords of the two Moon signs are the same, friends or neutral, not enemies (natural relations, Brihat Parashara Hora Shastra, ch. 3)',
  vasya: 'One Moon sign is vasya (drawn) to the other, by the traditional table',
  rajju: 'The two birth stars belong to different rajjus (body parts)',
  vedha: 'The two birth stars are not a vedha (mutually obstructing) pair',
};

const starLine = (c: StarCount) => `the boy's star ${c.boyStar} is the ${ordinal(c.star)} from the girl's ${c.girlStar}`;

const ENGLISH: PoruthamWords = {
  source: 'B. V. Raman, Muhurtha (Electional Astrology), chapter on marriage (the ten kutas, after Kalaprakasika)',
  names: { dina: 'Dina', gana: 'Gana', mahendra: 'Mahendra', streeDeergha: 'Stree Deergha', yoni: 'Yoni', rasi: 'Rasi', rasiAdhipati: 'Rasiyathipathi', vasya: 'Vasya', rajju: 'Rajju', vedha: 'Vedha' },
  rule: (key, min) => (key === 'streeDeergha' ? `The boy's star is at least the ${ordinal(min)} from the girl's (regional practice varies between the 9th and the 15th)` : RULES[key]),
  star: (c) => `${starLine(c)}.`,
  dina: (c, remainder) => `${starLine(c)} (remainder ${remainder}).`,
  gana: (boy, girl) => `The boy is ${boy}, the girl ${girl}.`,
  yoni: (boy, girl) => `The boy's animal is the ${boy}, the girl's the ${girl}.`,
  rasi: (c) => `The boy's Moon sign ${c.boySign} is the ${ordinal(c.sign)} from the girl's ${c.girlSign}.`,
  rasiAdhipati: (boy, girl) => (boy === girl ? `Both Moon signs are ruled by ${boy}.` : `The boy's Moon-sign lord is ${boy}, the girl's ${girl}.`),
  vasya: (c, vasya) => `The boy's Moon sign is ${c.boySign}, the girl's ${c.girlSign}${vasya ? '' : ', which are not vasya to each other'}.`,
  rajju: (boy, girl) => `The boy's star is in ${boy}, the girl's in ${girl}.`,
  vedha: (c, vedha) => (vedha ? `${c.boyStar} and ${c.girlStar} are a vedha pair.` : `${c.boyStar} and ${c.girlStar} do not obstruct each other.`),
  summary(matched, total, essential) {
    const count = `${matched} of the ${total} poruthams agree.`;
    if (essential) return `${count} Rajju and Vedha, the two that South Indian tradition weighs most, both agree.`;
    return `${count} Rajju or Vedha does not agree; tradition asks an astrologer to look at both full charts before deciding, and a difference here is a reason for a careful reading rather than a verdict.`;
  },
};

/** A star's place from another, as Hindi counts it: "पहला", "दूसरा", "19वाँ". */
const starOrdinalHi = (n: number): string => ['पहला', 'दूसरा', 'तीसरा', 'चौथा'][n - 1] ?? (n === 6 ? 'छठा' : `${n}वाँ`);

const RULES_HI: Readonly<Record<Exclude<PoruthamKey, 'streeDeergha'>, string>> = {
  dina: 'कन्या के नक्षत्र से वर के नक्षत्र तक गिनकर संख्या को 9 से भाग देने पर शेष 2, 4, 6, 8 या 0 बचे',
  gana: 'दोनों का गण एक हो, या एक देव और दूसरा मनुष्य गण हो; राक्षस गण केवल राक्षस गण से मिलता है',
  mahendra: 'वर का नक्षत्र कन्या के नक्षत्र से 4, 7, 10, 13, 16, 19, 22 या 25वाँ हो',
  yoni: 'दोनों जन्म नक्षत्रों की योनियाँ आपस में स्वाभाविक शत्रु न हों (अश्व–महिष, गज–सिंह, मेष–वानर, सर्प–नकुल, श्वान–मृग, मार्जार–मूषक, गौ–व्याघ्र)',
  rasi: 'वर की चंद्र राशि कन्या की चंद्र राशि ही हो, या उससे छठी के बाद की हो',
  rasiAdhipati: 'दोनों चंद्र राशियों के स्वामी एक ही हों, या आपस में मित्र या सम हों, शत्रु नहीं (नैसर्गिक संबंध, बृहत् पाराशर होरा शास्त्र, अध्याय 3)',
  vasya: 'पारंपरिक तालिका के अनुसार एक चंद्र राशि दूसरी के लिए वश्य (आकर्षित) हो',
  rajju: 'दोनों जन्म नक्षत्र अलग-अलग रज्जु (शरीर के भाग) में हों',
  vedha: 'दोनों जन्म नक्षत्र आपस में वेध (एक-दूसरे में बाधक) जोड़ी न हों',
};

const starLineHi = (c: StarCount) =>
  c.star === 1
    ? `वर और कन्या दोनों का नक्षत्र ${NAKSHATRA_NAMES_HI[c.boyStar]} ही है`
    : `वर का नक्षत्र ${NAKSHATRA_NAMES_HI[c.boyStar]} कन्या के नक्षत्र ${NAKSHATRA_NAMES_HI[c.girlStar]} से ${starOrdinalHi(c.star)} है`;

const HINDI: PoruthamWords = {
  source: 'बी. वी. रमन, मुहूर्त, विवाह का अध्याय (दस कूट, कालप्रकाशिका के अनुसार)',
  names: PORUTHAM_NAMES_HI,
  rule: (key, min) =>
    key === 'streeDeergha' ? `वर का नक्षत्र कन्या के नक्षत्र से कम से कम ${min}वाँ हो (क्षेत्रीय परंपरा में यह सीमा 9वें से 15वें के बीच बदलती है)` : RULES_HI[key],
  star: (c) => `${starLineHi(c)}।`,
  dina: (c, remainder) => `${starLineHi(c)} (शेष ${remainder})।`,
  gana: (boy, girl) => `वर ${KOOTA_VALUE_NAMES_HI[boy]} गण का है, कन्या ${KOOTA_VALUE_NAMES_HI[girl]} गण की।`,
  yoni: (boy, girl) => `वर की योनि ${KOOTA_VALUE_NAMES_HI[boy]} है, कन्या की ${KOOTA_VALUE_NAMES_HI[girl]}।`,
  rasi: (c) =>
    c.sign === 1
      ? `वर और कन्या दोनों की चंद्र राशि ${SIGN_NAMES_HI[c.boySign]} ही है।`
      : `वर की चंद्र राशि ${SIGN_NAMES_HI[c.boySign]} कन्या की चंद्र राशि ${SIGN_NAMES_HI[c.girlSign]} से ${SIGN_ORDINALS_HI[c.sign - 1]} है।`,
  rasiAdhipati: (boy, girl) =>
    boy === girl
      ? `दोनों चंद्र राशियों का स्वामी ${GRAHA_NAMES_HI[boy]} ही है।`
      : `वर की चंद्र राशि का स्वामी ${GRAHA_NAMES_HI[boy]} है, कन्या की चंद्र राशि का ${GRAHA_NAMES_HI[girl]}।`,
  vasya: (c, vasya) =>
    `वर की चंद्र राशि ${SIGN_NAMES_HI[c.boySign]} है, कन्या की ${SIGN_NAMES_HI[c.girlSign]}${vasya ? '' : '; ये दोनों एक-दूसरे के लिए वश्य नहीं हैं'}।`,
  rajju: (boy, girl) => `वर का नक्षत्र ${RAJJU_NAMES_HI[boy]} रज्जु में है, कन्या का ${RAJJU_NAMES_HI[girl]} रज्जु में।`,
  vedha: (c, vedha) =>
    vedha
      ? `${NAKSHATRA_NAMES_HI[c.boyStar]} और ${NAKSHATRA_NAMES_HI[c.girlStar]} आपस में वेध जोड़ी हैं।`
      : `${NAKSHATRA_NAMES_HI[c.boyStar]} और ${NAKSHATRA_NAMES_HI[c.girlStar]} एक-दूसरे में बाधक नहीं हैं।`,
  summary(matched, total, essential) {
    const count = `${total} में से ${matched} पोरुत्तम मिलते हैं।`;
    if (essential) return `${count} रज्जु और वेध, जिन्हें दक्षिण भारतीय परंपरा सबसे अधिक महत्व देती है, दोनों मिलते हैं।`;
    return `${count} रज्जु या वेध नहीं मिलता; परंपरा कहती है कि निर्णय से पहले ज्योतिषी दोनों की पूरी कुंडली देखें, और यहाँ का अंतर कोई फ़ैसला नहीं, बल्कि कुंडली ध्यान से पढ़वाने का कारण है।`;
  },
};

/** The poruthams' words in each language (a language without its table does not compile). */
export const PORUTHAM_WORDS: Readonly<Record<DisplayLanguage, PoruthamWords>> = { en: ENGLISH, hi: HINDI };
