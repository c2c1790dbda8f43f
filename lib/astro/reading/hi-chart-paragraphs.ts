// The Hindi reading's chart sections: the Lagna and the Moon, each graha by sign, house and dignity, and the
// twelve house lords. The same facts, paragraph keys and choices (by the same keys) as the English modules
// (lagna-moon.ts, planets.ts, house-lords.ts), in the words of a Hindi kundli report.

import type { SignDignity } from '../dignity';
import { HOUSE_AREAS_HI } from '../period-horoscope-hi';
import { GRAHAS, SIGN_LORDS, zodiacPosition } from '../zodiac';
import type { ChartReadingFacts, GrahaFacts } from './facts';
import { houseComment, houseKind, SIGN_MEANINGS, type HouseComment, type LordRelation } from './meanings';
import { choose, degreeInSign } from './phrasing';
import { houseLordParagraphsIn, type HouseLordWords } from './house-lords';
import { grahaParagraphsIn, type GrahaParagraphWords } from './planets';
import type { ReadingInput, ReadingParagraph } from './types';
import { DIGNITY_MEANINGS_HI, ELEMENTS_HI, GRAHA_MEANINGS_HI, HOUSE_AREAS_OBLIQUE_HI, HOUSE_KIND_NOTES_HI, MODALITIES_HI, MODALITY_NOTES_HI, SIGN_MANNER_HI, SOURCES_HI } from './hi-meanings';
import { graha, grahas, houseNom, houseObl, labelHi, lagnaHi, listHi, nakshatra, sign } from './hi-phrasing';

type HouseNumber = keyof typeof HOUSE_AREAS_HI;
/** A house's areas before a postposition ("… से जुड़े"). */
export const areasHi = (house: number): string => HOUSE_AREAS_OBLIQUE_HI[house]!;
/** A house's areas standing alone (in brackets, after "यानी"). */
export const areasNom = (house: number): string => HOUSE_AREAS_HI[house as HouseNumber];

const WORDING = 'भाषा सामान्य परंपरा पर आधारित';
const STRONG: readonly SignDignity[] = ['exalted', 'moolatrikona', 'own'];

function lagnaParagraph(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const asc = zodiacPosition(input.ascendant.longitude);
  const s = facts.lagnaSign;
  const meaning = SIGN_MEANINGS[s];
  const [m0, m1] = SIGN_MANNER_HI[s];
  const lord = facts.lord(1);
  const lf = facts.grahas[lord];
  const inFirst = GRAHAS.filter((g) => facts.grahas[g].house === 1);
  const key = `lagna|${s}|${lf.house}|${inFirst.join(',')}`;
  const deg = degreeInSign(input.ascendant.longitude);
  const first = `आपका लग्न ${sign(s)} है, ${deg} पर, ${nakshatra(asc.nakshatra)} नक्षत्र के चरण ${asc.pada} में।`;
  const nature = choose(`${key}|nature`, [
    `${ELEMENTS_HI[meaning.element]} की ${MODALITIES_HI[meaning.modality]} राशि होने से यह ऐसे व्यक्ति का संकेत देती है जो ${MODALITY_NOTES_HI[meaning.modality]}, और जिसका दुनिया से मिलने का ढंग ${m0} और ${m1} है।`,
    `परंपरा में ${sign(s)} लग्न को ${m0} और ${m1} माना जाता है; ${MODALITIES_HI[meaning.modality]} राशि होने से ऐसा व्यक्ति ${MODALITY_NOTES_HI[meaning.modality]}।`,
  ]);
  const lordText = lf.house === 1
    ? `इसका स्वामी ${graha(lord)} लग्न में ही बैठा है, जिसे परंपरा स्वास्थ्य और आत्मनिर्भरता की मज़बूत नींव मानती है।`
    : choose(`${key}|lord`, [
      `इसका स्वामी ${graha(lord)} ${houseObl(lf.house)} भाव में है, इसलिए आपकी अपनी राह ${areasHi(lf.house)} से गहराई से जुड़ी है।`,
      `लग्नेश ${graha(lord)} ${sign(lf.sign)} राशि में ${houseObl(lf.house)} भाव में बैठा है, जो आपका ध्यान ${areasHi(lf.house)} की ओर ले जाता है।`,
    ]);
  const d = input.dignities[lord].dignity;
  const lordDignity = d && d !== 'neutral' ? ` वहाँ ${graha(lord)} ${DIGNITY_MEANINGS_HI[d].label} है: ${DIGNITY_MEANINGS_HI[d].effect}।` : '';
  const occupants = inFirst.length
    ? ` पहले भाव में ${grahas(inFirst)} भी ${inFirst.length > 1 ? 'हैं, जो' : 'है, जो'} व्यक्तित्व में ${listHi(inFirst.map((g) => GRAHA_MEANINGS_HI[g].essence))} ${inFirst.length > 1 ? 'जोड़ते हैं' : 'जोड़ता है'}।`
    : '';
  return {
    key: 'lagna',
    text: `${first} ${nature} ${lordText}${lordDignity}${occupants}`,
    basis: { positions: [`${lagnaHi(s)} ${deg}`, labelHi(lf), ...inFirst.filter((g) => g !== lord).map((g) => labelHi(facts.grahas[g]))], source: `${SOURCES_HI.signs} (राशियाँ); ${SOURCES_HI.houseLords} (लग्नेश); ${WORDING}` },
  };
}

function moonParagraph(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const m = facts.grahas.Moon;
  const z = zodiacPosition(input.planets.Moon.longitude);
  const [m0, m1] = SIGN_MANNER_HI[m.sign];
  const key = `moon|${m.sign}|${z.nakshatra}`;
  const deg = degreeInSign(input.planets.Moon.longitude);
  const first = choose(`${key}|first`, [
    `मन का कारक चंद्र ${sign(m.sign)} राशि में ${deg} पर है: यही आपकी राशि (चंद्र राशि) है, और आपका जन्म नक्षत्र ${nakshatra(z.nakshatra)}, चरण ${z.pada} है।`,
    `आपकी राशि, यानी चंद्र की राशि, ${sign(m.sign)} है; चंद्र वहाँ ${deg} पर ${nakshatra(z.nakshatra)} नक्षत्र के चरण ${z.pada} में है।`,
  ]);
  const mind = `परंपरा ${sign(m.sign)} राशि के चंद्र को ${m0} और ${m1} स्वभाव के रूप में पढ़ती है, और गोचर तथा साढ़े साती इसी राशि से गिने जाते हैं।`;
  const lord = z.nakshatraLord;
  const nak = choose(`${key}|nak`, [
    `${nakshatra(z.nakshatra)} नक्षत्र का स्वामी ${graha(lord)} है, इसलिए आपकी विंशोत्तरी दशा ${graha(lord)} की महादशा से शुरू हुई, और उसके विषय, जैसे ${GRAHA_MEANINGS_HI[lord].themes[0]}, इस नक्षत्र को अपना रंग देते हैं।`,
    `इस नक्षत्र का स्वामी ${graha(lord)} है; उसी की दशा से आपका विंशोत्तरी क्रम आरंभ हुआ, और परंपरा इसे ${GRAHA_MEANINGS_HI[lord].themes[0]} से जोड़ती है।`,
  ]);
  return {
    key: 'moon',
    text: `${first} ${mind} ${nak}`,
    basis: { positions: [`चंद्र ${sign(m.sign)} ${deg} में, ${nakshatra(z.nakshatra)} चरण ${z.pada}`], source: `${SOURCES_HI.signs} (राशियाँ); ${SOURCES_HI.vimshottari} (नक्षत्र स्वामी); ${WORDING}` },
  };
}

export function lagnaMoonParagraphsHi(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  return [lagnaParagraph(input, facts), moonParagraph(input, facts)];
}

/** A strong or weak dignity with its sign: "तुला में उच्च का", "अपनी स्वराशि सिंह में". */
function dignityWithSign(d: SignDignity, s: string): string {
  if (d === 'exalted') return `${sign(s)} में उच्च का`;
  if (d === 'debilitated') return `${sign(s)} में नीच का`;
  if (d === 'moolatrikona') return `अपनी मूलत्रिकोण राशि ${sign(s)} में`;
  return `अपनी स्वराशि ${sign(s)} में`;
}

function opener(f: GrahaFacts, d: SignDignity | null, key: string): string {
  const h = houseObl(f.house);
  const g = graha(f.graha);
  if (d && (STRONG.includes(d) || d === 'debilitated')) {
    const o = dignityWithSign(d, f.sign);
    return choose(`${key}|dignity`, [`${g} ${o} होकर ${h} भाव में बैठा है।`, `${h} भाव में बैठा ${g} ${o} है।`]);
  }
  if (f.companions.length) {
    const with_ = grahas(f.companions);
    return choose(`${key}|company`, [
      `${h} भाव में ${g} ${sign(f.sign)} राशि में ${with_} के साथ है।`,
      `${sign(f.sign)} राशि में, ${h} भाव में, ${g} के साथ ${with_} भी ${f.companions.length > 1 ? 'हैं' : 'है'}।`,
    ]);
  }
  return choose(`${key}|house`, [
    `${g} ${sign(f.sign)} राशि में, ${h} भाव में स्थित है।`,
    `आपके ${h} भाव में, ${sign(f.sign)} राशि में, ${g} है।`,
    `${GRAHA_MEANINGS_HI[f.graha].themes[0]} का कारक ${g} ${sign(f.sign)} राशि में ${h} भाव में स्थित है।`,
    `${sign(f.sign)} राशि में ${g} के होने से ${h} भाव पर इसका प्रभाव पड़ता है।`,
  ]);
}

function signSentence(f: GrahaFacts, key: string): string {
  const s = SIGN_MEANINGS[f.sign];
  const t0 = GRAHA_MEANINGS_HI[f.graha].themes[0];
  const [m0, m1] = SIGN_MANNER_HI[f.sign];
  return choose(`${key}|sign`, [
    `${ELEMENTS_HI[s.element]} की इस ${MODALITIES_HI[s.modality]} राशि में इसके विषय, जैसे ${t0}, ${m0} और ${m1} ढंग से सामने आते हैं।`,
    `${sign(f.sign)} राशि ${m0} और ${m1} है, और यही रंग वह ${t0} को भी देती है।`,
    `परंपरा के अनुसार यहाँ ${t0} में ${m0} और ${m1} स्वभाव झलकता है, जैसा ${ELEMENTS_HI[s.element]} की ${MODALITIES_HI[s.modality]} राशि में स्वाभाविक है।`,
  ]);
}

const HOUSE_COMMENTS_HI: Readonly<Record<HouseComment, string>> = {
  'benefic-good': 'यहाँ नैसर्गिक शुभ ग्रह परंपरा में इन विषयों के लिए सहायक माना जाता है।',
  'malefic-growth': 'परंपरा इस भाव में नैसर्गिक पाप ग्रह को अच्छा मानती है: उसका ज़ोर इन विषयों को बढ़ने में मदद करता है।',
  'benefic-dusthana': 'यहाँ नैसर्गिक शुभ ग्रह भाव के कठिन पक्ष को नरम करता है, हालाँकि उसके अपने विषय कुछ धीमे स्वर में दिखते हैं।',
  'malefic-good': 'यहाँ नैसर्गिक पाप ग्रह इन विषयों में ऊर्जा लाता है, और परंपरा इनमें धैर्य और समझदारी की सलाह देती है।',
};

function houseSentence(f: GrahaFacts, key: string): string {
  const kind = houseKind(f.house);
  const note = HOUSE_KIND_NOTES_HI[kind];
  const base = choose(`${key}|house-sentence`, [
    `${houseNom(f.house)} भाव ${areasHi(f.house)} का भाव है; परंपरा में यह ${note}।`,
    `इससे ${GRAHA_MEANINGS_HI[f.graha].essence} का संबंध ${areasHi(f.house)} से बनता है; यह भाव ${note}।`,
    `इसका क्षेत्र ${houseNom(f.house)} भाव है, यानी ${areasNom(f.house)}; यह ${note}।`,
  ]);
  const comment = houseComment(f.graha, f.house);
  return comment ? `${base} ${HOUSE_COMMENTS_HI[comment]}` : base;
}

function dignitySentence(f: GrahaFacts, d: SignDignity | null, ledWithDignity: boolean, key: string): string {
  const lord = SIGN_LORDS[f.signIndex]!;
  if (d === null) {
    return choose(`${key}|node`, [
      `छाया ग्रह होने से ${graha(f.graha)} अपना अधिकांश फल ${sign(f.sign)} के स्वामी ${graha(lord)} के माध्यम से देता है।`,
      `परंपरा राहु-केतु को उनकी राशि के स्वामी से पढ़ती है, यहाँ ${graha(lord)} से।`,
    ]);
  }
  const m = DIGNITY_MEANINGS_HI[d];
  if (ledWithDignity) return `परंपरा कहती है कि ऐसी स्थिति में ${m.effect}।`;
  if (lord === f.graha) return `यह ${m.label} है, इसलिए ${m.effect}।`;
  return choose(`${key}|dignity-sentence`, [
    `${sign(f.sign)} राशि का स्वामी ${graha(lord)} है, इसलिए ${graha(f.graha)} यहाँ ${m.label} है और ${m.effect}।`,
    `${m.label} होने से (${sign(f.sign)} राशि ${graha(lord)} की है) ${m.effect}।`,
  ]);
}

const HINDI_WORDS: GrahaParagraphWords = {
  opener,
  sign: signSentence,
  house: houseSentence,
  dignity: dignitySentence,
  combust: 'सूर्य के बहुत निकट होने से यह अस्त है; परंपरा के अनुसार इसके विषय अहं की छाया में दब सकते हैं, और सजग ध्यान देने से अच्छे चलते हैं।',
  retrograde: 'यह वक्री है, जिसे परंपरा ऐसे विषयों के रूप में पढ़ती है जिन पर बार-बार लौटना पड़ता है और जिन्हें भीतर से सुलझाया जाता है।',
  war: (against, won) =>
    won
      ? `यह ${graha(against)} से एक अंश के भीतर है (ग्रह युद्ध) और इसमें विजयी है, जिससे परंपरा के अनुसार दूसरे ग्रह की क़ीमत पर इसका बल बढ़ता है।`
      : `यह ${graha(against)} से एक अंश के भीतर है (ग्रह युद्ध) और इसमें पराजित है, इसलिए परंपरा इसके फल कुछ धीमे मानती है।`,
  aspect: (by, key) => {
    const list = grahas(by);
    return choose(`${key}|aspect`, [`इस पर ${list} की दृष्टि दूसरी ${by.length > 1 ? 'राशियों' : 'राशि'} से पड़ती है।`, `इस पर ${list} की दृष्टि है।`]);
  },
  aspectNote: { Jupiter: ' गुरु की दृष्टि परंपरा में रक्षा करने वाली मानी जाती है।', Saturn: ' शनि की दृष्टि धैर्य और व्यवस्था माँगती है।' },
  position: (x, facts) => (x === 'Lagna' ? lagnaHi(facts.lagnaSign) : labelHi(facts.grahas[x])),
  source: `${SOURCES_HI.grahas} (कारकत्व, बल), अध्याय 4 (राशियाँ), अध्याय 11 (भाव), अध्याय 26 (दृष्टि); ${WORDING}`,
};

export const planetParagraphsHi = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => grahaParagraphsIn(input, facts, HINDI_WORDS);

/** Each relation's sentence (meanings.ts lordRelation); `m` is the house the lord sits in. */
const RELATIONS_HI: Readonly<Record<LordRelation, (m: number) => string>> = {
  own: () => 'अपने ही भाव में बैठा स्वामी उस भाव के विषयों की रक्षा करता है, ऐसा परंपरा कहती है, और ये विषय आपके अपने हाथ में रहते हैं।',
  dusthanas: () => 'एक दुःस्थान का स्वामी दूसरे दुःस्थान में हो, यही विपरीत राजयोग का शास्त्रीय आधार है: एक भाव की कठिनाइयाँ दूसरे भाव की कठिनाइयों को काटती हैं।',
  support: (m) => `परंपरा केंद्र या त्रिकोण में बैठे स्वामी को सहारा मानती है, इसलिए ये विषय ${areasHi(m)} के माध्यम से फलते-फूलते हैं।`,
  dusthana: () => 'दुःस्थान में बैठा स्वामी धैर्य माँगता है: ये विषय मेहनत, सेवा या दूरी के साथ आ सकते हैं, और लगातार ध्यान देने पर फल देते हैं।',
  gains: () => 'धन और लाभ के भाव में होने से परंपरा इन विषयों से समय के साथ कुछ ठोस मिलने की आशा करती है।',
  effort: () => 'तीसरे भाव, यानी पराक्रम के भाव में, ये विषय आपकी अपनी पहल से आगे बढ़ते हैं।',
};

const HOUSE_LORD_WORDS: HouseLordWords = {
  first: (n, lord, lf, m) => [
    `${houseObl(n)} भाव (${areasNom(n)}) का स्वामी ${graha(lord)} है, जो ${houseObl(m)} भाव में बैठा है।`,
    `${houseObl(n)} भाव का स्वामी ${graha(lord)} ${sign(lf.sign)} राशि में, ${houseObl(m)} भाव में स्थित है।`,
    `${areasHi(n)} के विषय ${graha(lord)} के अधीन हैं, जो ${houseObl(m)} भाव में है${m === n ? '' : `, यानी ${areasHi(m)} के भाव में`}।`,
  ],
  relations: RELATIONS_HI,
  strong: (lord, d) => ` ${graha(lord)} ${DIGNITY_MEANINGS_HI[d].label} है, जो इन फलों को स्थिरता देता है।`,
  debilitated: (lord) => ` ${graha(lord)} नीच का है, इसलिए परंपरा यहाँ धैर्य और सोच-समझकर चलने की सलाह देती है।`,
  positions: (lf, facts) => [labelHi(lf), lagnaHi(facts.lagnaSign)],
  source: SOURCES_HI.houseLords,
};

export const houseLordParagraphsHi = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => houseLordParagraphsIn(input, facts, HOUSE_LORD_WORDS);
