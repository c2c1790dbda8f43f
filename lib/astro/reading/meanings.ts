// The reading's meanings, in one place: what each graha signifies, the qualities of each sign, the kind of
// house (angle, trine, ...), how each dignity reads, and what each yoga and dosha is traditionally said to
// show. Sentences in the other modules compose these; none of them defines a meaning of its own.
//
// Sources, honestly stated: the significations of the grahas follow Brihat Parashara Hora Shastra (BPHS)
// ch. 3, the signs' natures BPHS ch. 4, the houses' areas BPHS ch. 11 (in the family words of
// period-horoscope.ts's HOUSE_AREAS), the dignities BPHS ch. 3. The short wordings are general tradition,
// summarised for a modern reader, not quotations.

import type { SignDignity } from '../dignity';
import { DUSTHANAS, KENDRAS, TRIKONAS } from '../yogas/facts';
import type { Graha, Sign } from '../zodiac';

export const SOURCES = {
  grahas: 'Brihat Parashara Hora Shastra, ch. 3',
  signs: 'Brihat Parashara Hora Shastra, ch. 4',
  houses: 'Brihat Parashara Hora Shastra, ch. 11',
  houseLords: 'Brihat Parashara Hora Shastra, ch. 24',
  aspects: 'Brihat Parashara Hora Shastra, ch. 26',
  vimshottari: 'Brihat Parashara Hora Shastra, ch. 46',
  nakshatras: 'general tradition (the nakshatra lords of the Vimshottari scheme, BPHS ch. 46)',
  general: 'general tradition',
} as const;

export interface GrahaMeaning {
  /** Two or three things the graha signifies, as noun phrases. */
  themes: readonly [string, string, ...string[]];
  /** A short noun for what the graha stands for in a person ("drive", "the mind"). */
  essence: string;
  /** Natural benefic or malefic (BPHS ch. 3); the nodes count as malefics. */
  nature: 'benefic' | 'malefic';
}

export const GRAHA_MEANINGS: Readonly<Record<Graha, GrahaMeaning>> = {
  Sun: { themes: ['self-confidence', 'authority', 'the father'], essence: 'the sense of self', nature: 'malefic' },
  Moon: { themes: ['the mind and feelings', 'the mother', 'comfort'], essence: 'the mind', nature: 'benefic' },
  Mars: { themes: ['energy and courage', 'property', 'brothers'], essence: 'drive', nature: 'malefic' },
  Mercury: { themes: ['speech and learning', 'trade', 'wit'], essence: 'the intellect', nature: 'benefic' },
  Jupiter: { themes: ['wisdom', 'teachers', 'children and good fortune'], essence: 'judgement and faith', nature: 'benefic' },
  Venus: { themes: ['love and marriage', 'art and beauty', 'comforts'], essence: 'the capacity for pleasure and affection', nature: 'benefic' },
  Saturn: { themes: ['discipline and patience', 'work and service', 'longevity'], essence: 'endurance', nature: 'malefic' },
  Rahu: { themes: ['ambition', 'the unfamiliar and foreign', 'sudden gains'], essence: 'worldly hunger', nature: 'malefic' },
  Ketu: { themes: ['detachment', 'spiritual insight', 'research'], essence: 'the pull away from the world', nature: 'malefic' },
};

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'movable' | 'fixed' | 'dual';

export interface SignMeaning {
  element: Element;
  modality: Modality;
  /** Two adjectives for how a planet's themes come out in this sign. */
  manner: readonly [string, string];
}

export const SIGN_MEANINGS: Readonly<Record<Sign, SignMeaning>> = {
  Aries: { element: 'fire', modality: 'movable', manner: ['direct', 'enterprising'] },
  Taurus: { element: 'earth', modality: 'fixed', manner: ['steady', 'patient'] },
  Gemini: { element: 'air', modality: 'dual', manner: ['curious', 'talkative'] },
  Cancer: { element: 'water', modality: 'movable', manner: ['caring', 'protective'] },
  Leo: { element: 'fire', modality: 'fixed', manner: ['proud', 'generous'] },
  Virgo: { element: 'earth', modality: 'dual', manner: ['careful', 'analytical'] },
  Libra: { element: 'air', modality: 'movable', manner: ['diplomatic', 'fair-minded'] },
  Scorpio: { element: 'water', modality: 'fixed', manner: ['intense', 'private'] },
  Sagittarius: { element: 'fire', modality: 'dual', manner: ['idealistic', 'frank'] },
  Capricorn: { element: 'earth', modality: 'movable', manner: ['practical', 'ambitious'] },
  Aquarius: { element: 'air', modality: 'fixed', manner: ['independent', 'principled'] },
  Pisces: { element: 'water', modality: 'dual', manner: ['gentle', 'imaginative'] },
};

/** What the modality of a sign adds, said of a whole person (the Lagna). */
export const MODALITY_NOTES: Readonly<Record<Modality, string>> = {
  movable: 'likes to start things and keep them moving',
  fixed: 'holds on to what it begins and values constancy',
  dual: 'adapts readily and can see more than one side',
};

/** Houses of growth (upachaya); the kendras, trikonas and dusthanas are the yoga rules' (yogas/facts.ts). */
export const UPACHAYAS: readonly number[] = [3, 6, 10, 11];

export type HouseKind = 'kendra-trikona' | 'kendra' | 'trikona' | 'dusthana' | 'upachaya' | 'other';

export function houseKind(house: number): HouseKind {
  if (house === 1) return 'kendra-trikona';
  if (KENDRAS.includes(house)) return 'kendra';
  if (TRIKONAS.includes(house)) return 'trikona';
  if (DUSTHANAS.includes(house)) return 'dusthana';
  if (UPACHAYAS.includes(house)) return 'upachaya';
  return 'other';
}

/** What tradition adds about a natural benefic or malefic in a kind of house, when it adds anything. */
export type HouseComment = 'benefic-good' | 'malefic-growth' | 'benefic-dusthana' | 'malefic-good';

/** The comment a graha's house calls for (the same in every language), or null. */
export function houseComment(graha: Graha, house: number): HouseComment | null {
  const kind = houseKind(house);
  const nature = GRAHA_MEANINGS[graha].nature;
  const goodHouse = kind === 'kendra' || kind === 'trikona' || kind === 'kendra-trikona';
  if (nature === 'benefic' && goodHouse) return 'benefic-good';
  if (nature === 'malefic' && (kind === 'upachaya' || house === 6)) return 'malefic-growth';
  if (nature === 'benefic' && kind === 'dusthana') return 'benefic-dusthana';
  if (nature === 'malefic' && goodHouse) return 'malefic-good';
  return null;
}

/** How a house lord's house stands to the house it rules (BPHS ch. 24, read by the kind of house it sits in). */
export type LordRelation = 'own' | 'dusthanas' | 'support' | 'dusthana' | 'gains' | 'effort';

/** The relation of the lord of house n placed in house m. */
export function lordRelation(n: number, m: number): LordRelation {
  if (n === m) return 'own';
  if (DUSTHANAS.includes(n) && DUSTHANAS.includes(m)) return 'dusthanas';
  const kind = houseKind(m);
  if (kind === 'kendra' || kind === 'trikona' || kind === 'kendra-trikona') return 'support';
  if (kind === 'dusthana') return 'dusthana';
  if (m === 11 || m === 2) return 'gains';
  return 'effort';
}

/** How tradition describes each group of houses, as a clause. */
export const HOUSE_KIND_NOTES: Readonly<Record<HouseKind, string>> = {
  'kendra-trikona': 'the Lagna itself, both an angle and a trine',
  kendra: 'an angle (kendra), where a planet acts openly in daily life',
  trikona: 'a trine (trikona), counted among the fortunate houses',
  dusthana: 'one of the three harder houses (dusthanas), where results come through effort and patience',
  upachaya: 'a house of growth (upachaya), where results tend to improve with time',
  other: 'a house of resources and steady gains',
};

/** Each sign dignity in a few words (BPHS ch. 3), and what tradition takes it to mean for the planet's themes. */
export const DIGNITY_MEANINGS: Readonly<Record<SignDignity, { label: string; effect: string }>> = {
  exalted: { label: 'exalted', effect: 'its best qualities come out readily' },
  moolatrikona: { label: 'in its moolatrikona sign', effect: 'it works with purpose and authority' },
  own: { label: 'in its own sign', effect: 'it is comfortable and reliable' },
  friend: { label: "in a friend's sign", effect: 'it is well supported' },
  neutral: { label: 'in a neutral sign', effect: 'it gives mixed, moderate results' },
  enemy: { label: "in an enemy's sign", effect: 'its themes may need more effort to flourish' },
  debilitated: { label: 'debilitated', effect: 'its themes ask for patience and conscious care' },
};

/** What each yoga is traditionally said to bring, by the keys of yogas/rules.ts. */
export const YOGA_MEANINGS: Readonly<Record<string, string>> = {
  gaja_kesari: 'Tradition associates it with a good name, intelligence and the respect of others.',
  ruchaka: 'It is one of the five Pancha Mahapurusha yogas; tradition links Ruchaka with courage, leadership and physical vigour.',
  bhadra: 'It is one of the five Pancha Mahapurusha yogas; tradition links Bhadra with a sharp intellect, eloquence and skill in trade or learning.',
  hamsa: 'It is one of the five Pancha Mahapurusha yogas; tradition links Hamsa with righteousness, learning and a respected position.',
  malavya: 'It is one of the five Pancha Mahapurusha yogas; tradition links Malavya with comforts, refinement and a happy married life.',
  sasa: 'It is one of the five Pancha Mahapurusha yogas; tradition links Sasa with authority earned through discipline and the ability to lead groups.',
  budha_aditya: 'Tradition reads it as cleverness and skill with words, especially when Mercury is not too close to the Sun.',
  chandra_mangala: 'Tradition connects it with enterprise and the ability to earn through one\'s own initiative.',
  adhi: 'Benefics around the Moon are traditionally said to bring position, comfort and good health.',
  amala: 'Tradition associates it with a clean reputation and actions that others admire.',
  sunapha: 'A planet beside the Moon is said to give self-earned means and a thoughtful nature.',
  anapha: 'A planet behind the Moon is said to give good manners, health and a pleasant presence.',
  durudhara: 'Planets on both sides of the Moon are said to give resources and generosity.',
  kemadruma: 'An unaccompanied Moon is traditionally read as a mind that has to find its own support; tradition also lists the conditions that cancel it.',
  vesi: 'A planet in the 2nd from the Sun is said to give a balanced and truthful outlook.',
  vasi: 'A planet in the 12th from the Sun is said to make a person charitable and skilful.',
  ubhayachari: 'Planets on both sides of the Sun are said to give an even temper and a comfortable life.',
  neecha_bhanga_raja: 'A debilitation that is cancelled is traditionally read as a weakness that turns into strength over time.',
  harsha: 'A Viparita Raja yoga: tradition says difficulties tend to resolve in one\'s favour, and health and cheer are protected.',
  sarala: 'A Viparita Raja yoga: tradition links it with resilience and success after obstacles.',
  vimala: 'A Viparita Raja yoga: tradition links it with thrift, independence and good conduct.',
  kendra_trikona_raja: 'Lords of angles and trines working together are the classical Raja yoga, read as rise in status.',
  dharma_karmadhipati: 'The lords of the 9th and 10th together are traditionally read as work that is in line with one\'s principles.',
  dhana: 'The lords of the houses of wealth joining are traditionally read as capacity to accumulate resources.',
  maha_parivartana: 'An exchange between good houses is traditionally read as the two areas of life supporting each other.',
  khala_parivartana: 'An exchange with the 3rd house is read as results that come through one\'s own effort, at times unevenly.',
  dainya_parivartana: 'An exchange with a dusthana is read as a mixed combination that asks for patience in the areas involved.',
  lakshmi: 'Tradition associates it with prosperity and a graceful life.',
  saraswati: 'Tradition associates it with learning, the arts and skill with words.',
  shakata: 'Tradition reads it as fortunes that rise and fall like a cart\'s wheel, steadied by persistence.',
  kahala: 'Tradition links it with boldness and the ability to lead.',
  chamara: 'Tradition links it with learning, eloquence and honour.',
  parvata: 'Tradition links it with generosity and a respected standing.',
  guru_mangala: 'Jupiter with Mars is traditionally read as energy guided by good judgement.',
  vallaki: 'A Nabhasa yoga of the number of signs occupied; tradition links it with fondness for music and the arts.',
  daama: 'A Nabhasa yoga of the number of signs occupied; tradition links it with helpfulness and a generous nature.',
  paasa: 'A Nabhasa yoga of the number of signs occupied; tradition links it with a busy life with many ties.',
  kedara: 'A Nabhasa yoga of the number of signs occupied; tradition links it with usefulness to others and a settled life.',
  soola: 'A Nabhasa yoga of the number of signs occupied; tradition links it with sharpness and a readiness to take on struggles.',
  yuga: 'A Nabhasa yoga of the number of signs occupied; tradition links it with an independent path.',
  gola: 'A Nabhasa yoga of the number of signs occupied; tradition links it with a focus on learning and inner life.',
};

/** When no specific meaning is listed for a yoga key. */
export const YOGA_MEANING_FALLBACK = 'Its traditional meaning depends on the planets that form it and their strength.';

/** The traditional remedies named for each dosha; always introduced as tradition, never as a cure. */
export const REMEDIES = {
  manglik: 'worship of Hanuman on Tuesdays, recitation of the Mangal stotra, and, before marriage, matching with a partner whose chart has a similar Mars placement (Kuja samya)',
  kaalSarp: 'worship of Lord Shiva, prayers on Naga Panchami, and the Rahu-Ketu shanti puja performed at temples such as Trimbakeshwar',
  sadeSati: 'worship of Hanuman or Lord Shani on Saturdays, lighting a sesame-oil lamp, and charity to those who work hard for little',
} as const;

/** A calm sentence on what each dosha means, said once per reading. */
export const DOSHA_CALM = {
  manglik: 'Tradition uses Mangal dosha mainly in marriage matching, to pair two people whose Mars placements are alike; many happy marriages have it on one or both sides.',
  kaalSarp: 'Kaal Sarp is a later addition to astrology (it is not in Brihat Parashara Hora Shastra), and astrologers differ on how much weight to give it; it is read as a tendency towards uneven progress, not as a fixed outcome.',
  sadeSati: 'Sade Sati is Saturn\'s passage over the natal Moon; tradition reads it as a time of responsibility and maturing, and many people do important work during it.',
} as const;
