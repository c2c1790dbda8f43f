// The weekly and monthly horoscope's sentences in Hindi, written natively beside the English ones of
// period-horoscope.ts: the same facts (the Sun's, Jupiter's and Saturn's houses, the Moon's days, the
// planets changing sign or direction) in a Hindi rashifal's words. Pure; only the Hindi names' table.

import type { HouseNumber } from './daily-horoscope-phrases';
import { HOUSE_ORDINALS_HI } from './format';
import { GRAHA_NAMES_HI, SIGN_NAMES_HI } from './hindi';
import type { Graha, Sign } from './zodiac';

type Period = 'week' | 'month';

/** What each whole-sign house stands for, as a Hindi rashifal names it. */
export const HOUSE_AREAS_HI: Readonly<Record<HouseNumber, string>> = {
  1: 'स्वयं, सेहत और व्यक्तित्व',
  2: 'परिवार, बचत और वाणी',
  3: 'साहस, भाई-बहन और छोटी यात्राएँ',
  4: 'घर, माता और मन की शांति',
  5: 'संतान, पढ़ाई और रचनात्मकता',
  6: 'रोज़ का काम, सेहत की आदतें और प्रतिस्पर्धा',
  7: 'विवाह और साझेदारी',
  8: 'साझा धन, शोध और अचानक बदलाव',
  9: 'भाग्य, गुरु, बड़े-बुज़ुर्ग और लंबी यात्राएँ',
  10: 'करियर और मान-सम्मान',
  11: 'लाभ, मित्र और आकांक्षाएँ',
  12: 'ख़र्च, विश्राम और दूर के स्थान',
};

/** What the Sun's stay in a house asks of the reader. */
const SUN_ADVICE_HI: Readonly<Record<HouseNumber, string>> = {
  1: 'अपनी सेहत और योजनाओं को प्राथमिकता दें, और आत्मविश्वास को ज़िद न बनने दें।',
  2: 'घर में सोच-समझकर बोलें और अपनी बचत पर नए सिरे से नज़र डालें।',
  3: 'पहल करें: फ़ोन, छोटी यात्राएँ और साहसी प्रस्ताव अच्छे रहेंगे।',
  4: 'घर-परिवार और माता या किसी बुज़ुर्ग को समय दें, और बड़े बदलाव बाद के लिए रखें।',
  5: 'रचनात्मक काम, पढ़ाई और बच्चों के साथ बिताया समय सबसे अधिक संतोष देगा।',
  6: 'अधूरे काम निपटाएँ और दिनचर्या नियमित रखें; इस समय भाग्य से ज़्यादा मेहनत काम आएगी।',
  7: 'साथी और ग्राहक आपका ध्यान चाहते हैं; उचित लेन-देन से सब सहज रहेगा।',
  8: 'काग़ज़ात और साझा धन दो बार जाँचें, और कुछ समय शांत चिंतन के लिए रखें।',
  9: 'पढ़ाई, बड़ों का मार्गदर्शन और तीर्थ या लंबी यात्रा शुभ रहेंगे।',
  10: 'काम और प्रतिष्ठा आगे रहेंगे, और लगातार मेहनत पर ऊपर के लोगों की नज़र पड़ेगी।',
  11: 'मित्र और संपर्क मदद करेंगे, और कोई पुरानी इच्छा पूरी होने के क़रीब आ सकती है।',
  12: 'भरपूर आराम करें, ख़र्च पर नज़र रखें और कुछ नया शुरू करने से पहले अधूरे काम पूरे करें।',
};

/** "आपके सातवें भाव" */
const yourHouse = (house: HouseNumber) => `आपके ${HOUSE_ORDINALS_HI[house - 1]} भाव`;

/** "इस सप्ताह" / "इस महीने" */
const thisPeriod = (period: Period) => (period === 'week' ? 'इस सप्ताह' : 'इस महीने');

export function sunOverviewHi(period: Period, house: HouseNumber): string {
  return `${thisPeriod(period)} सूर्य ${yourHouse(house)} में है, जो ${HOUSE_AREAS_HI[house]} का भाव है: ${SUN_ADVICE_HI[house]}`;
}

export function jupiterSentenceHi(house: HouseNumber, supportive: boolean): string {
  return supportive
    ? `${yourHouse(house)} में गुरु ${HOUSE_AREAS_HI[house]} के लिए स्थायी आशीर्वाद है।`
    : `${yourHouse(house)} में गुरु ${HOUSE_AREAS_HI[house]} के मामलों में धैर्य माँगता है; बड़ों से अच्छी सलाह मिलेगी।`;
}

export function saturnSentenceHi(house: HouseNumber, kind: 'sade-sati' | 'strong' | 'discipline'): string {
  if (kind === 'sade-sati') {
    return `${yourHouse(house)} में शनि आपकी राशि के लिए साढ़े साती का हिस्सा है: ${HOUSE_AREAS_HI[house]} के मामलों में लगातार और ईमानदार मेहनत का फल मिलेगा, आसान रास्तों का नहीं।`;
  }
  return kind === 'strong'
    ? `${yourHouse(house)} में शनि ${HOUSE_AREAS_HI[house]} में टिके रहने की शक्ति देता है।`
    : `${yourHouse(house)} में शनि ${HOUSE_AREAS_HI[house]} के मामलों में अनुशासन माँगता है।`;
}

export function moonSentenceHi(period: Period, favourable: number, care: number, total: number, balance: 'supportive' | 'mostly' | 'mixed'): string {
  const span = period === 'week' ? 'सप्ताह' : 'महीना';
  const verdict = { supportive: `कुल मिलाकर यह ${span} सहयोग देने वाला है`, mostly: `यह ${span} ज़्यादातर अनुकूल है`, mixed: `यह ${span} मिला-जुला है` }[balance];
  return `${thisPeriod(period)} के ${total} दिनों में से ${favourable} दिन चंद्रमा आपके अनुकूल है और ${care} दिन सावधानी माँगता है: ${verdict}। ज़रूरी काम नीचे दिए अनुकूल दिनों के लिए रखें।`;
}

/** "गुरु का मीन राशि में प्रवेश, आपके चौथे भाव (घर, माता और मन की शांति) में।" */
export function signChangeHi(planet: Graha, sign: Sign, house: HouseNumber): string {
  return `${GRAHA_NAMES_HI[planet]} का ${SIGN_NAMES_HI[sign]} राशि में प्रवेश, ${yourHouse(house)} (${HOUSE_AREAS_HI[house]}) में।`;
}

export function stationHi(planet: Graha, retrograde: boolean, house: HouseNumber): string {
  return retrograde
    ? `${GRAHA_NAMES_HI[planet]} वक्री: ${HOUSE_AREAS_HI[house]} से जुड़े कामों में नई शुरुआत के बजाय पुराने काम देखें और पूरे करें।`
    : `${GRAHA_NAMES_HI[planet]} मार्गी: ${HOUSE_AREAS_HI[house]} से जुड़े रुके हुए काम फिर आगे बढ़ने लगेंगे।`;
}
