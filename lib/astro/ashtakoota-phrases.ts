// The Ashtakoota's sentences, one table a language: what each koota looks at and what its score
// means. The rules and their points stay in ashtakoota.ts; a table only words the facts it is given,
// so both languages say the same thing. The Hindi is written as Hindi guna milan pages write it
// (वर/कन्या, गुण, दोष), not translated sentence by sentence; the names come from hindi.ts.

import type { Gana, MaitriGraha, Nadi, Tara, Varna, Vashya, Yoni } from './ashtakoota';
import type { DisplayLanguage } from './format';
import { GRAHA_NAMES_HI, KOOTA_VALUE_NAMES_HI } from './hindi';

export type Relationship = 'friend' | 'neutral' | 'enemy';

/** A koota's score: what it got and its most. */
interface Score {
  points: number;
  max: number;
}

/** The facts each koota's sentence words: the two people's categories and the score. */
export interface KootaPhrases {
  varna(f: Score & { groom: Varna; bride: Varna }): string;
  vashya(f: Score & { groom: Vashya; bride: Vashya }): string;
  /** `good`: how many of the two directions have an auspicious tara (0, 1 or 2). */
  tara(f: Score & { groomFromBride: Tara; brideFromGroom: Tara; good: number }): string;
  yoni(f: Score & { groom: Yoni; bride: Yoni }): string;
  /** `there`/`back`: how the groom's lord regards the bride's and back (absent when it is one lord). */
  grahaMaitri(f: Score & { groom: MaitriGraha; bride: MaitriGraha; relation?: { there: Relationship; back: Relationship } }): string;
  gana(f: Score & { groom: Gana; bride: Gana }): string;
  /**
   * `near`/`far`: the two inclusive sign counts, smaller first. `dosha`: 2/12, 5/9 or 6/8.
   * `sameLord`: both signs have one lord, `lord`. `cancelled`: the reading counts that as cancelling it.
   */
  bhakoot(f: Score & { near: number; far: number; dosha: boolean; sameLord: boolean; cancelled: boolean; lord: MaitriGraha }): string;
  nadi(f: Score & { groom: Nadi; bride: Nadi; same: boolean; sameNakshatraDifferentPada: boolean; sameSignDifferentNakshatra: boolean }): string;
}

// ---------------------------------------------------------------- English

/** 1 → '1st', 2 → '2nd', 12 → '12th' (sign counts only, so 1..12). */
function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function pointsWord(n: number): string {
  return n === 1 ? 'point' : 'points';
}

function score(points: number, max: number): string {
  return `${points} of ${max} ${pointsWord(max)}`;
}

const RELATION_WORDS: Readonly<Record<Relationship, string>> = { friend: 'friendly', neutral: 'neutral', enemy: 'unfriendly' };

const ENGLISH: KootaPhrases = {
  varna({ groom, bride, points }) {
    const meaning = points === 1
      ? 'The pairing follows the traditional order, so it earns the full 1 of 1 point.'
      : 'Tradition prefers the groom\'s varna to be equal to or higher than the bride\'s, so it scores 0 of 1; this is the lightest of the eight kootas.';
    return `Varna compares the temperament and outlook linked to each Moon sign (groom ${groom}, bride ${bride}). ${meaning}`;
  },
  vashya({ groom, bride, points, max }) {
    const meaning = points === max
      ? `The two natures are well matched, the full ${score(points, max)}.`
      : points >= 1
        ? `It scores ${score(points, max)}: a workable balance that may need some give and take.`
        : points > 0
          ? `It scores ${score(points, max)}: only a partial pull between these two natures, to balance with the other kootas.`
          : `It scores 0 of ${max}: tradition sees little natural pull between these two natures, a point to balance with the other kootas.`;
    return `Vashya looks at mutual attraction and the balance of influence between the partners, from the nature of each Moon sign (groom ${groom}, bride ${bride}). ${meaning}`;
  },
  tara({ groomFromBride, brideFromGroom, good, points, max }) {
    const meaning = good === 2
      ? `Both directions are favourable, the full ${score(points, max)}.`
      : good === 1
        ? `One direction is favourable and one is not, so it scores ${score(points, max)}.`
        : `Neither direction is favourable, so it scores 0 of ${max}; tradition reads this as a call for care over health and wellbeing.`;
    return `Tara counts the nakshatras between the two birth stars, read for wellbeing and fortune together (the groom's star is ${groomFromBride} from the bride's, hers is ${brideFromGroom} from his). ${meaning}`;
  },
  yoni({ groom, bride, points, max }) {
    let meaning: string;
    if (points >= max) meaning = `The same animal on both sides gives the full ${score(points, max)}.`;
    else if (points >= 3) meaning = `These animals get along well, ${score(points, max)}.`;
    else if (points >= 2) meaning = `These animals get along reasonably well, ${score(points, max)}.`;
    else if (points > 0) meaning = `These animals are not natural companions, so it scores ${score(points, max)}.`;
    else meaning = `Tradition treats these animals as natural rivals, so it scores 0 of ${max}; understanding and patience help here.`;
    return `Yoni gives each birth star an animal symbol to describe physical and intimate compatibility (groom ${groom}, bride ${bride}). ${meaning}`;
  },
  grahaMaitri({ groom, bride, relation, points, max }) {
    let meaning: string;
    if (!relation) {
      meaning = `Both Moon signs are ruled by ${groom}, the full ${score(points, max)}.`;
    } else {
      const { there, back } = relation;
      const words = there === back
        ? `${groom} and ${bride} are mutually ${RELATION_WORDS[there]}`
        : `${groom} is ${RELATION_WORDS[there]} to ${bride}, which is ${RELATION_WORDS[back]} in return`;
      meaning = `${words}, giving ${score(points, max)}.`;
    }
    return `Graha Maitri checks the friendship between the planets that rule the two Moon signs (groom ${groom}, bride ${bride}), a guide to mental harmony and shared outlook. ${meaning}`;
  },
  gana({ groom, bride, points, max }) {
    const meaning = points === max
      ? `These temperaments sit comfortably together, the full ${score(points, max)}.`
      : points >= 5
        ? `These temperaments are broadly compatible, ${score(points, max)}.`
        : points > 0
          ? `These temperaments are only partly compatible, so it scores ${score(points, max)}; patience and understanding help here.`
          : `Tradition sees these temperaments as quite different, so it scores 0 of ${max}; patience and understanding matter more here.`;
    return `Gana groups birth stars into three temperaments (Deva, Manushya, Rakshasa) to compare nature and behaviour (groom ${groom}, bride ${bride}). ${meaning}`;
  },
  bhakoot({ near, far, dosha, sameLord, cancelled, lord, max }) {
    const apart = near === 1
      ? 'Both Moons are in the same sign'
      : near === far
        ? `The signs are ${ordinal(near)} from each other (opposite signs)`
        : `The signs are ${ordinal(near)} and ${ordinal(far)} from each other`;
    let meaning: string;
    if (!dosha) {
      meaning = `${apart}, a favourable placement worth the full ${score(max, max)}.`;
    } else if (cancelled) {
      meaning = `${apart}, which would be Bhakoot dosha, but both are ruled by ${lord}, which this reading counts as cancelling it, so it earns the full ${score(max, max)}.`;
    } else if (sameLord) {
      meaning = `${apart}, which is called Bhakoot dosha and scores 0 of ${max}, though both are ruled by ${lord}, which many astrologers regard as easing it.`;
    } else {
      meaning = `${apart}, which is called Bhakoot dosha and scores 0 of ${max}; astrologers usually weigh it together with the rest of both charts.`;
    }
    return `Bhakoot looks at where the two Moon signs fall from each other, traditionally linked to family welfare, prosperity and affection. ${meaning}`;
  },
  nadi({ groom, bride, same, sameNakshatraDifferentPada, sameSignDifferentNakshatra, max }) {
    let meaning: string;
    if (!same) {
      meaning = `Different nadis are what tradition looks for, the full ${score(max, max)}.`;
    } else if (sameNakshatraDifferentPada) {
      meaning = `The same nadi is called Nadi dosha and scores 0 of ${max}, though both Moons are in the same nakshatra in different padas, which some traditions treat as an exception.`;
    } else if (sameSignDifferentNakshatra) {
      meaning = `The same nadi is called Nadi dosha and scores 0 of ${max}, though both Moons are in the same sign in different nakshatras, which some traditions treat as an exception.`;
    } else {
      meaning = `The same nadi is called Nadi dosha and scores 0 of ${max}; it is an important factor, and astrologers look at the whole of both charts before weighing it.`;
    }
    return `Nadi compares the constitution (Adi, Madhya or Antya) of the two birth stars, traditionally linked to health and children (groom ${groom}, bride ${bride}). ${meaning}`;
  },
};

// ---------------------------------------------------------------- Hindi

/** "8 में से 6 गुण": the score as Hindi guna milan tables write it. */
const gunas = (points: number, max: number) => `${max} में से ${points} गुण`;
/** The verb agrees with the gunas: "1 गुण मिलता है", "1.5 गुण मिलते हैं". */
const milte = (points: number) => (points > 1 ? 'मिलते हैं' : 'मिलता है');
const hi = (english: string) => KOOTA_VALUE_NAMES_HI[english] ?? english;

const RELATION_WORDS_HI: Readonly<Record<Relationship, string>> = { friend: 'मित्र', neutral: 'सम', enemy: 'शत्रु' };

/** The traditional names of the Bhakoot dosha placements (by the smaller count). */
const BHAKOOT_DOSHA_NAMES_HI: Readonly<Record<number, string>> = { 2: 'द्विर्द्वादश', 5: 'नवपंचम', 6: 'षडाष्टक' };

const HINDI: KootaPhrases = {
  varna({ groom, bride, points }) {
    const meaning = points === 1
      ? 'यह जोड़ी पारंपरिक क्रम के अनुसार है, इसलिए पूरा 1 गुण मिलता है।'
      : 'परंपरा में वर का वर्ण कन्या के वर्ण के बराबर या उससे ऊँचा होना अच्छा माना जाता है, इसलिए यहाँ 1 में से 0 गुण है; आठों कूटों में इसका भार सबसे कम है।';
    return `वर्ण कूट में दोनों की चंद्र राशि से जुड़े स्वभाव और सोच का मिलान होता है (वर: ${hi(groom)}, कन्या: ${hi(bride)})। ${meaning}`;
  },
  vashya({ groom, bride, points, max }) {
    const meaning = points === max
      ? `दोनों का स्वभाव अच्छी तरह मेल खाता है, इसलिए पूरे ${max} गुण मिलते हैं।`
      : points >= 1
        ? `यहाँ ${gunas(points, max)} ${milte(points)}: संतुलन ठीक है, बस थोड़े आपसी तालमेल और समझौते की ज़रूरत पड़ सकती है।`
        : points > 0
          ? `यहाँ ${gunas(points, max)} ${milte(points)}: इन दोनों स्वभावों में आकर्षण आंशिक ही है, इसलिए इसे बाकी कूटों के साथ मिलाकर देखा जाता है।`
          : `यहाँ ${max} में से 0 गुण है: परंपरा इन दोनों स्वभावों में सहज आकर्षण कम मानती है, इसलिए इसे बाकी कूटों के साथ मिलाकर देखा जाता है।`;
    return `वश्य कूट दोनों की चंद्र राशि के स्वभाव से आपसी आकर्षण और एक-दूसरे पर प्रभाव का संतुलन देखता है (वर: ${hi(groom)}, कन्या: ${hi(bride)})। ${meaning}`;
  },
  tara({ groomFromBride, brideFromGroom, good, points, max }) {
    const meaning = good === 2
      ? `दोनों ओर से तारा शुभ है, इसलिए पूरे ${max} गुण मिलते हैं।`
      : good === 1
        ? `एक ओर से तारा शुभ है और दूसरी ओर से नहीं, इसलिए ${gunas(points, max)} ${milte(points)}।`
        : `किसी भी ओर से तारा शुभ नहीं है, इसलिए ${max} में से 0 गुण है; परंपरा इसे स्वास्थ्य और कुशलता का ध्यान रखने का संकेत मानती है।`;
    return `तारा कूट में दोनों जन्म नक्षत्रों के बीच की गिनती से दोनों के सुख, सौभाग्य और कुशलता का विचार होता है (कन्या के नक्षत्र से वर का नक्षत्र ${hi(groomFromBride)} तारा है, और वर के नक्षत्र से कन्या का ${hi(brideFromGroom)} तारा)। ${meaning}`;
  },
  yoni({ groom, bride, points, max }) {
    let meaning: string;
    if (points >= max) meaning = `दोनों की योनि एक ही है, इसलिए पूरे ${max} गुण मिलते हैं।`;
    else if (points >= 3) meaning = `इन दोनों योनियों में अच्छी बनती है, इसलिए ${gunas(points, max)} मिलते हैं।`;
    else if (points >= 2) meaning = `इन दोनों योनियों में ठीक-ठाक बनती है, इसलिए ${gunas(points, max)} मिलते हैं।`;
    else if (points > 0) meaning = `ये दोनों योनियाँ स्वाभाविक साथी नहीं हैं, इसलिए ${gunas(points, max)} ${milte(points)}।`;
    else meaning = `परंपरा इन दोनों योनियों को स्वाभाविक शत्रु (वैर योनि) मानती है, इसलिए ${max} में से 0 गुण है; यहाँ आपसी समझ और धैर्य काम आते हैं।`;
    return `योनि कूट में हर जन्म नक्षत्र को एक पशु का प्रतीक दिया जाता है, जिससे शारीरिक और दांपत्य अनुकूलता देखी जाती है (वर: ${hi(groom)} योनि, कन्या: ${hi(bride)} योनि)। ${meaning}`;
  },
  grahaMaitri({ groom, bride, relation, points, max }) {
    const [g, b] = [GRAHA_NAMES_HI[groom], GRAHA_NAMES_HI[bride]];
    let meaning: string;
    if (!relation) {
      meaning = `दोनों चंद्र राशियों का स्वामी ${g} ही है, इसलिए पूरे ${max} गुण मिलते हैं।`;
    } else {
      const { there, back } = relation;
      const words = there === back
        ? `${g} और ${b} आपस में ${RELATION_WORDS_HI[there]} हैं`
        : `${g} ${b} को ${RELATION_WORDS_HI[there]} मानता है, जबकि ${b} उसे ${RELATION_WORDS_HI[back]} मानता है`;
      meaning = points > 0 ? `${words}, इसलिए ${gunas(points, max)} ${milte(points)}।` : `${words}, इसलिए ${max} में से 0 गुण है।`;
    }
    return `ग्रह मैत्री कूट में दोनों की चंद्र राशि के स्वामी ग्रहों की मित्रता देखी जाती है (वर: ${g}, कन्या: ${b}), जिससे मानसिक तालमेल और सोच की समानता का अनुमान होता है। ${meaning}`;
  },
  gana({ groom, bride, points, max }) {
    const meaning = points === max
      ? `ये दोनों स्वभाव सहज रूप से साथ निभाते हैं, इसलिए पूरे ${max} गुण मिलते हैं।`
      : points >= 5
        ? `ये दोनों स्वभाव मोटे तौर पर अनुकूल हैं, इसलिए ${gunas(points, max)} मिलते हैं।`
        : points > 0
          ? `ये दोनों स्वभाव कुछ ही हद तक अनुकूल हैं, इसलिए ${gunas(points, max)} ${milte(points)}; यहाँ धैर्य और आपसी समझ काम आती है।`
          : `परंपरा इन दोनों स्वभावों को काफ़ी अलग मानती है, इसलिए ${max} में से 0 गुण है; यहाँ धैर्य और आपसी समझ का महत्व और बढ़ जाता है।`;
    return `गण कूट में जन्म नक्षत्रों को तीन स्वभावों (देव, मनुष्य, राक्षस) में बाँटकर दोनों के स्वभाव और व्यवहार का मिलान किया जाता है (वर: ${hi(groom)} गण, कन्या: ${hi(bride)} गण)। ${meaning}`;
  },
  bhakoot({ near, far, dosha, sameLord, cancelled, lord, max }) {
    const name = BHAKOOT_DOSHA_NAMES_HI[near];
    const apart = near === 1
      ? 'दोनों का चंद्रमा एक ही राशि में है'
      : near === far
        ? 'दोनों राशियाँ एक-दूसरे से सातवीं हैं (आमने-सामने की राशियाँ)'
        : `दोनों राशियाँ एक-दूसरे से ${near}/${far} पर हैं${dosha && name ? ` (${name})` : ''}`;
    const l = GRAHA_NAMES_HI[lord];
    let meaning: string;
    if (!dosha) {
      meaning = `${apart}, जो शुभ स्थिति है, इसलिए पूरे ${max} गुण मिलते हैं।`;
    } else if (cancelled) {
      meaning = `${apart}, जिससे भकूट दोष बनता, पर दोनों राशियों का स्वामी ${l} है और यह गणना इसे दोष का परिहार मानती है, इसलिए पूरे ${max} गुण मिलते हैं।`;
    } else if (sameLord) {
      meaning = `${apart}, जिसे भकूट दोष कहते हैं और इसमें ${max} में से 0 गुण है; फिर भी दोनों राशियों का स्वामी ${l} है, जिससे कई ज्योतिषी इस दोष को हल्का मानते हैं।`;
    } else {
      meaning = `${apart}, जिसे भकूट दोष कहते हैं और इसमें ${max} में से 0 गुण है; ज्योतिषी सामान्यतः इसे दोनों कुंडलियों की बाकी बातों के साथ मिलाकर तौलते हैं।`;
    }
    return `भकूट कूट में देखा जाता है कि दोनों की चंद्र राशियाँ एक-दूसरे से किस स्थान पर हैं; परंपरा इसे परिवार के कल्याण, समृद्धि और आपसी स्नेह से जोड़ती है। ${meaning}`;
  },
  nadi({ groom, bride, same, sameNakshatraDifferentPada, sameSignDifferentNakshatra, max }) {
    const dosha = `दोनों की नाड़ी एक होने को नाड़ी दोष कहते हैं और इसमें ${max} में से 0 गुण है`;
    let meaning: string;
    if (!same) {
      meaning = `परंपरा दोनों की नाड़ी अलग होना ही शुभ मानती है, इसलिए पूरे ${max} गुण मिलते हैं।`;
    } else if (sameNakshatraDifferentPada) {
      meaning = `${dosha}; फिर भी दोनों का चंद्रमा एक ही नक्षत्र के अलग-अलग चरणों में है, जिसे कुछ परंपराएँ इसका अपवाद मानती हैं।`;
    } else if (sameSignDifferentNakshatra) {
      meaning = `${dosha}; फिर भी दोनों का चंद्रमा एक ही राशि में, पर अलग-अलग नक्षत्रों में है, जिसे कुछ परंपराएँ इसका अपवाद मानती हैं।`;
    } else {
      meaning = `${dosha}; यह एक महत्वपूर्ण बात है, और ज्योतिषी इसे तौलने से पहले दोनों की पूरी कुंडली देखते हैं।`;
    }
    return `नाड़ी कूट में दोनों जन्म नक्षत्रों की प्रकृति (आदि, मध्य या अंत्य नाड़ी) का मिलान होता है; परंपरा इसे स्वास्थ्य और संतान से जोड़ती है (वर: ${hi(groom)} नाड़ी, कन्या: ${hi(bride)} नाड़ी)। ${meaning}`;
  },
};

/** The Ashtakoota's sentences in each language (a language without its table does not compile). */
export const KOOTA_PHRASES: Readonly<Record<DisplayLanguage, KootaPhrases>> = { en: ENGLISH, hi: HINDI };
