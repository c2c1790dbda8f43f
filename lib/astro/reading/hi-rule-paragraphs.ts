// The Hindi reading's yogas and doshas: each yoga by its Hindi rule and source (yogas/rules.ts), Kemadruma's
// cancellations found again in Hindi from the same chart, and the doshas with their cancellations (each rule's
// Hindi by its key), a calm sentence and the remedies named as tradition. The same facts and keys as
// yoga-paragraphs.ts and dosha-paragraphs.ts.

import { manglikCancellationText } from '../doshas';
import { KAAL_SARP_NAMES_HI, SADE_SATI_PHASE_NAMES_HI, CHART_YOGA_NAMES_HI } from '../hindi';
import { KEMADRUMA_SEE_HI, yogasIn } from '../yogas';
import { GRAHAS, SIGNS, type Graha } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { choose } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';
import { DOSHA_CALM_HI, REMEDIES_HI, SOURCES_HI, YOGA_MEANING_FALLBACK_HI, YOGA_MEANINGS_HI } from './hi-meanings';
import { dateHi, graha, grahas, houseNom, houseObl, labelHi, lagnaHi, listHi, sign } from './hi-phrasing';

function strengthNote(input: ReadingInput, planets: readonly Graha[]): string {
  const weakness = (g: Graha): string | null => {
    const d = input.dignities[g];
    const why = [d.dignity === 'debilitated' && 'नीच का', d.combust && 'अस्त'].filter(Boolean);
    return why.length ? `${graha(g)} ${why.join(' और ')} है` : null;
  };
  const weak = planets.map(weakness).filter((w): w is string => w !== null);
  const strong = planets.filter((g) => ['exalted', 'own', 'moolatrikona'].includes(input.dignities[g].dignity ?? ''));
  if (weak.length) return ` चूँकि ${listHi(weak)}, परंपरा इस योग का फल कुछ हल्का मानेगी।`;
  if (strong.length) return ` ${grahas(strong)} राशि से बलवान ${strong.length > 1 ? 'हैं' : 'है'}, जिससे परंपरा के अनुसार इस योग का प्रभाव बढ़ता है।`;
  return '';
}

export function yogaParagraphsHi(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  const hindi = yogasIn(input.yogas, input, 'hi');
  return input.yogas.map((y, i) => {
    const h = hindi[i]!;
    const planets = [...new Set(y.planets)];
    const name = CHART_YOGA_NAMES_HI[y.key] ?? y.name;
    const where = listHi(planets.map((g) => `${graha(g)} (${sign(facts.grahas[g].sign)}, ${houseNom(facts.grahas[g].house)} भाव)`));
    const rule = h.rule.replace(` ${KEMADRUMA_SEE_HI}`, '').replace(/।$/, '');
    const cancellations = y.cancellations ?? [];
    const intro = cancellations.length
      ? `${name} का मूल नियम है कि ${rule}; इस नियम से यह यहाँ ${where} के साथ बनता है।`
      : choose(`${y.key}|${planets.join(',')}|${facts.lagnaSign}`, [
        `आपकी कुंडली में ${name} है। इसका नियम है कि ${rule}। यहाँ यह ${where} से बनता है।`,
        `आपकी कुंडली में ${where} से ${name} बनता है। नियम यह है कि ${rule}।`,
      ]);
    const meaning = YOGA_MEANINGS_HI[y.key] ?? YOGA_MEANING_FALLBACK_HI;
    // The grahas that cancel it, read from the English cancellations (which name them), as the English reading does.
    const cancelledBy = GRAHAS.filter((g) => !planets.includes(g) && cancellations.some((c) => c.includes(g)));
    const tail = cancellations.length ? ` परंपरा के अनुसार यह योग यहाँ भंग हो जाता है; भंग के कारण: ${(h.cancellations ?? []).join('; ')}।` : strengthNote(input, planets);
    return {
      key: y.key,
      text: `${intro} ${meaning}${tail}`,
      basis: { positions: [...planets, ...cancelledBy].map((g) => labelHi(facts.grahas[g])), source: h.source },
    };
  });
}

const remedyLine = (what: string) => `परंपरा में ${what} जैसे उपाय बताए गए हैं; ये भक्ति से जुड़े अभ्यास हैं, और इनसे किसी विशेष परिणाम का दावा नहीं किया जाता।`;

function manglik(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const m = input.doshas.manglik;
  const refs = [
    m.fromLagna && `लग्न से ${houseObl(m.marsHouseFromLagna)} भाव में`,
    m.fromMoon && `चंद्र से ${houseObl(m.marsHouseFromMoon)} भाव में`,
    m.fromVenus && `शुक्र से ${houseObl(m.marsHouseFromVenus)} भाव में`,
  ].filter((r): r is string => !!r);
  const g = facts.grahas;
  const positions = [labelHi(g.Mars), lagnaHi(facts.lagnaSign), labelHi(g.Moon), labelHi(g.Venus)];
  if (!m.present) {
    return {
      key: 'manglik',
      text: `मंगल लग्न से ${houseObl(m.marsHouseFromLagna)} भाव में, चंद्र से ${houseObl(m.marsHouseFromMoon)} भाव में और शुक्र से ${houseObl(m.marsHouseFromVenus)} भाव में है; इनमें से कोई भी मंगल दोष में गिना जाने वाला भाव (पहला, दूसरा, चौथा, सातवाँ, आठवाँ या बारहवाँ) नहीं है, इसलिए कुंडली मांगलिक नहीं है।`,
      basis: { positions, source: `${SOURCES_HI.general} (कुज दोष: लग्न, चंद्र और शुक्र से भाव 1, 2, 4, 7, 8, 12 में मंगल)` },
    };
  }
  const first = `मंगल ${listHi(refs)} है, जिससे सामान्य गणना (भाव 1, 2, 4, 7, 8 और 12) के अनुसार मंगल (कुज) दोष बनता है${m.fromLagna ? '' : ', हालाँकि लग्न से नहीं, जिसे अधिकांश ज्योतिषी सबसे पहले देखते हैं'}।`;
  const c = m.cancellations.map((x) => manglikCancellationText(x.key, 'hi') ?? x);
  const exceptions = c.length
    ? `${c.length === 1 ? 'एक पारंपरिक अपवाद लागू होता है' : `${c.length} पारंपरिक अपवाद लागू होते हैं`}: ${c.map((x) => x.rule).join('; ')}। जहाँ कोई अपवाद लागू हो, वहाँ परंपरा दोष को भंग या बहुत कम मानती है।`
    : 'यहाँ कोई पारंपरिक अपवाद लागू नहीं होता, इसलिए दोष गणना के अनुसार ही रहता है।';
  const sources = [...new Set(c.map((x) => x.source))];
  return {
    key: 'manglik',
    text: `${first} ${exceptions} ${DOSHA_CALM_HI.manglik} ${remedyLine(REMEDIES_HI.manglik)}`,
    basis: { positions, source: [`${SOURCES_HI.general} (कुज दोष: भाव 1, 2, 4, 7, 8, 12 में मंगल)`, ...sources].join('; ') },
  };
}

function kaalSarp(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const k = input.doshas.kaalSarp;
  const g = facts.grahas;
  const source = `${SOURCES_HI.general} (बीसवीं सदी की परंपरा, बृहत् पाराशर होरा शास्त्र में नहीं; सातों ग्रह राहु या केतु से 7 राशियों के भीतर, नाम राहु के भाव से)`;
  if (!k.present) {
    return {
      key: 'kaal-sarp',
      text: `सातों ग्रह राहु-केतु अक्ष के एक ही ओर नहीं हैं (राहु ${houseObl(k.rahuHouse)} भाव में, केतु उसके सामने), इसलिए काल सर्प दोष नहीं है।`,
      basis: { positions: [labelHi(g.Rahu), labelHi(g.Ketu)], source },
    };
  }
  const partial = k.partial
    ? ' यह आंशिक है: राशि के हिसाब से ग्रह घिरे हुए हैं, पर कम से कम एक ग्रह राहु या केतु की राशि में है और अंशों के हिसाब से अक्ष के बाहर है, जिसे परंपरा इसका बहुत हल्का रूप मानती है।'
    : '';
  const type = k.type ? `${KAAL_SARP_NAMES_HI[k.type]} काल सर्प` : 'काल सर्प';
  return {
    key: 'kaal-sarp',
    text: `सातों ग्रह राहु-केतु अक्ष के एक ही ओर हैं, जिसे काल सर्प कहा जाता है; राहु ${houseObl(k.rahuHouse)} भाव में होने से इसका प्रकार ${type} है।${partial} ${DOSHA_CALM_HI.kaalSarp} ${remedyLine(REMEDIES_HI.kaalSarp)}`,
    basis: { positions: [labelHi(g.Rahu), labelHi(g.Ketu), ...(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((p) => labelHi(g[p]))], source },
  };
}

const PHASE_WHERE_HI = { rising: 'चंद्र से बारहवीं राशि', peak: 'चंद्र की अपनी राशि', setting: 'चंद्र से दूसरी राशि' } as const;

function sadeSati(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph | null {
  const s = input.doshas.sadeSati;
  if (!s) return null;
  const moonSign = sign(facts.grahas.Moon.sign);
  const positions = [labelHi(facts.grahas.Moon), `${moonSign} के आसपास शनि के राशि प्रवेश (गणना से)`];
  const source = `${SOURCES_HI.general} (साढ़े साती: जन्म के चंद्र से बारहवीं, पहली और दूसरी राशि में शनि)`;
  const signAt = (i: number) => sign(SIGNS[i]!);
  if (s.current) {
    const now = input.transits?.at ?? null;
    const phase = now ? s.current.phases.find((p) => p.start <= now && now < p.end) : undefined;
    const phaseText = phase ? ` अभी इसका ${SADE_SATI_PHASE_NAMES_HI[phase.name]} है, शनि ${signAt(phase.sign)} में, यानी ${PHASE_WHERE_HI[phase.name]} में।` : '';
    return {
      key: 'sade-sati',
      text: `साढ़े साती चल रही है: आपकी चंद्र राशि ${moonSign} पर से शनि का साढ़े सात वर्ष का गोचर ${dateHi(s.current.start)} से ${dateHi(s.current.end)} तक है।${phaseText} ${DOSHA_CALM_HI.sadeSati} ${remedyLine(REMEDIES_HI.sadeSati)}`,
      basis: { positions, source },
    };
  }
  const next = s.next;
  const past = s.past;
  const pastText = past ? `पिछली साढ़े साती ${dateHi(past.start)} से ${dateHi(past.end)} तक रही। ` : '';
  const nextText = next
    ? `अगली साढ़े साती ${dateHi(next.start)} को शुरू होगी, जब शनि ${signAt(next.phases[0]!.sign)} में प्रवेश करेगा, और ${dateHi(next.end)} को समाप्त होगी; इसका शिखर चरण, जब शनि ${moonSign} में होगा, ${dateHi(next.phases.find((p) => p.name === 'peak')?.start ?? next.start)} से शुरू होगा।`
    : 'गणना की गई अवधि में आगे कोई साढ़े साती नहीं आती।';
  return {
    key: 'sade-sati',
    text: `अभी साढ़े साती नहीं चल रही है। ${pastText}${nextText} ${DOSHA_CALM_HI.sadeSati}`,
    basis: { positions, source },
  };
}

export function doshaParagraphsHi(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  return [manglik(input, facts), kaalSarp(input, facts), sadeSati(input, facts)].filter((p): p is ReadingParagraph => p !== null);
}
