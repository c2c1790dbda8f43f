// The classical yogas, each with its one-sentence rule and its source. A rule returns the grahas that form the
// yoga, or null when it is absent. Houses are whole-sign from the Lagna unless the rule counts from a graha.

import { HOUSE_ORDINALS_HI } from '../format';
import { GRAHA_NAMES_HI } from '../hindi';
import { SIGN_LORDS, type Graha } from '../zodiac';
import { BENEFICS, DUSTHANAS, KENDRAS, PLANETS, TRIKONAS, type ChartFacts } from './facts';
import { debilitationSign, EXALTATION, isSevenGraha } from '../dignity';

export interface YogaRule {
  key: string;
  name: string;
  source: string;
  rule: string;
  /** The source and the rule as a Hindi kundli states them; every rule has both. */
  sourceHi: string;
  ruleHi: string;
  find: (f: ChartFacts) => Graha[] | null;
}

const BPHS = (ch: number) => `Brihat Parashara Hora Shastra, ch. ${ch}`;
const PHALADEEPIKA = (ch: number) => `Phaladeepika, ch. ${ch}`;
/** The texts' titles in Hindi, one form everywhere (the reading's sources use the same). */
export const BPHS_HI = (ch: number) => `बृहत् पाराशर होरा शास्त्र, अध्याय ${ch}`;
export const PHALADEEPIKA_HI = (ch: number) => `फलदीपिका, अध्याय ${ch}`;
/** "सातवें": a house's ordinal before भाव. */
const houseHi = (n: number): string => HOUSE_ORDINALS_HI[n - 1]!;
const KENDRA_HOUSES_HI = 'केंद्र (पहले, चौथे, सातवें या दसवें भाव)';
/** Kemadruma's "(see its cancellations)", which the reading leaves out as the English one does. */
export const KEMADRUMA_SEE_HI = '(इसके भंग की शर्तें भी देखें)';

const some = (gs: Graha[]): Graha[] | null => (gs.length ? gs : null);
/** Planets other than the Sun (and the nodes), as the lunar yogas count them (BPHS ch. 37). */
const NOT_SUN = PLANETS.filter((g) => g !== 'Sun' && g !== 'Moon');
/** Planets other than the Moon (and the nodes), as the solar yogas count them (BPHS ch. 38). */
const NOT_MOON = PLANETS.filter((g) => g !== 'Moon' && g !== 'Sun');

function mahapurusha(key: string, name: string, g: Graha): YogaRule {
  return {
    key,
    name,
    source: BPHS(75),
    rule: `${g} in a kendra (1st, 4th, 7th or 10th house) from the Lagna, in its own sign or exalted.`,
    sourceHi: BPHS_HI(75),
    ruleHi: `${GRAHA_NAMES_HI[g]} लग्न से ${KENDRA_HOUSES_HI} में, अपनी स्वराशि या उच्च राशि में हो।`,
    find: (f) => (KENDRAS.includes(f.house(g)) && (f.dignity(g) === 'own' || f.dignity(g) === 'moolatrikona' || f.dignity(g) === 'exalted') ? [g] : null),
  };
}

function viparita(key: string, name: string, house: number): YogaRule {
  return {
    key,
    name,
    source: PHALADEEPIKA(6),
    rule: `The lord of the ${house}th house placed in the 6th, 8th or 12th house.`,
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: `${houseHi(house)} भाव का स्वामी छठे, आठवें या बारहवें भाव में हो।`,
    find: (f) => (DUSTHANAS.includes(f.house(f.lord(house))) ? [f.lord(house)] : null),
  };
}

/** Nabhasa sankhya yogas: how many signs the seven planets occupy (BPHS ch. 35). Exactly one applies. */
function sankhya(key: string, name: string, signs: number): YogaRule {
  return {
    key,
    name,
    source: BPHS(35),
    rule: `The seven planets (Sun to Saturn) occupy exactly ${signs} signs.`,
    sourceHi: BPHS_HI(35),
    ruleHi: `सातों ग्रह (सूर्य से शनि तक) ठीक ${signs} ${signs === 1 ? 'राशि' : 'राशियों'} में हों।`,
    find: (f) => (f.occupiedSigns() === signs ? [...PLANETS] : null),
  };
}

/** Pairs of distinct lords of two house groups that are associated (together, mutual aspect or exchange). */
function associatedLords(f: ChartFacts, groupA: number[], groupB: number[]): Graha[] {
  const out: Graha[] = [];
  for (const a of groupA) {
    for (const b of groupB) {
      const la = f.lord(a);
      const lb = f.lord(b);
      if (la !== lb && f.associated(la, lb)) addOnce(out, la, lb);
    }
  }
  return out;
}

/** Appends each graha not yet in the list (a list, not a Set: a handful of grahas, in the order found). */
function addOnce(list: Graha[], ...grahas: Graha[]): void {
  for (const g of grahas) if (!list.includes(g)) list.push(g);
}

function parivartana(kind: 'maha' | 'khala' | 'dainya'): (f: ChartFacts) => Graha[] | null {
  return (f) => {
    const out: Graha[] = [];
    // Each exchange between the lords of houses a and b (a's lord in b and b's lord in a) is of one kind.
    for (const { a, b, la, lb } of f.lordExchanges()) {
      const dusthana = DUSTHANAS.includes(a) || DUSTHANAS.includes(b);
      const third = a === 3 || b === 3;
      const k = dusthana ? 'dainya' : third ? 'khala' : 'maha';
      if (k === kind) addOnce(out, la, lb);
    }
    return some(out);
  };
}

/**
 * The three yogas of planets flanking a luminary: in the 2nd from it, in the 12th, and on both sides. For the
 * Moon (BPHS ch. 37) the one-sided yogas exclude each other and Durudhara; for the Sun (BPHS ch. 38) Vesi and
 * Vasi are named whenever their side is occupied, Ubhayachari when both are.
 */
const ordinal = (n: number): string => (n === 2 ? '2nd' : `${n}th`);

function flanking(center: Graha, others: readonly Graha[], [source, sourceHi]: [string, string], second: [string, string], twelfth: [string, string], both: [string, string], exclusive: boolean): YogaRule[] {
  const what = `planet other than the ${center === 'Moon' ? 'Sun' : 'Moon'}, Rahu or Ketu`;
  const side = (f: ChartFacts, n: number) => f.inHouseFrom(center, n, others);
  const centerHi = GRAHA_NAMES_HI[center];
  const otherHi = `${GRAHA_NAMES_HI[center === 'Moon' ? 'Sun' : 'Moon']}, राहु और केतु के अतिरिक्त`;
  const oneSide = ([key, name]: [string, string], n: number, other: number): YogaRule => ({
    key,
    name,
    source,
    rule: `A ${what} in the ${ordinal(n)} house from the ${center}${exclusive ? `, and none in the ${ordinal(other)}` : ''}.`,
    sourceHi,
    ruleHi: `${centerHi} से ${houseHi(n)} भाव में ${otherHi} कोई ग्रह हो${exclusive ? `, और ${houseHi(other)} भाव में ऐसा कोई ग्रह न हो` : ''}।`,
    find: (f) => (exclusive && side(f, other).length ? null : some(side(f, n))),
  });
  return [
    oneSide(second, 2, 12),
    oneSide(twelfth, 12, 2),
    {
      key: both[0],
      name: both[1],
      source,
      rule: `Planets other than the ${center === 'Moon' ? 'Sun' : 'Moon'}, Rahu or Ketu in both the 2nd and the 12th house from the ${center}.`,
      sourceHi,
      ruleHi: `${centerHi} से दूसरे और बारहवें, दोनों भावों में ${otherHi} ग्रह हों।`,
      find: (f) => (side(f, 2).length && side(f, 12).length ? [...side(f, 2), ...side(f, 12)] : null),
    },
  ];
}

export const YOGA_RULES: readonly YogaRule[] = [
  {
    key: 'gaja_kesari',
    name: 'Gaja Kesari Yoga',
    source: BPHS(36),
    rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon.',
    sourceHi: BPHS_HI(36),
    ruleHi: `चंद्र से ${KENDRA_HOUSES_HI} में गुरु हो।`,
    find: (f) => (KENDRAS.includes(f.houseFromGraha('Moon', 'Jupiter')) ? ['Jupiter', 'Moon'] : null),
  },
  mahapurusha('ruchaka', 'Ruchaka Yoga', 'Mars'),
  mahapurusha('bhadra', 'Bhadra Yoga', 'Mercury'),
  mahapurusha('hamsa', 'Hamsa Yoga', 'Jupiter'),
  mahapurusha('malavya', 'Malavya Yoga', 'Venus'),
  mahapurusha('sasa', 'Sasa Yoga', 'Saturn'),
  {
    key: 'budha_aditya',
    name: 'Budha-Aditya Yoga',
    source: 'Jataka Parijata, ch. 7 (Nipuna yoga: the Sun with Mercury)',
    rule: 'The Sun and Mercury in the same sign.',
    sourceHi: 'जातक पारिजात, अध्याय 7 (निपुण योग: सूर्य के साथ बुध)',
    ruleHi: 'सूर्य और बुध एक ही राशि में हों।',
    find: (f) => (f.together('Sun', 'Mercury') ? ['Sun', 'Mercury'] : null),
  },
  {
    key: 'chandra_mangala',
    name: 'Chandra-Mangala Yoga',
    source: PHALADEEPIKA(6),
    rule: 'The Moon and Mars in the same sign.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'चंद्र और मंगल एक ही राशि में हों।',
    find: (f) => (f.together('Moon', 'Mars') ? ['Moon', 'Mars'] : null),
  },
  {
    key: 'adhi',
    name: 'Adhi Yoga',
    source: BPHS(37),
    rule: 'Mercury, Jupiter and Venus each in the 6th, 7th or 8th house from the Moon.',
    sourceHi: BPHS_HI(37),
    ruleHi: 'बुध, गुरु और शुक्र, तीनों चंद्र से छठे, सातवें या आठवें भाव में हों।',
    find: (f) => (BENEFICS.every((g) => [6, 7, 8].includes(f.houseFromGraha('Moon', g))) ? [...BENEFICS] : null),
  },
  {
    key: 'amala',
    name: 'Amala Yoga',
    source: PHALADEEPIKA(6),
    rule: 'Only natural benefics (Mercury, Jupiter, Venus) in the 10th house from the Lagna or from the Moon, and at least one.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'लग्न से या चंद्र से दसवें भाव में केवल नैसर्गिक शुभ ग्रह (बुध, गुरु, शुक्र) हों, और कम से कम एक अवश्य हो।',
    find: (f) => {
      for (const ref of ['Lagna', 'Moon'] as const) {
        const in10 = PLANETS.filter((g) => g !== 'Moon' && (ref === 'Lagna' ? f.house(g) : f.houseFromGraha('Moon', g)) === 10);
        if (in10.length && in10.every((g) => BENEFICS.includes(g))) return in10;
      }
      return null;
    },
  },
  ...flanking('Moon', NOT_SUN, [BPHS(37), BPHS_HI(37)], ['sunapha', 'Sunapha Yoga'], ['anapha', 'Anapha Yoga'], ['durudhara', 'Durudhara Yoga'], true),
  {
    key: 'kemadruma',
    name: 'Kemadruma Yoga',
    source: BPHS(37),
    rule: 'No planet other than the Sun in the 2nd or the 12th house from the Moon (see its cancellations).',
    sourceHi: BPHS_HI(37),
    ruleHi: `चंद्र से दूसरे और बारहवें भाव में सूर्य के अतिरिक्त कोई ग्रह न हो ${KEMADRUMA_SEE_HI}।`,
    find: (f) => (f.inHouseFrom('Moon', 2, NOT_SUN).length || f.inHouseFrom('Moon', 12, NOT_SUN).length ? null : ['Moon']),
  },
  ...flanking('Sun', NOT_MOON, [BPHS(38), BPHS_HI(38)], ['vesi', 'Vesi Yoga'], ['vasi', 'Vasi Yoga'], ['ubhayachari', 'Ubhayachari Yoga'], false),
  {
    key: 'neecha_bhanga_raja',
    name: 'Neecha Bhanga Raja Yoga',
    source: PHALADEEPIKA(7),
    rule: 'A debilitated planet whose debilitation is cancelled: the lord of its debilitation sign, or the planet exalted in that sign, is in a kendra from the Lagna or the Moon.',
    sourceHi: PHALADEEPIKA_HI(7),
    ruleHi: 'कोई ग्रह नीच का हो और उसका नीचत्व भंग हो: उसकी नीच राशि का स्वामी, या उस राशि में उच्च होने वाला ग्रह, लग्न या चंद्र से केंद्र में हो।',
    find: (f) => {
      const out: Graha[] = [];
      for (const g of PLANETS) {
        if (!isSevenGraha(g) || f.dignity(g) !== 'debilitated') continue;
        const deb = debilitationSign(g);
        const exaltedThere = PLANETS.find((p) => isSevenGraha(p) && EXALTATION[p].sign === deb);
        const cancellers = [SIGN_LORDS[deb]!, ...(exaltedThere ? [exaltedThere] : [])];
        if (cancellers.some((c) => KENDRAS.includes(f.house(c)) || KENDRAS.includes(f.houseFromGraha('Moon', c)))) out.push(g);
      }
      return some(out);
    },
  },
  viparita('harsha', 'Harsha Yoga (Viparita Raja)', 6),
  viparita('sarala', 'Sarala Yoga (Viparita Raja)', 8),
  viparita('vimala', 'Vimala Yoga (Viparita Raja)', 12),
  {
    key: 'kendra_trikona_raja',
    name: 'Raja Yoga (kendra and trikona lords)',
    source: BPHS(39),
    rule: 'The lord of a kendra (1, 4, 7, 10) and the lord of a trikona (1, 5, 9), two different planets, together, in mutual aspect or in exchange.',
    sourceHi: BPHS_HI(39),
    ruleHi: 'किसी केंद्र (1, 4, 7, 10) का स्वामी और किसी त्रिकोण (1, 5, 9) का स्वामी, जो दो अलग ग्रह हों, एक साथ हों, एक-दूसरे को देखें या आपस में राशि बदलें।',
    find: (f) => some(associatedLords(f, KENDRAS, TRIKONAS)),
  },
  {
    key: 'dharma_karmadhipati',
    name: 'Dharma-Karmadhipati Yoga',
    source: BPHS(39),
    rule: 'The lords of the 9th and the 10th house together, in mutual aspect or in exchange.',
    sourceHi: BPHS_HI(39),
    ruleHi: 'नवें और दसवें भाव के स्वामी एक साथ हों, एक-दूसरे को देखें या आपस में राशि बदलें।',
    find: (f) => some(associatedLords(f, [9], [10])),
  },
  {
    key: 'dhana',
    name: 'Dhana Yoga',
    source: BPHS(41),
    rule: 'The lord of the 2nd or 11th house with the lord of the 1st, 5th or 9th, together, in mutual aspect or in exchange.',
    sourceHi: BPHS_HI(41),
    ruleHi: 'दूसरे या ग्यारहवें भाव का स्वामी पहले, पाँचवें या नवें भाव के स्वामी के साथ हो, उसे देखे या उससे राशि बदले।',
    find: (f) => some(associatedLords(f, [2, 11], [1, 5, 9])),
  },
  { key: 'maha_parivartana', name: 'Maha Parivartana Yoga', source: PHALADEEPIKA(6), rule: 'The lords of two houses exchange signs, neither house being the 3rd, 6th, 8th or 12th.', sourceHi: PHALADEEPIKA_HI(6), ruleHi: 'दो भावों के स्वामी आपस में राशि बदलें, और इनमें से कोई भी भाव तीसरा, छठा, आठवाँ या बारहवाँ न हो।', find: parivartana('maha') },
  { key: 'khala_parivartana', name: 'Khala Parivartana Yoga', source: PHALADEEPIKA(6), rule: 'The lords of two houses exchange signs, one of them the 3rd (and neither the 6th, 8th or 12th).', sourceHi: PHALADEEPIKA_HI(6), ruleHi: 'दो भावों के स्वामी आपस में राशि बदलें, जिनमें एक तीसरा भाव हो (और कोई भी छठा, आठवाँ या बारहवाँ न हो)।', find: parivartana('khala') },
  { key: 'dainya_parivartana', name: 'Dainya Parivartana Yoga', source: PHALADEEPIKA(6), rule: 'The lords of two houses exchange signs, one of them the 6th, 8th or 12th.', sourceHi: PHALADEEPIKA_HI(6), ruleHi: 'दो भावों के स्वामी आपस में राशि बदलें, जिनमें एक छठा, आठवाँ या बारहवाँ भाव हो।', find: parivartana('dainya') },
  {
    key: 'lakshmi',
    name: 'Lakshmi Yoga',
    source: BPHS(41),
    rule: 'The 9th lord in its own sign or exalted in a kendra or trikona, and the Lagna lord strong by sign.',
    sourceHi: BPHS_HI(41),
    ruleHi: 'नवमेश स्वराशि या उच्च राशि में होकर केंद्र या त्रिकोण में हो, और लग्नेश भी राशि से बलवान हो।',
    find: (f) => {
      const l9 = f.lord(9);
      const l1 = f.lord(1);
      return f.strongBySign(l9) && [...KENDRAS, ...TRIKONAS].includes(f.house(l9)) && f.strongBySign(l1) ? [l9, l1] : null;
    },
  },
  {
    key: 'saraswati',
    name: 'Saraswati Yoga',
    source: PHALADEEPIKA(6),
    rule: 'Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house, with Jupiter in its own sign, exalted or in a friend\'s sign.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'बुध, गुरु और शुक्र, तीनों केंद्र, त्रिकोण या दूसरे भाव में हों, और गुरु स्वराशि, उच्च राशि या मित्र राशि में हो।',
    find: (f) => {
      const good = [1, 2, 4, 5, 7, 9, 10];
      const jupOk = ['own', 'moolatrikona', 'exalted', 'friend'].includes(f.dignity('Jupiter') ?? '');
      return BENEFICS.every((g) => good.includes(f.house(g))) && jupOk ? [...BENEFICS] : null;
    },
  },
  {
    key: 'shakata',
    name: 'Shakata Yoga',
    source: PHALADEEPIKA(6),
    rule: 'The Moon in the 6th, 8th or 12th house from Jupiter, unless the Moon is in a kendra from the Lagna.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'चंद्र गुरु से छठे, आठवें या बारहवें भाव में हो, और लग्न से केंद्र में न हो।',
    find: (f) => (DUSTHANAS.includes(f.houseFromGraha('Jupiter', 'Moon')) && !KENDRAS.includes(f.house('Moon')) ? ['Moon', 'Jupiter'] : null),
  },
  {
    key: 'kahala',
    name: 'Kahala Yoga',
    source: PHALADEEPIKA(6),
    rule: 'The lords of the 4th and 9th houses in kendras from each other, and the Lagna lord strong by sign.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'चौथे और नवें भाव के स्वामी एक-दूसरे से केंद्र में हों, और लग्नेश राशि से बलवान हो।',
    find: (f) => {
      const l4 = f.lord(4);
      const l9 = f.lord(9);
      return l4 !== l9 && KENDRAS.includes(f.houseFromGraha(l4, l9)) && f.strongBySign(f.lord(1)) ? [l4, l9, f.lord(1)] : null;
    },
  },
  {
    key: 'chamara',
    name: 'Chamara Yoga',
    source: PHALADEEPIKA(6),
    rule: 'The Lagna lord exalted in a kendra and aspected by Jupiter.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'लग्नेश उच्च का होकर केंद्र में हो और उस पर गुरु की दृष्टि हो।',
    find: (f) => {
      const l1 = f.lord(1);
      return l1 !== 'Jupiter' && f.dignity(l1) === 'exalted' && KENDRAS.includes(f.house(l1)) && aspectedByJupiter(f, l1) ? [l1, 'Jupiter'] : null;
    },
  },
  {
    key: 'parvata',
    name: 'Parvata Yoga',
    source: PHALADEEPIKA(6),
    rule: 'Benefics in kendras, and the 6th and 8th houses empty or holding benefics only.',
    sourceHi: PHALADEEPIKA_HI(6),
    ruleHi: 'शुभ ग्रह केंद्र में हों, और छठा व आठवाँ भाव ख़ाली हों या उनमें केवल शुभ ग्रह हों।',
    find: (f) => {
      const inKendra = BENEFICS.filter((g) => KENDRAS.includes(f.house(g)));
      const malefic68 = PLANETS.some((g) => !BENEFICS.includes(g) && g !== 'Moon' && [6, 8].includes(f.house(g)));
      return inKendra.length && !malefic68 ? inKendra : null;
    },
  },
  {
    key: 'guru_mangala',
    name: 'Guru-Mangala Yoga',
    source: 'Popular usage (Jupiter with Mars); not in BPHS',
    rule: 'Jupiter and Mars in the same sign.',
    sourceHi: 'लोक प्रचलन (गुरु के साथ मंगल); बृहत् पाराशर होरा शास्त्र में नहीं',
    ruleHi: 'गुरु और मंगल एक ही राशि में हों।',
    find: (f) => (f.together('Jupiter', 'Mars') ? ['Jupiter', 'Mars'] : null),
  },
  sankhya('vallaki', 'Vallaki (Veena) Yoga', 7),
  sankhya('daama', 'Daama Yoga', 6),
  sankhya('paasa', 'Paasa Yoga', 5),
  sankhya('kedara', 'Kedara Yoga', 4),
  sankhya('soola', 'Soola Yoga', 3),
  sankhya('yuga', 'Yuga Yoga', 2),
  sankhya('gola', 'Gola Yoga', 1),
];

function aspectedByJupiter(f: ChartFacts, g: Graha): boolean {
  return f.together('Jupiter', g) || [5, 7, 9].includes(f.houseFromGraha('Jupiter', g));
}
