// The Hindi reading's dated sections: the running maha and antar dasha and today's transits. The same facts,
// keys and choices as periods.ts and transit-paragraphs.ts, in a Hindi kundli report's words.

import { houseFrom, type Graha } from '../zodiac';
import type { SaturnPhase } from '../transits';
import type { ChartReadingFacts } from './facts';
import { choose, utcDay } from './phrasing';
import { transitParagraphsIn, type TransitWords } from './transit-paragraphs';
import type { ReadingInput, ReadingParagraph } from './types';
import { areasHi, areasNom } from './hi-chart-paragraphs';
import { DIGNITY_MEANINGS_HI, GOCHARA_SOURCE_HI, GRAHA_MEANINGS_HI, SOURCES_HI } from './hi-meanings';
import { dateHi, graha, grahas, houseNom, houseObl, labelHi, lagnaHi, listHi, sign } from './hi-phrasing';

/** "पहले और आठवें भावों का स्वामी है (…)", or how a node acts: said after the graha's name. */
function ruling(facts: ChartReadingFacts, g: Graha): string {
  const rules = facts.grahas[g].rules;
  if (!rules.length) return 'किसी राशि का स्वामी न होने से अपनी राशि के स्वामी और भाव के माध्यम से काम करता है';
  return `${listHi(rules.map(houseObl))} ${rules.length > 1 ? 'भावों' : 'भाव'} का स्वामी है (${rules.map(areasNom).join('; ')})`;
}

function mutual(maha: Graha, antar: Graha, facts: ChartReadingFacts): string {
  if (maha === antar) return 'किसी दशा की पहली अंतर्दशा उसी ग्रह की होती है, इसलिए इसके विषय सबसे स्पष्ट रूप में सामने आते हैं।';
  const n = houseFrom(facts.grahas[maha].signIndex, facts.grahas[antar].signIndex);
  const back = houseFrom(facts.grahas[antar].signIndex, facts.grahas[maha].signIndex);
  const [M, A] = [graha(maha), graha(antar)];
  if (n === 1) return `आपकी कुंडली में ${M} और ${A} एक ही राशि में हैं, इसलिए दोनों अवधियों के विषय आपस में घुल-मिल जाते हैं।`;
  if ([5, 9].includes(n)) return `${A} ${M} से त्रिकोण में है, जिसे परंपरा सहयोगी और सहज मेल मानती है।`;
  if ([4, 7, 10].includes(n)) return `${A} ${M} से केंद्र में है, इसलिए दोनों व्यावहारिक और प्रत्यक्ष रूप से साथ काम करते हैं।`;
  if ([6, 8].includes(n)) return `${A} ${M} से ${houseObl(n)} स्थान पर है (और ${M} ${A} से ${houseObl(back)} स्थान पर); परंपरा इस जोड़ी में धैर्य और तालमेल की आवश्यकता देखती है।`;
  return `${A} ${M} से ${houseObl(n)} स्थान पर है; यह सम जोड़ी है, जिसमें फल हर ग्रह के अपने बल पर निर्भर करते हैं।`;
}

function dignityNote(input: ReadingInput, g: Graha): string {
  const d = input.dignities[g].dignity;
  return d && d !== 'neutral' ? ` आपकी कुंडली में ${graha(g)} ${DIGNITY_MEANINGS_HI[d].label} है, इसलिए ${DIGNITY_MEANINGS_HI[d].effect}।` : '';
}

export function dashaParagraphsHi(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  if (!input.dasha) return [];
  const { maha, antar } = input.dasha;
  const mf = facts.grahas[maha.lord];
  const af = facts.grahas[antar.lord];
  const [M, A] = [graha(maha.lord), graha(antar.lord)];
  const mahaText = choose(`maha|${maha.lord}|${mf.house}`, [
    `आप पर ${M} की महादशा चल रही है, ${dateHi(maha.start)} से ${dateHi(maha.end)} तक।`,
    `इस समय चल रही महादशा ${M} की है, जो ${dateHi(maha.end)} तक रहेगी।`,
  ]) + ` ${M} ${houseObl(mf.house)} भाव में बैठा है और ${ruling(facts, maha.lord)}, इसलिए यह अवधि ${GRAHA_MEANINGS_HI[maha.lord].themes[0]} तथा ${areasHi(mf.house)} से जुड़े विषयों को आगे लाती है।${dignityNote(input, maha.lord)}`;
  const antarText = choose(`antar|${antar.lord}|${af.house}|${maha.lord}`, [
    `इसके भीतर ${A} की अंतर्दशा ${dateHi(antar.start)} से ${dateHi(antar.end)} तक चल रही है।`,
    `वर्तमान अंतर्दशा ${A} की है और ${dateHi(antar.end)} तक रहेगी।`,
  ]) + ` ${A} ${houseObl(af.house)} भाव में है, और इस तस्वीर में ${GRAHA_MEANINGS_HI[antar.lord].themes[0]} के साथ ${areasHi(af.house)} के विषय भी जोड़ता है। ${mutual(maha.lord, antar.lord, facts)}`;
  const source = `${SOURCES_HI.vimshottari} (दशा की अवधियाँ); दशा को उसके स्वामी की स्थिति से पढ़ना सामान्य परंपरा है`;
  return [
    { key: 'mahadasha', text: mahaText, basis: { positions: [labelHi(mf), `${M} महादशा ${utcDay(maha.start)} से ${utcDay(maha.end)} तक`], source } },
    { key: 'antardasha', text: antarText, basis: { positions: [labelHi(af), labelHi(mf), `${A} अंतर्दशा ${utcDay(antar.start)} से ${utcDay(antar.end)} तक`], source } },
  ];
}

const SATURN_PHASE_TEXT_HI: Readonly<Record<NonNullable<SaturnPhase>, string>> = {
  'sade-sati-rising': 'यह साढ़े साती का उदय चरण है, चंद्र से बारहवें भाव में शनि: जीवन को सरल बनाने और पुराने काम पूरे करने का समय।',
  'sade-sati-peak': 'यह साढ़े साती का शिखर चरण है, चंद्र की अपनी राशि पर शनि: ज़िम्मेदारी का समय, जिसमें नियमित आदतें सबसे अधिक काम आती हैं।',
  'sade-sati-setting': 'यह साढ़े साती का अस्त चरण है, चंद्र से दूसरे भाव में शनि: अवधि के समापन की ओर परिवार के धन और वाणी में सावधानी रखें।',
  ardhashtama: 'चंद्र से चौथे भाव में शनि को अर्धाष्टम (या कंटक) शनि कहते हैं; परंपरा घर और संपत्ति के मामलों में धैर्य की सलाह देती है।',
  ashtama: 'चंद्र से आठवें भाव में शनि को अष्टम शनि कहते हैं; परंपरा बड़े बदलावों में सावधानी और धीमी गति से चलने की सलाह देती है।',
};

const TRANSIT_WORDS: TransitWords = {
  slowFirst: (g, t, at) => [
    `${dateHi(at)} को ${graha(g)} ${sign(t.sign)} राशि में${t.retrograde ? ' (वक्री)' : ''} गोचर कर रहा है, जो आपके चंद्र से ${houseNom(t.houseFromMoon)} और लग्न से ${houseNom(t.houseFromLagna)} भाव है।`,
    `${graha(g)} अभी ${sign(t.sign)} राशि में है${t.retrograde ? ' और वक्री चल रहा है' : ''}: आपके चंद्र से ${houseObl(t.houseFromMoon)} और लग्न से ${houseObl(t.houseFromLagna)} भाव में।`,
  ],
  favourable: (g, t) => `फलदीपिका चंद्र से ${houseObl(t.houseFromMoon)} भाव को ${graha(g)} के शुभ गोचर भावों में गिनती है, इसलिए जब तक यह वहाँ है, ${areasHi(t.houseFromMoon)} से जुड़े मामले अधिक सहजता से चलते हैं।`,
  unfavourable: (g, t) => `चंद्र से ${houseNom(t.houseFromMoon)} भाव उन भावों में नहीं है जिन्हें फलदीपिका ${graha(g)} के लिए शुभ बताती है, इसलिए परंपरा ${areasHi(t.houseFromMoon)} के मामलों में सामान्य से अधिक सावधानी की सलाह देती है।`,
  saturnPhase: SATURN_PHASE_TEXT_HI,
  nodes: (rahu, ketu) =>
    `राहु-केतु का अक्ष ${sign(rahu.sign)} में राहु (चंद्र से ${houseNom(rahu.houseFromMoon)} भाव) से ${sign(ketu.sign)} में केतु (${houseNom(ketu.houseFromMoon)} भाव) तक है। ${rahu.favourable ? 'चंद्र से राहु का यह भाव उसके शुभ भावों में से एक है, जिसे परंपरा अपरिचित राहों से लाभ का अवसर मानती है।' : `परंपरा यहाँ राहु को ${areasHi(rahu.houseFromMoon)} को लेकर बेचैनी के रूप में पढ़ती है, जिसका सबसे अच्छा उत्तर स्पष्ट प्राथमिकताएँ हैं।`}`,
  fast: (good, other, all) => {
    const brief = '; ये कुछ ही हफ़्तों में बदल जाते हैं और पूरे वर्ष से अधिक मन की स्थिति को प्रभावित करते हैं';
    const goodText = good.length ? `${grahas(good)} चंद्र से शुभ भावों में ${good.length > 1 ? 'हैं' : 'है'}` : `तेज़ चलने वाले ग्रहों (${grahas(all)}) में से कोई भी चंद्र से शुभ भाव में नहीं है`;
    const otherText = !good.length ? brief : other.length ? `, जबकि ${grahas(other)} ${other.length > 1 ? 'नहीं हैं' : 'नहीं है'}${brief}` : '; यह सुखद, भले ही थोड़े समय का सहारा है';
    return `${goodText}${otherText}।`;
  },
  label: (g, t) => `${graha(g)} (गोचर) ${sign(t.sign)} में, चंद्र से ${houseNom(t.houseFromMoon)}, लग्न से ${houseNom(t.houseFromLagna)} भाव`,
  moon: (facts) => labelHi(facts.grahas.Moon),
  lagna: (facts) => lagnaHi(facts.lagnaSign),
  source: GOCHARA_SOURCE_HI,
};

export const transitParagraphsHi = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => transitParagraphsIn(input, facts, TRANSIT_WORDS);
