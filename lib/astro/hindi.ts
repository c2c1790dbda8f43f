// The astrology words in Hindi (Devanagari), each keyed by the English name the engine computes, so a
// Hindi page, report or message shows the standard Hindi name of what the engine found. The names
// are the ones Hindi panchangs and kundli software print (मेष, सूर्य, अश्विनी, प्रतिपदा, रविवार …).
// The English lists stay where they are defined (zodiac.ts, panchang.ts, vargas/, yogini/, …); this
// module only imports their types, so browser code can take the Hindi words without the engine.
// `HINDI_SIGN_NAMES` in zodiac.ts is something else: the Hindi names in Latin letters ("Mesh").

import type { KootaName } from './ashtakoota';
import type { PoruthamKey, Rajju } from './match/poruthams';
import type { SignDignity } from './dignity/dignity';
import type { KaalSarpType } from './doshas/kaal-sarp';
import type { SadeSatiPhase } from './doshas/sade-sati';
import type { Ayana, Ritu, Samvatsara } from './calendar/hindu-year';
import type { ChoghadiyaName } from './muhurta';
import type { LunarMonth, Weekday } from './panchang';
import type { Varga } from './vargas/rules';
import type { YoginiName } from './yogini/yogini';
import type { Graha, Nakshatra, Sign } from './zodiac';

export const SIGN_NAMES_HI: Readonly<Record<Sign, string>> = {
  Aries: 'मेष', Taurus: 'वृषभ', Gemini: 'मिथुन', Cancer: 'कर्क', Leo: 'सिंह', Virgo: 'कन्या',
  Libra: 'तुला', Scorpio: 'वृश्चिक', Sagittarius: 'धनु', Capricorn: 'मकर', Aquarius: 'कुंभ', Pisces: 'मीन',
};

/** The nine grahas; also the Vimshottari dasha lords. */
export const GRAHA_NAMES_HI: Readonly<Record<Graha, string>> = {
  Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि', Rahu: 'राहु', Ketu: 'केतु',
};

/** The Lagna, which charts and tables list beside the grahas. */
export const ASCENDANT_HI = 'लग्न';

export const NAKSHATRA_NAMES_HI: Readonly<Record<Nakshatra, string>> = {
  Ashwini: 'अश्विनी', Bharani: 'भरणी', Krittika: 'कृत्तिका', Rohini: 'रोहिणी', Mrigashira: 'मृगशिरा', Ardra: 'आर्द्रा',
  Punarvasu: 'पुनर्वसु', Pushya: 'पुष्य', Ashlesha: 'आश्लेषा', Magha: 'मघा', 'Purva Phalguni': 'पूर्वा फाल्गुनी',
  'Uttara Phalguni': 'उत्तरा फाल्गुनी', Hasta: 'हस्त', Chitra: 'चित्रा', Swati: 'स्वाति', Vishakha: 'विशाखा',
  Anuradha: 'अनुराधा', Jyeshtha: 'ज्येष्ठा', Mula: 'मूल', 'Purva Ashadha': 'पूर्वाषाढ़ा', 'Uttara Ashadha': 'उत्तराषाढ़ा',
  Shravana: 'श्रवण', Dhanishta: 'धनिष्ठा', Shatabhisha: 'शतभिषा', 'Purva Bhadrapada': 'पूर्वा भाद्रपद',
  'Uttara Bhadrapada': 'उत्तरा भाद्रपद', Revati: 'रेवती',
};

/** The fifteen tithi names of a paksha and the two that end one (TITHI_NAMES repeats them). */
export const TITHI_NAMES_HI: Readonly<Record<string, string>> = {
  Pratipada: 'प्रतिपदा', Dwitiya: 'द्वितीया', Tritiya: 'तृतीया', Chaturthi: 'चतुर्थी', Panchami: 'पंचमी',
  Shashthi: 'षष्ठी', Saptami: 'सप्तमी', Ashtami: 'अष्टमी', Navami: 'नवमी', Dashami: 'दशमी', Ekadashi: 'एकादशी',
  Dwadashi: 'द्वादशी', Trayodashi: 'त्रयोदशी', Chaturdashi: 'चतुर्दशी', Purnima: 'पूर्णिमा', Amavasya: 'अमावस्या',
};

export const PAKSHA_NAMES_HI: Readonly<Record<'Shukla' | 'Krishna', string>> = { Shukla: 'शुक्ल', Krishna: 'कृष्ण' };

/** The 27 yogas of the panchang (YOGA_NAMES), not the chart's yogas (CHART_YOGA_NAMES_HI). */
export const PANCHANG_YOGA_NAMES_HI: Readonly<Record<string, string>> = {
  Vishkambha: 'विष्कुम्भ', Priti: 'प्रीति', Ayushman: 'आयुष्मान', Saubhagya: 'सौभाग्य', Shobhana: 'शोभन',
  Atiganda: 'अतिगण्ड', Sukarma: 'सुकर्मा', Dhriti: 'धृति', Shula: 'शूल', Ganda: 'गण्ड', Vriddhi: 'वृद्धि',
  Dhruva: 'ध्रुव', Vyaghata: 'व्याघात', Harshana: 'हर्षण', Vajra: 'वज्र', Siddhi: 'सिद्धि', Vyatipata: 'व्यतीपात',
  Variyana: 'वरीयान', Parigha: 'परिघ', Shiva: 'शिव', Siddha: 'सिद्ध', Sadhya: 'साध्य', Shubha: 'शुभ',
  Shukla: 'शुक्ल', Brahma: 'ब्रह्म', Indra: 'इन्द्र', Vaidhriti: 'वैधृति',
};

/** The eleven karanas (karanaName). Vishti is the karana Hindi almanacs call भद्रा. */
export const KARANA_NAMES_HI: Readonly<Record<string, string>> = {
  Bava: 'बव', Balava: 'बालव', Kaulava: 'कौलव', Taitila: 'तैतिल', Garaja: 'गर', Vanija: 'वणिज', Vishti: 'विष्टि (भद्रा)',
  Shakuni: 'शकुनि', Chatushpada: 'चतुष्पद', Naga: 'नाग', Kimstughna: 'किंस्तुघ्न',
};

export const WEEKDAY_NAMES_HI: Readonly<Record<Weekday, string>> = {
  Sunday: 'रविवार', Monday: 'सोमवार', Tuesday: 'मंगलवार', Wednesday: 'बुधवार', Thursday: 'गुरुवार', Friday: 'शुक्रवार', Saturday: 'शनिवार',
};

export const LUNAR_MONTH_NAMES_HI: Readonly<Record<LunarMonth, string>> = {
  Chaitra: 'चैत्र', Vaishakha: 'वैशाख', Jyeshtha: 'ज्येष्ठ', Ashadha: 'आषाढ़', Shravana: 'श्रावण', Bhadrapada: 'भाद्रपद',
  Ashwin: 'आश्विन', Kartika: 'कार्तिक', Margashirsha: 'मार्गशीर्ष', Pausha: 'पौष', Magha: 'माघ', Phalguna: 'फाल्गुन',
};

/** The leap month: "अधिक मास", and a named one reads "अधिक ज्येष्ठ" (lunarMonthHi). */
export const ADHIK_MAAS_HI = 'अधिक मास';

/** A lunar month in Hindi; the leap month that precedes it as "अधिक ज्येष्ठ". */
export function lunarMonthHi(month: LunarMonth, { adhika = false }: { adhika?: boolean } = {}): string {
  return adhika ? `अधिक ${LUNAR_MONTH_NAMES_HI[month]}` : LUNAR_MONTH_NAMES_HI[month];
}

/** The muhurtas of the day (muhurta.ts). */
export const MUHURTA_NAMES_HI: Readonly<Record<'rahuKaal' | 'yamaganda' | 'gulikaKaal' | 'abhijit' | 'brahmaMuhurta' | 'vijaya' | 'nishita' | 'durmuhurat' | 'hora', string>> = {
  rahuKaal: 'राहु काल', yamaganda: 'यमगण्ड', gulikaKaal: 'गुलिक काल', abhijit: 'अभिजित मुहूर्त',
  brahmaMuhurta: 'ब्रह्म मुहूर्त', vijaya: 'विजय मुहूर्त', nishita: 'निशीथ काल', durmuhurat: 'दुर्मुहूर्त', hora: 'होरा',
};

/** The 60 samvatsaras as Hindi almanacs name them (नव संवत्सर …). */
const SAMVATSARA_NAMES_HI: Readonly<Record<Samvatsara, string>> = {
  Prabhava: 'प्रभव', Vibhava: 'विभव', Shukla: 'शुक्ल', Pramoda: 'प्रमोद', Prajapati: 'प्रजापति', Angirasa: 'अंगिरा',
  Shrimukha: 'श्रीमुख', Bhava: 'भाव', Yuva: 'युवा', Dhatri: 'धाता', Ishvara: 'ईश्वर', Bahudhanya: 'बहुधान्य',
  Pramathi: 'प्रमाथी', Vikrama: 'विक्रम', Vrisha: 'वृष', Chitrabhanu: 'चित्रभानु', Svabhanu: 'स्वभानु', Tarana: 'तारण',
  Parthiva: 'पार्थिव', Vyaya: 'व्यय', Sarvajit: 'सर्वजित', Sarvadhari: 'सर्वधारी', Virodhi: 'विरोधी', Vikriti: 'विकृति',
  Khara: 'खर', Nandana: 'नंदन', Vijaya: 'विजय', Jaya: 'जय', Manmatha: 'मन्मथ', Durmukhi: 'दुर्मुख',
  Hemalambi: 'हेमलंबी', Vilambi: 'विलंबी', Vikari: 'विकारी', Sharvari: 'शार्वरी', Plava: 'प्लव', Shubhakrit: 'शुभकृत',
  Shobhakrit: 'शोभकृत', Krodhi: 'क्रोधी', Vishvavasu: 'विश्वावसु', Parabhava: 'पराभव', Plavanga: 'प्लवंग', Kilaka: 'कीलक',
  Saumya: 'सौम्य', Sadharana: 'साधारण', Virodhikrit: 'विरोधकृत', Paridhavi: 'परिधावी', Pramadi: 'प्रमादी', Ananda: 'आनंद',
  Rakshasa: 'राक्षस', Nala: 'नल', Pingala: 'पिंगल', Kalayukta: 'कालयुक्त', Siddharthi: 'सिद्धार्थी', Raudra: 'रौद्र',
  Durmati: 'दुर्मति', Dundubhi: 'दुंदुभि', Rudhirodgari: 'रुधिरोद्गारी', Raktakshi: 'रक्ताक्षी', Krodhana: 'क्रोधन', Akshaya: 'अक्षय',
};

const RITU_NAMES_HI: Readonly<Record<Ritu, string>> = {
  Vasanta: 'वसंत', Grishma: 'ग्रीष्म', Varsha: 'वर्षा', Sharad: 'शरद', Hemanta: 'हेमंत', Shishira: 'शिशिर',
};

const AYANA_NAMES_HI: Readonly<Record<Ayana, string>> = { Uttarayana: 'उत्तरायण', Dakshinayana: 'दक्षिणायन' };

export const CHOGHADIYA_NAMES_HI: Readonly<Record<ChoghadiyaName, string>> = {
  Udveg: 'उद्वेग', Char: 'चर', Labh: 'लाभ', Amrit: 'अमृत', Kaal: 'काल', Shubh: 'शुभ', Rog: 'रोग',
};

/** A Sankranti in Hindi, by the sign the Sun enters: "मकर संक्रांति". */
export function sankrantiNameHi(sign: Sign): string {
  return `${SIGN_NAMES_HI[sign]} संक्रांति`;
}

/** The eight yoginis of the Yogini dasha. */
export const YOGINI_NAMES_HI: Readonly<Record<YoginiName, string>> = {
  Mangala: 'मंगला', Pingala: 'पिंगला', Dhanya: 'धान्या', Bhramari: 'भ्रामरी', Bhadrika: 'भद्रिका', Ulka: 'उल्का', Siddha: 'सिद्धा', Sankata: 'संकटा',
};

/** The sixteen divisional charts (VARGA_METHODS names them in English). */
export const VARGA_NAMES_HI: Readonly<Record<Varga, string>> = {
  D1: 'राशि', D2: 'होरा', D3: 'द्रेष्काण', D4: 'चतुर्थांश', D7: 'सप्तांश', D9: 'नवांश', D10: 'दशमांश', D12: 'द्वादशांश',
  D16: 'षोडशांश', D20: 'विंशांश', D24: 'चतुर्विंशांश', D27: 'सप्तविंशांश (भांश)', D30: 'त्रिंशांश', D40: 'खवेदांश',
  D45: 'अक्षवेदांश', D60: 'षष्ट्यंश',
};

/** A graha's dignity by sign. */
export const DIGNITY_NAMES_HI: Readonly<Record<SignDignity, string>> = {
  exalted: 'उच्च', moolatrikona: 'मूलत्रिकोण', own: 'स्वराशि', friend: 'मित्र राशि', neutral: 'सम', enemy: 'शत्रु राशि', debilitated: 'नीच',
};

/** A graha's states beside its dignity. */
export const GRAHA_STATE_HI = { retrograde: 'वक्री', combust: 'अस्त', planetaryWar: 'ग्रह युद्ध' } as const;

/** The doshas' names and the Manglik verdict's words. */
export const DOSHA_WORDS_HI = {
  manglik: 'मांगलिक',
  notManglik: 'मांगलिक नहीं',
  manglikDosha: 'मंगल दोष',
  kaalSarpDosha: 'काल सर्प दोष',
  sadeSati: 'साढ़े साती',
} as const;

/** The twelve kinds of Kaal Sarp dosha, named by Rahu's house. */
export const KAAL_SARP_NAMES_HI: Readonly<Record<KaalSarpType, string>> = {
  Ananta: 'अनंत', Kulika: 'कुलिक', Vasuki: 'वासुकि', Shankhapala: 'शंखपाल', Padma: 'पद्म', Mahapadma: 'महापद्म',
  Takshaka: 'तक्षक', Karkotaka: 'कर्कोटक', Shankhachuda: 'शंखचूड़', Ghataka: 'घातक', Vishdhara: 'विषधर', Sheshanaga: 'शेषनाग',
};

/** Sade Sati's three phases: Saturn in the 12th, 1st and 2nd sign from the Moon. */
export const SADE_SATI_PHASE_NAMES_HI: Readonly<Record<SadeSatiPhase['name'], string>> = {
  rising: 'उदय चरण', peak: 'शिखर चरण', setting: 'अस्त चरण',
};

/** The chart's yogas, keyed by their rule's key (YOGA_RULES). */
export const CHART_YOGA_NAMES_HI: Readonly<Record<string, string>> = {
  gaja_kesari: 'गजकेसरी योग', ruchaka: 'रुचक योग', bhadra: 'भद्र योग', hamsa: 'हंस योग', malavya: 'मालव्य योग',
  sasa: 'शश योग', budha_aditya: 'बुधादित्य योग', chandra_mangala: 'चंद्र-मंगल योग', adhi: 'अधि योग', amala: 'अमला योग',
  sunapha: 'सुनफा योग', anapha: 'अनफा योग', durudhara: 'दुरुधरा योग', kemadruma: 'केमद्रुम योग', vesi: 'वेशि योग',
  vasi: 'वाशि योग', ubhayachari: 'उभयचरी योग', neecha_bhanga_raja: 'नीचभंग राजयोग',
  harsha: 'हर्ष योग (विपरीत राजयोग)', sarala: 'सरल योग (विपरीत राजयोग)', vimala: 'विमल योग (विपरीत राजयोग)',
  kendra_trikona_raja: 'राजयोग (केंद्र और त्रिकोण के स्वामी)', dharma_karmadhipati: 'धर्म-कर्माधिपति योग', dhana: 'धन योग',
  maha_parivartana: 'महा परिवर्तन योग', khala_parivartana: 'खल परिवर्तन योग', dainya_parivartana: 'दैन्य परिवर्तन योग',
  lakshmi: 'लक्ष्मी योग', saraswati: 'सरस्वती योग', shakata: 'शकट योग', kahala: 'कहल योग', chamara: 'चामर योग',
  parvata: 'पर्वत योग', guru_mangala: 'गुरु-मंगल योग', vallaki: 'वल्लकी (वीणा) योग', daama: 'दाम योग', paasa: 'पाश योग',
  kedara: 'केदार योग', soola: 'शूल योग', yuga: 'युग योग', gola: 'गोल योग',
};

/** The eight kootas of the guna milan. */
export const KOOTA_NAMES_HI: Readonly<Record<KootaName, string>> = {
  varna: 'वर्ण', vashya: 'वश्य', tara: 'तारा', yoni: 'योनि', grahaMaitri: 'ग्रह मैत्री', gana: 'गण', bhakoot: 'भकूट', nadi: 'नाड़ी',
};

/**
 * What each koota compares, as the match's table names it for each person: varna, vashya group,
 * tara, yoni animal, gana and nadi (the Graha Maitri column names grahas: GRAHA_NAMES_HI; Bhakoot's are counts).
 */
export const KOOTA_VALUE_NAMES_HI: Readonly<Record<string, string>> = {
  Shudra: 'शूद्र', Vaishya: 'वैश्य', Kshatriya: 'क्षत्रिय', Brahmin: 'ब्राह्मण',
  Chatushpada: 'चतुष्पद', Manava: 'मानव', Jalachara: 'जलचर', Vanachara: 'वनचर', Keeta: 'कीट',
  Janma: 'जन्म', Sampat: 'संपत', Vipat: 'विपत', Kshema: 'क्षेम', Pratyari: 'प्रत्यरि', Sadhaka: 'साधक', Vadha: 'वध', Mitra: 'मित्र', 'Ati-Mitra': 'अति मित्र',
  Horse: 'अश्व', Elephant: 'गज', Sheep: 'मेष', Serpent: 'सर्प', Dog: 'श्वान', Cat: 'मार्जार', Rat: 'मूषक', Cow: 'गौ', Buffalo: 'महिष',
  Tiger: 'व्याघ्र', Deer: 'मृग', Monkey: 'वानर', Mongoose: 'नकुल', Lion: 'सिंह',
  Deva: 'देव', Manushya: 'मनुष्य', Rakshasa: 'राक्षस',
  Adi: 'आदि', Madhya: 'मध्य', Antya: 'अंत्य',
  ...GRAHA_NAMES_HI,
};

/** The South Indian ten poruthams (Dasa porutham), as Hindi matching pages name them. */
export const PORUTHAM_NAMES_HI: Readonly<Record<PoruthamKey, string>> = {
  dina: 'दिन', gana: 'गण', mahendra: 'माहेंद्र', streeDeergha: 'स्त्री दीर्घ', yoni: 'योनि', rasi: 'राशि',
  rasiAdhipati: 'राशि अधिपति', vasya: 'वश्य', rajju: 'रज्जु', vedha: 'वेध',
};

/** The five rajjus (parts of the body) of the Rajju porutham. */
export const RAJJU_NAMES_HI: Readonly<Record<Rajju, string>> = {
  'Pada (feet)': 'पाद (पैर)', 'Kati (waist)': 'कटि (कमर)', 'Nabhi (navel)': 'नाभि', 'Kantha (neck)': 'कंठ (गला)', 'Siro (head)': 'शिर (सिर)',
};

/**
 * Colours as numerology and the daily horoscope name them (lib/astro/lucky.ts NUMBER_TABLE,
 * GRAHA_COLOURS in daily-horoscope.ts), in the words Hindi astrology pages use for them.
 */
const COLOUR_NAMES_HI = {
  Gold: 'सुनहरा', Orange: 'नारंगी', Saffron: 'केसरिया', Copper: 'तांबई',
  White: 'सफ़ेद', Silver: 'चाँदी जैसा', Cream: 'क्रीम', 'Pearl white': 'मोती जैसा सफ़ेद',
  Red: 'लाल', Maroon: 'मैरून', Coral: 'मूँगिया', Scarlet: 'सिंदूरी',
  Green: 'हरा', 'Emerald green': 'पन्ना हरा', 'Parrot green': 'तोतिया हरा', 'Mint green': 'पुदीना हरा',
  'Light Green': 'हल्का हरा', Turquoise: 'फ़िरोज़ी',
  Yellow: 'पीला', 'Golden yellow': 'सुनहरा पीला', 'Turmeric yellow': 'हल्दी जैसा पीला', 'Lemon yellow': 'नींबू जैसा पीला',
  'Light Yellow': 'हल्का पीला', 'Light Orange': 'हल्का नारंगी',
  Pink: 'गुलाबी', Rose: 'गहरा गुलाबी', 'Light blue': 'हल्का नीला', 'Light Blue': 'हल्का नीला',
  'Navy blue': 'गहरा समुद्री नीला', Black: 'काला', 'Dark blue': 'गहरा नीला', 'Dark Blue': 'गहरा नीला', Indigo: 'नील', Purple: 'बैंगनी',
  Grey: 'धूसर', 'Smoky blue': 'धुएँ जैसा नीला', 'Slate grey': 'स्लेटी', 'Electric Blue': 'चमकीला नीला', Khaki: 'ख़ाकी',
  'Sea green': 'समुद्री हरा', 'Sea Green': 'समुद्री हरा', 'Smoky grey': 'धुएँ जैसा धूसर', 'Smoky Grey': 'धुएँ जैसा धूसर', 'Light brown': 'हल्का भूरा',
} as const;

// The accessor's tables: a kind names one of the maps above.
const HINDI_NAMES = {
  sign: SIGN_NAMES_HI,
  graha: GRAHA_NAMES_HI,
  nakshatra: NAKSHATRA_NAMES_HI,
  tithi: TITHI_NAMES_HI,
  paksha: PAKSHA_NAMES_HI,
  panchangYoga: PANCHANG_YOGA_NAMES_HI,
  karana: KARANA_NAMES_HI,
  weekday: WEEKDAY_NAMES_HI,
  lunarMonth: LUNAR_MONTH_NAMES_HI,
  muhurta: MUHURTA_NAMES_HI,
  choghadiya: CHOGHADIYA_NAMES_HI,
  yogini: YOGINI_NAMES_HI,
  varga: VARGA_NAMES_HI,
  dignity: DIGNITY_NAMES_HI,
  kaalSarp: KAAL_SARP_NAMES_HI,
  sadeSatiPhase: SADE_SATI_PHASE_NAMES_HI,
  chartYoga: CHART_YOGA_NAMES_HI,
  koota: KOOTA_NAMES_HI,
  kootaValue: KOOTA_VALUE_NAMES_HI,
  porutham: PORUTHAM_NAMES_HI,
  rajju: RAJJU_NAMES_HI,
  colour: COLOUR_NAMES_HI,
  samvatsara: SAMVATSARA_NAMES_HI,
  ritu: RITU_NAMES_HI,
  ayana: AYANA_NAMES_HI,
} as const;

export type HindiNameKind = keyof typeof HINDI_NAMES;

/** A colour the Hindi table names. */
export type HindiColour = keyof typeof COLOUR_NAMES_HI;

/**
 * The Hindi name of an engine word: `hindiName('graha', 'Jupiter')` → "गुरु". A word the table does
 * not know (a name stored before it existed) comes back as given, English rather than nothing.
 */
export function hindiName<K extends HindiNameKind>(kind: K, english: keyof (typeof HINDI_NAMES)[K] & string): string {
  return (HINDI_NAMES[kind] as Readonly<Record<string, string>>)[english] ?? english;
}
