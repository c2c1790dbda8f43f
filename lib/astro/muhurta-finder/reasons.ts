// The finder's reasons in English and Hindi: why a window is good and why a day has none. One
// function per rule, so the engine and its tests speak of a rule by the same words.

import type { FestivalText } from '../festivals/types';
import { GRAHA_NAMES_HI, LUNAR_MONTH_NAMES_HI, lunarMonthHi, NAKSHATRA_NAMES_HI, PAKSHA_NAMES_HI, SIGN_NAMES_HI, TITHI_NAMES_HI, WEEKDAY_NAMES_HI } from '../hindi';
import { TITHI_NAMES, WEEKDAYS, type LunarMonth } from '../panchang';
import { NAKSHATRAS, SIGNS } from '../zodiac';
import { ACTIVITY_RULES, BHADRA_IN_HEAVEN_MOON_SIGNS, TARA_NAMES, type Activity } from './activities';
import type { AstaGraha } from './asta';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const ORDINAL_HI = (n: number) => `${n}वें`;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "12 Dec 2025" / "12 दिसंबर 2025" of a civil date YYYY-MM-DD (an asta span may end in another year). */
function shortDate(date: string): FestivalText {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { en: `${d} ${MONTHS_EN[m - 1]} ${y}`, hi: `${d} ${MONTHS_HI[m - 1]} ${y}` };
}

const nakshatraName = (n: number) => ({ en: NAKSHATRAS[n - 1]!, hi: NAKSHATRA_NAMES_HI[NAKSHATRAS[n - 1]!] });
export function tithiName(t: number): FestivalText {
  const paksha = t <= 15 ? 'Shukla' : 'Krishna';
  const name = TITHI_NAMES[t - 1]!;
  if (t === 15 || t === 30) return { en: name, hi: TITHI_NAMES_HI[name]! };
  return { en: `${paksha} ${name}`, hi: `${PAKSHA_NAMES_HI[paksha]} ${TITHI_NAMES_HI[name]}` };
}
const signName = (s: number) => ({ en: SIGNS[s]!, hi: SIGN_NAMES_HI[SIGNS[s]!] });
const weekdayName = (w: number) => ({ en: WEEKDAYS[w]!, hi: WEEKDAY_NAMES_HI[WEEKDAYS[w]!] });
const activityName = (a: Activity) => ACTIVITY_RULES[a].name;

export const reason = {
  weekdayBarred: (w: number, a: Activity): FestivalText => ({
    en: `${weekdayName(w).en} is not a weekday for ${activityName(a).en.toLowerCase()}`,
    hi: `${weekdayName(w).hi} ${activityName(a).hi} का वार नहीं है`,
  }),
  weekdayGood: (w: number): FestivalText => ({ en: `Weekday ${weekdayName(w).en}, ruled by a benefic`, hi: `${weekdayName(w).hi}, शुभ ग्रह का वार` }),

  asta: (graha: AstaGraha, untilDate: string): FestivalText => {
    const until = shortDate(untilDate);
    const en = graha === 'Jupiter' ? 'Jupiter' : 'Venus';
    return { en: `${en} is combust (asta) until ${until.en}`, hi: `${GRAHA_NAMES_HI[graha]} अस्त है (${until.hi} तक)` };
  },
  venusBala: (untilDate: string): FestivalText => {
    const until = shortDate(untilDate);
    return { en: `Venus has just risen (bala) until ${until.en}`, hi: `शुक्र अभी उदित हुए हैं, बाल्यावस्था (${until.hi} तक)` };
  },
  noAsta: (): FestivalText => ({ en: 'Jupiter and Venus are not combust (asta)', hi: 'गुरु और शुक्र अस्त नहीं हैं' }),

  kharmas: (sunSign: number): FestivalText => ({
    en: `Kharmas: the Sun is in ${signName(sunSign).en}, no marriages or house-warmings`,
    hi: `खरमास: सूर्य ${signName(sunSign).hi} राशि में, विवाह और गृह प्रवेश नहीं`,
  }),
  noKharmas: (): FestivalText => ({ en: 'The Sun is not in Sagittarius or Pisces (no Kharmas)', hi: 'सूर्य धनु या मीन में नहीं (खरमास नहीं)' }),

  chaturmas: (): FestivalText => ({
    en: 'Chaturmas (Devshayani to Devutthana Ekadashi): no marriages',
    hi: 'चातुर्मास (देवशयनी से देवउठनी एकादशी तक): विवाह नहीं',
  }),
  noChaturmas: (): FestivalText => ({ en: 'Outside Chaturmas', hi: 'चातुर्मास के बाहर' }),

  adhikaMonth: (month: LunarMonth): FestivalText => ({
    en: `Adhika ${month} is a leap (mala) month: no beginnings`,
    hi: `${lunarMonthHi(month, { adhika: true })} मलमास है: शुभ आरंभ नहीं`,
  }),
  monthBarred: (month: LunarMonth, a: Activity): FestivalText => ({
    en: `The lunar month ${month} is not a month for ${activityName(a).en.toLowerCase()}`,
    hi: `${LUNAR_MONTH_NAMES_HI[month]} मास ${activityName(a).hi} का मास नहीं है`,
  }),
  monthGood: (month: LunarMonth): FestivalText => ({ en: `Lunar month ${month}`, hi: `${LUNAR_MONTH_NAMES_HI[month]} मास` }),

  rikta: (t: number): FestivalText => ({ en: `Tithi ${tithiName(t).en} is Rikta`, hi: `${tithiName(t).hi} रिक्ता तिथि है` }),
  amavasya: (): FestivalText => ({ en: 'Amavasya (new moon)', hi: 'अमावस्या' }),
  tithiBarred: (t: number, a: Activity): FestivalText => ({
    en: `Tithi ${tithiName(t).en} is not a tithi for ${activityName(a).en.toLowerCase()}`,
    hi: `${tithiName(t).hi} ${activityName(a).hi} की तिथि नहीं है`,
  }),
  tithiGood: (t: number): FestivalText => ({ en: `Tithi ${tithiName(t).en}`, hi: `तिथि ${tithiName(t).hi}` }),

  nakshatraBarred: (n: number, a: Activity): FestivalText => ({
    en: `Nakshatra ${nakshatraName(n).en} is not a nakshatra for ${activityName(a).en.toLowerCase()}`,
    hi: `${nakshatraName(n).hi} नक्षत्र ${activityName(a).hi} का नक्षत्र नहीं है`,
  }),
  nakshatraGood: (n: number, a: Activity): FestivalText => ({
    en: `Nakshatra ${nakshatraName(n).en}, favoured for ${activityName(a).en.toLowerCase()}`,
    hi: `${nakshatraName(n).hi} नक्षत्र, ${activityName(a).hi} के लिए शुभ`,
  }),

  bhadra: (moonSign: number): FestivalText => ({
    en: `Bhadra (Vishti karana) on earth (the Moon in ${signName(moonSign).en})`,
    hi: `भद्रा (विष्टि करण) पृथ्वी लोक में (चंद्रमा ${signName(moonSign).hi} राशि में)`,
  }),
  bhadraAway: (moonSign: number): FestivalText => BHADRA_IN_HEAVEN_MOON_SIGNS.includes(moonSign)
    ? { en: 'Bhadra (Vishti karana) dwells in heaven (the Moon in Aries, Taurus, Gemini or Scorpio): it does not bar the work', hi: 'भद्रा (विष्टि करण) स्वर्ग लोक में (चंद्रमा मेष, वृषभ, मिथुन या वृश्चिक में): बाधक नहीं' }
    : { en: 'Bhadra (Vishti karana) dwells below the earth (the Moon in Virgo, Libra, Sagittarius or Capricorn): it does not bar the work', hi: 'भद्रा (विष्टि करण) पाताल लोक में (चंद्रमा कन्या, तुला, धनु या मकर में): बाधक नहीं' },
  noBhadra: (): FestivalText => ({ en: 'Not in Bhadra (Vishti karana)', hi: 'भद्रा (विष्टि करण) नहीं' }),

  badTara: (tara: number): FestivalText => ({
    en: `Tarabalam: the day's star is ${TARA_NAMES[tara - 1]!.en} tara (${tara}) from the birth star`,
    hi: `ताराबल: जन्म नक्षत्र से ${TARA_NAMES[tara - 1]!.hi} तारा (${tara})`,
  }),
  goodTara: (tara: number): FestivalText => ({
    en: `Tarabalam: ${TARA_NAMES[tara - 1]!.en} tara (${tara}) from the birth star`,
    hi: `ताराबल: जन्म नक्षत्र से ${TARA_NAMES[tara - 1]!.hi} तारा (${tara})`,
  }),
  badMoon: (house: number): FestivalText => ({
    en: `Chandrabalam: the Moon is ${ordinal(house)} from the birth Moon`,
    hi: `चंद्रबल: चंद्रमा जन्म राशि से ${ORDINAL_HI(house)} भाव में`,
  }),
  goodMoon: (house: number): FestivalText => ({
    en: `Chandrabalam: the Moon is ${ordinal(house)} from the birth Moon`,
    hi: `चंद्रबल: चंद्रमा जन्म राशि से ${ORDINAL_HI(house)} भाव में`,
  }),

  rahuKaal: (): FestivalText => ({ en: 'Rahu kaal', hi: 'राहु काल' }),
  noRahuKaal: (): FestivalText => ({ en: 'Outside Rahu kaal', hi: 'राहु काल के बाहर' }),

  lagnaBarred: (a: Activity): FestivalText => ({
    en: `No lagna for ${activityName(a).en.toLowerCase()} rises while the rest holds`,
    hi: `शेष नियम रहते ${activityName(a).hi} का कोई लग्न उदय नहीं होता`,
  }),
  lagnaGood: (s: number): FestivalText => ({ en: `Lagna ${signName(s).en}`, hi: `${signName(s).hi} लग्न` }),

  tooShort: (): FestivalText => ({ en: 'Every rule holds only for moments shorter than 5 minutes', hi: 'सभी नियम केवल 5 मिनट से कम समय के लिए लागू होते हैं' }),

  noSunrise: (): FestivalText => ({ en: 'No sunrise at this place on this date', hi: 'इस दिन यहाँ सूर्योदय नहीं' }),
};
