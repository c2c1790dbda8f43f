// The festival and vrat rules as data. Each rule names its amanta month (the month from new moon to new
// moon, as lunar-month.ts computes it), its paksha and tithi, the window of the day whose tithi decides the
// date (./types.ts, FestivalWindow), and what to do when the tithi holds that window on two days or on
// none (the tie). The rule text also gives the purnimanta month North Indian readers know: in the dark
// half, the purnimanta month is the amanta month's successor (amanta Ashwin Amavasya = Kartik Amavasya).
// Festivals are kept in the nija (true) month, never in an adhika one; the monthly vrats are kept in
// every month, adhika ones included. A kshaya month (a few times a century) holds both months' festivals.
//
// Sources, by the short names used below:
// - Nirnaya Sindhu (Kamalakara Bhatta, 1612), pariccheda 1 (the general rules of tithi and karmakala) and
//   pariccheda 2 (the months, festival by festival);
// - Dharmasindhu (Kashinatha Upadhyaya, 1790), pariccheda 1 (tithi nirnaya) and 2 (the months);
// - Muhurta Chintamani (Rama Daivajna, 1600), ch. 1 (Shubhashubha prakarana: Bhadra);
// - Drik Panchang's festival pages, which state how they apply these texts ("… date and rules" pages).

import type { LunarMonth, Weekday } from '../panchang';
import type { FestivalKind, FestivalText, FestivalWindow } from './types';
import type { TithiWindow } from './windows';

/**
 * When the tithi holds the window on two days ('both') or on none ('neither'):
 * - 'first', 'second': the earlier or the later of the two days (for 'neither': the panchang day the tithi
 *   begins in, or the one after it);
 * - 'longer': the day on which the tithi holds more of the window (vyapti-adhikya, Nirnaya Sindhu 1).
 */
export type Tie = 'first' | 'second' | 'longer';

/** The books the rules cite, with their names in Hindi for the `why` sentences. */
export const BOOKS = {
  'Nirnaya Sindhu': 'निर्णय सिन्धु',
  Dharmasindhu: 'धर्मसिन्धु',
  'Muhurta Chintamani': 'मुहूर्त चिन्तामणि',
  'Drik Panchang': 'दृक पंचांग',
} as const;
export type Book = keyof typeof BOOKS;

/** A puja muhurta computed beyond the deciding window (./specials.ts). */
export type Special = 'ekadashi' | 'vaishnava-janmashtami' | 'raksha-bandhan' | 'holika-dahan' | 'lakshmi-puja' | 'ghatasthapana' | 'vijayadashami' | 'karva-chauth';

export interface TithiRule {
  key: string;
  kind: FestivalKind;
  name: FestivalText;
  /** Names by weekday (Soma Pradosh, Angarki Chaturthi). */
  weekdayNames?: Partial<Record<Weekday, FestivalText>>;
  /** The amanta month; 'every' for a monthly vrat (adhika months included); 'adhika' for an adhika month only. */
  month: LunarMonth | 'every' | 'adhika';
  paksha: 'Shukla' | 'Krishna';
  /** 1..15 within the paksha (15: Purnima in Shukla, Amavasya in Krishna). */
  tithi: number;
  window: TithiWindow;
  tie: { both: Tie; neither: Tie };
  /** The book whose rule the tie follows, named in the `why` sentence. */
  book: Book;
  /** Text and chapter. */
  source: string;
  /** What the rule adds to the month, tithi and window, in plain words. */
  note?: FestivalText;
  special?: Special;
  /** The sidereal sign (0 = Mesha) that must be rising during the muhurta: Vrishabha, the fixed (sthir) lagna,
   *  for the evening pujas of Dhanteras and Diwali; Kanya, a dual (dwi-swabhava) lagna, for Sharad Ghatasthapana. */
  lagna?: number;
  /** A period (Navratri, Pitru Paksha): the tithi (1..30, same amanta month) and window of its last day. */
  until?: { tithi: number; window: TithiWindow };
  /** Listed only when its date differs from this rule's (Vaishnava Janmashtami). */
  onlyWhereDiffersFrom?: string;
}

export interface SankrantiRule {
  key: string;
  kind: 'sankranti';
  name: FestivalText;
  window: Extract<FestivalWindow, 'sankranti'>;
  /** The sign the Sun enters, 0 = Mesha. */
  sign: number;
  source: string;
  note?: FestivalText;
}

/** A day kept the day after another rule's (Holi after Holika Dahan). */
export interface DayAfterRule {
  key: string;
  kind: FestivalKind;
  name: FestivalText;
  dayAfter: string;
  source: string;
  note: FestivalText;
}

export type FestivalRule = TithiRule | SankrantiRule | DayAfterRule;

const t = (en: string, hi: string): FestivalText => ({ en, hi });

const EKADASHI_SOURCE = 'Nirnaya Sindhu, pariccheda 2 (Ekadashi nirnaya: parana in Dwadashi); Dharmasindhu, pariccheda 1 (Ekadashi); checked against Drik Panchang 2023 (Parama, Parsva, Mokshada Ekadashi)';
const EKADASHI_NOTE = t(
  'Smarta rule: when Ekadashi is in force at two sunrises, the later day is kept, so that the fast can be broken the next morning while Dwadashi lasts; when Dwadashi ends before that sunrise, the fast moves a day earlier. An Ekadashi in force at no sunrise is kept on the day it begins.',
  'स्मार्त नियम: दो सूर्योदयों पर एकादशी हो तो बाद वाला दिन लिया जाता है, ताकि अगली सुबह द्वादशी रहते पारण हो सके; द्वादशी उस सूर्योदय से पहले ही समाप्त हो जाए तो व्रत एक दिन पहले रखा जाता है। जो एकादशी किसी सूर्योदय पर न हो (क्षय तिथि), वह अपने आरंभ के दिन रखी जाती है।',
);

/** The 24 Ekadashis by amanta month and paksha, and the two of an adhika month. */
const EKADASHIS: readonly [LunarMonth | 'adhika', 'Shukla' | 'Krishna', string, string, string][] = [
  ['Chaitra', 'Shukla', 'kamada-ekadashi', 'Kamada Ekadashi', 'कामदा एकादशी'],
  ['Chaitra', 'Krishna', 'varuthini-ekadashi', 'Varuthini Ekadashi', 'वरूथिनी एकादशी'],
  ['Vaishakha', 'Shukla', 'mohini-ekadashi', 'Mohini Ekadashi', 'मोहिनी एकादशी'],
  ['Vaishakha', 'Krishna', 'apara-ekadashi', 'Apara Ekadashi', 'अपरा एकादशी'],
  ['Jyeshtha', 'Shukla', 'nirjala-ekadashi', 'Nirjala Ekadashi', 'निर्जला एकादशी'],
  ['Jyeshtha', 'Krishna', 'yogini-ekadashi', 'Yogini Ekadashi', 'योगिनी एकादशी'],
  ['Ashadha', 'Shukla', 'devshayani-ekadashi', 'Devshayani Ekadashi', 'देवशयनी एकादशी'],
  ['Ashadha', 'Krishna', 'kamika-ekadashi', 'Kamika Ekadashi', 'कामिका एकादशी'],
  ['Shravana', 'Shukla', 'shravana-putrada-ekadashi', 'Shravana Putrada Ekadashi', 'श्रावण पुत्रदा एकादशी'],
  ['Shravana', 'Krishna', 'aja-ekadashi', 'Aja Ekadashi', 'अजा एकादशी'],
  ['Bhadrapada', 'Shukla', 'parsva-ekadashi', 'Parsva Ekadashi', 'परिवर्तिनी (पार्श्व) एकादशी'],
  ['Bhadrapada', 'Krishna', 'indira-ekadashi', 'Indira Ekadashi', 'इन्दिरा एकादशी'],
  ['Ashwin', 'Shukla', 'papankusha-ekadashi', 'Papankusha Ekadashi', 'पापांकुशा एकादशी'],
  ['Ashwin', 'Krishna', 'rama-ekadashi', 'Rama Ekadashi', 'रमा एकादशी'],
  ['Kartika', 'Shukla', 'devutthana-ekadashi', 'Devutthana Ekadashi', 'देवउठनी एकादशी'],
  ['Kartika', 'Krishna', 'utpanna-ekadashi', 'Utpanna Ekadashi', 'उत्पन्ना एकादशी'],
  ['Margashirsha', 'Shukla', 'mokshada-ekadashi', 'Mokshada Ekadashi', 'मोक्षदा एकादशी'],
  ['Margashirsha', 'Krishna', 'saphala-ekadashi', 'Saphala Ekadashi', 'सफला एकादशी'],
  ['Pausha', 'Shukla', 'pausha-putrada-ekadashi', 'Pausha Putrada Ekadashi', 'पौष पुत्रदा एकादशी'],
  ['Pausha', 'Krishna', 'shattila-ekadashi', 'Shattila Ekadashi', 'षटतिला एकादशी'],
  ['Magha', 'Shukla', 'jaya-ekadashi', 'Jaya Ekadashi', 'जया एकादशी'],
  ['Magha', 'Krishna', 'vijaya-ekadashi', 'Vijaya Ekadashi', 'विजया एकादशी'],
  ['Phalguna', 'Shukla', 'amalaki-ekadashi', 'Amalaki Ekadashi', 'आमलकी एकादशी'],
  ['Phalguna', 'Krishna', 'papmochani-ekadashi', 'Papmochani Ekadashi', 'पापमोचनी एकादशी'],
  ['adhika', 'Shukla', 'padmini-ekadashi', 'Padmini Ekadashi', 'पद्मिनी एकादशी'],
  ['adhika', 'Krishna', 'parama-ekadashi', 'Parama Ekadashi', 'परमा एकादशी'],
];

const ekadashiRules: TithiRule[] = EKADASHIS.map(([month, paksha, key, en, hi]) => ({
  key, kind: 'ekadashi', name: t(en, hi), month, paksha, tithi: 11, window: 'sunrise',
  tie: { both: 'second', neither: 'first' }, book: 'Nirnaya Sindhu', source: EKADASHI_SOURCE, note: EKADASHI_NOTE, special: 'ekadashi',
}));

const PRADOSH: TithiRule = {
    key: 'pradosh-vrat', kind: 'pradosh', name: t('Pradosh Vrat', 'प्रदोष व्रत'),
    weekdayNames: {
      Monday: t('Soma Pradosh Vrat', 'सोम प्रदोष व्रत'),
      Tuesday: t('Bhauma Pradosh Vrat', 'भौम प्रदोष व्रत'),
      Saturday: t('Shani Pradosh Vrat', 'शनि प्रदोष व्रत'),
    },
    month: 'every', paksha: 'Shukla', tithi: 13, window: 'pradosh', tie: { both: 'longer', neither: 'first' },
    book: 'Nirnaya Sindhu', source: 'Nirnaya Sindhu, pariccheda 2 (Trayodashi: pradosha-vyapini grahya); Skanda Purana, Pradosha mahatmya',
    note: t('Pradosh Vrat falls on the Trayodashi of each half of the month; on a Monday, Tuesday or Saturday it is called Soma, Bhauma or Shani Pradosh.', 'प्रदोष व्रत हर पक्ष की त्रयोदशी को होता है; सोमवार, मंगलवार या शनिवार को पड़े तो क्रमशः सोम, भौम या शनि प्रदोष कहलाता है।'),
  };

const monthlyRules: TithiRule[] = [
  PRADOSH,
  { ...PRADOSH, paksha: 'Krishna' },
  {
    key: 'sankashti-chaturthi', kind: 'sankashti', name: t('Sankashti Chaturthi', 'संकष्टी चतुर्थी'),
    weekdayNames: { Tuesday: t('Angaraki Sankashti Chaturthi', 'अंगारकी संकष्टी चतुर्थी') },
    month: 'every', paksha: 'Krishna', tithi: 4, window: 'moonrise', tie: { both: 'first', neither: 'second' },
    book: 'Dharmasindhu', source: 'Dharmasindhu, pariccheda 2 (Sankashta Chaturthi: chandrodaya-vyapini); Ganesha Purana',
    note: t('The fast is broken after seeing the Moon; on a Tuesday it is Angaraki Chaturthi.', 'व्रत चंद्र दर्शन के बाद खोला जाता है; मंगलवार को पड़े तो अंगारकी चतुर्थी कहलाती है।'),
  },
  {
    key: 'purnima', kind: 'purnima', name: t('Purnima', 'पूर्णिमा'), month: 'every', paksha: 'Shukla', tithi: 15, window: 'sunrise',
    tie: { both: 'first', neither: 'first' }, book: 'Dharmasindhu', source: 'Dharmasindhu, pariccheda 1 (udaya tithi for the day\'s observances)',
  },
  {
    key: 'purnima-vrat', kind: 'purnima', name: t('Purnima Vrat', 'पूर्णिमा व्रत'), month: 'every', paksha: 'Shukla', tithi: 15, window: 'madhyahna',
    tie: { both: 'first', neither: 'first' }, book: 'Drik Panchang',
    source: 'Drik Panchang 2023 ("<Month> Purnima Vrat": on all thirteen days of 2023 the day Purnima held midday); Nirnaya Sindhu, pariccheda 1 (a Purnima joined with Chaturdashi is taken for vratas)',
    note: t('The fast can fall a day before the Purnima of the calendar: when Purnima begins in the morning, it is kept that day, the Chaturdashi day. When Purnima holds midday on both days or on neither, the earlier day is kept.', 'व्रत कैलेंडर की पूर्णिमा से एक दिन पहले भी पड़ सकता है: पूर्णिमा सुबह शुरू हो तो व्रत उसी दिन, यानी चतुर्दशी वाले दिन रखा जाता है। पूर्णिमा दोनों दिन मध्याह्न में हो या किसी दिन न हो, तो पहला दिन लिया जाता है।'),
  },
  {
    key: 'amavasya', kind: 'amavasya', name: t('Amavasya', 'अमावस्या'), month: 'every', paksha: 'Krishna', tithi: 15, window: 'sunrise',
    tie: { both: 'first', neither: 'first' }, book: 'Dharmasindhu', source: 'Dharmasindhu, pariccheda 1 (udaya tithi for the day\'s observances)',
  },
  {
    key: 'masik-shivaratri', kind: 'shivaratri', name: t('Masik Shivaratri', 'मासिक शिवरात्रि'), month: 'every', paksha: 'Krishna', tithi: 14,
    window: 'nishita', tie: { both: 'first', neither: 'second' }, book: 'Dharmasindhu',
    source: 'Dharmasindhu, pariccheda 2 (Shivaratri: nishitha-vyapini chaturdashi)',
  },
];

const festivalRules: TithiRule[] = [
  {
    key: 'vasant-panchami', kind: 'festival', name: t('Vasant Panchami', 'वसंत पंचमी'), month: 'Magha', paksha: 'Shukla', tithi: 5,
    window: 'purvahna', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Magha: Shri Panchami, purvahna-vyapini)',
    note: t('Saraswati Puja is done in the forenoon.', 'सरस्वती पूजा पूर्वाह्न में होती है।'),
  },
  {
    key: 'maha-shivaratri', kind: 'festival', name: t('Maha Shivaratri', 'महाशिवरात्रि'), month: 'Magha', paksha: 'Krishna', tithi: 14,
    window: 'nishita', tie: { both: 'second', neither: 'second' }, book: 'Nirnaya Sindhu',
    source: 'Dharmasindhu, pariccheda 2 (Magha: Mahashivaratri); Nirnaya Sindhu, pariccheda 2 (the later day when both nights hold Chaturdashi)',
    note: t('The night of Shiva: worship at midnight.', 'शिव की रात्रि: मध्यरात्रि में पूजा।'),
  },
  {
    key: 'holika-dahan', kind: 'festival', name: t('Holika Dahan', 'होलिका दहन'), month: 'Phalguna', paksha: 'Shukla', tithi: 15,
    window: 'pradosh', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu', special: 'holika-dahan',
    source: 'Nirnaya Sindhu, pariccheda 2 (Phalguna: Holika, pradosha-vyapini bhadra-rahita); Muhurta Chintamani, ch. 1 (Bhadra, its mukha and puchha); Drik Panchang, Holika Dahan muhurta rules',
    note: t('The fire is lit in pradosh while Purnima lasts and Bhadra (Vishti karana) is over. If Bhadra covers pradosh but ends before midnight, it is lit after Bhadra ends; if Bhadra lasts past midnight, in its tail (Bhadra Punchha) when that falls before midnight, else in pradosh, never in its mouth (Bhadra Mukha).', 'होलिका पूर्णिमा रहते प्रदोष काल में, भद्रा (विष्टि करण) बीत जाने पर जलाई जाती है। प्रदोष में भद्रा हो पर मध्यरात्रि से पहले उतर जाए, तो भद्रा उतरने के बाद; भद्रा मध्यरात्रि के बाद तक रहे, तो भद्रा पुच्छ में यदि वह मध्यरात्रि से पहले पड़े, अन्यथा प्रदोष में; भद्रा मुख में कभी नहीं।'),
  },
  {
    key: 'chaitra-navratri', kind: 'period', name: t('Chaitra Navratri', 'चैत्र नवरात्रि'), month: 'Chaitra', paksha: 'Shukla', tithi: 1,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu', special: 'ghatasthapana',
    until: { tithi: 9, window: 'sunrise' },
    source: 'Nirnaya Sindhu, pariccheda 2 (Chaitra: Navaratrarambha, Ghatasthapana in the first third of the day)',
    note: t('Nine nights, Pratipada to Navami. Ghatasthapana in the first third of the day while Pratipada lasts, avoiding Chitra nakshatra and Vaidhriti yoga; when that time is not available, in Abhijit muhurta.', 'प्रतिपदा से नवमी तक नौ रातें। घटस्थापना प्रतिपदा रहते दिन के पहले तिहाई भाग में, चित्रा नक्षत्र और वैधृति योग को छोड़कर; यह समय न मिले तो अभिजित मुहूर्त में।'),
  },
  {
    key: 'ram-navami', kind: 'festival', name: t('Ram Navami', 'राम नवमी'), month: 'Chaitra', paksha: 'Shukla', tithi: 9,
    window: 'madhyahna', tie: { both: 'second', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Chaitra: Ramanavami, madhyahna-vyapini; Ashtami-viddha avoided)',
    note: t('Rama was born at midday; when Navami holds midday on both days, the first is Ashtami-viddha and the second is kept.', 'श्रीराम का जन्म मध्याह्न में हुआ; नवमी दोनों दिन मध्याह्न में हो तो पहला दिन अष्टमी-विद्धा है, दूसरा लिया जाता है।'),
  },
  {
    key: 'hanuman-jayanti', kind: 'festival', name: t('Hanuman Jayanti', 'हनुमान जयंती'), month: 'Chaitra', paksha: 'Shukla', tithi: 15,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Drik Panchang',
    source: 'Drik Panchang, Hanuman Jayanti (Chaitra Purnima, North Indian tradition)',
  },
  {
    key: 'akshaya-tritiya', kind: 'festival', name: t('Akshaya Tritiya', 'अक्षय तृतीया'), month: 'Vaishakha', paksha: 'Shukla', tithi: 3,
    window: 'purvahna', tie: { both: 'second', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Vaishakha: Akshaya Tritiya, purvahna-vyapini; on both days the later)',
  },
  {
    key: 'guru-purnima', kind: 'festival', name: t('Guru Purnima', 'गुरु पूर्णिमा'), month: 'Ashadha', paksha: 'Shukla', tithi: 15,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Ashadha: Vyasa Puja on the Purnima at sunrise)',
  },
  {
    key: 'raksha-bandhan', kind: 'festival', name: t('Raksha Bandhan', 'रक्षा बंधन'), month: 'Shravana', paksha: 'Shukla', tithi: 15,
    window: 'aparahna', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu', special: 'raksha-bandhan',
    source: 'Nirnaya Sindhu, pariccheda 2 (Shravana: Rakshabandhana, aparahna-vyapini bhadra-rahita, else pradosh); Muhurta Chintamani, ch. 1 (Bhadra)',
    note: t('The rakhi is tied in the afternoon while Purnima lasts and Bhadra (Vishti karana) is over; if Bhadra covers the afternoon, the next morning when Purnima lasts three muhurtas past sunrise, else in pradosh after Bhadra ends.', 'राखी अपराह्न में पूर्णिमा के रहते और भद्रा (विष्टि करण) समाप्त होने पर बाँधी जाती है; भद्रा अपराह्न भर रहे तो अगली सुबह, यदि पूर्णिमा सूर्योदय के बाद तीन मुहूर्त रहे, अन्यथा भद्रा के बाद प्रदोष काल में।'),
  },
  {
    key: 'krishna-janmashtami', kind: 'festival', name: t('Krishna Janmashtami', 'कृष्ण जन्माष्टमी'), month: 'Shravana', paksha: 'Krishna', tithi: 8,
    window: 'nishita', tie: { both: 'first', neither: 'second' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Bhadrapada: Janmashtami, ardharatra-vyapini); Dharmasindhu, pariccheda 2',
    note: t('Smarta rule: the Ashtami at midnight, when Krishna was born.', 'स्मार्त नियम: मध्यरात्रि की अष्टमी, श्रीकृष्ण के जन्म का समय।'),
  },
  {
    key: 'krishna-janmashtami-vaishnava', kind: 'festival', name: t('Krishna Janmashtami (Vaishnava)', 'कृष्ण जन्माष्टमी (वैष्णव)'), month: 'Shravana', paksha: 'Krishna', tithi: 8,
    window: 'sunrise', tie: { both: 'first', neither: 'second' }, book: 'Drik Panchang', onlyWhereDiffersFrom: 'krishna-janmashtami', special: 'vaishnava-janmashtami',
    source: 'Hari Bhakti Vilasa, vilasa 15 (Janmashtami not Saptami-viddha); Drik Panchang, Janmashtami (Smarta and Vaishnava)',
    note: t('Vaishnava rule: the Ashtami at sunrise, never one that began after a Saptami sunrise; of two such days, the one with Rohini nakshatra at sunrise. Listed only where it differs from the Smarta day.', 'वैष्णव नियम: सूर्योदय की अष्टमी, सप्तमी-विद्धा नहीं; ऐसे दो दिन हों तो वह जिसके सूर्योदय पर रोहिणी नक्षत्र हो। केवल वहाँ दिखाई जाती है जहाँ स्मार्त दिन से भिन्न हो।'),
  },
  {
    key: 'ganesh-chaturthi', kind: 'festival', name: t('Ganesh Chaturthi', 'गणेश चतुर्थी'), month: 'Bhadrapada', paksha: 'Shukla', tithi: 4,
    window: 'madhyahna', tie: { both: 'first', neither: 'first' }, book: 'Dharmasindhu',
    source: 'Dharmasindhu, pariccheda 2 (Bhadrapada: Siddhivinayaka vrata, madhyahna-vyapini; on both days the first)',
    note: t('Ganesha was born at midday.', 'गणेश जी का जन्म मध्याह्न में हुआ।'),
  },
  {
    key: 'pitru-paksha', kind: 'period', name: t('Pitru Paksha', 'पितृ पक्ष'), month: 'Bhadrapada', paksha: 'Shukla', tithi: 15,
    window: 'aparahna', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu',
    until: { tithi: 30, window: 'aparahna' },
    source: 'Nirnaya Sindhu, pariccheda 2 (Bhadrapada: Mahalaya, shraddha in the aparahna)',
    note: t('From the Purnima Shraddha to Sarva Pitru Amavasya: the dark half that follows, Ashwin Krishna paksha (Bhadrapada Krishna paksha in the amanta months). The day of each shraddha is decided by the afternoon.', 'पूर्णिमा श्राद्ध से सर्व पितृ अमावस्या तक: उसके बाद का कृष्ण पक्ष, यानी आश्विन कृष्ण पक्ष (अमांत मास में भाद्रपद कृष्ण पक्ष)। हर श्राद्ध का दिन अपराह्न से तय होता है।'),
  },
  {
    key: 'sharad-navratri', kind: 'period', name: t('Sharad Navratri', 'शारदीय नवरात्रि'), month: 'Ashwin', paksha: 'Shukla', tithi: 1,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu', special: 'ghatasthapana', lagna: 5,
    until: { tithi: 9, window: 'sunrise' },
    source: 'Nirnaya Sindhu, pariccheda 2 (Ashwin: Navaratrarambha, Ghatasthapana in the first third of the day, Chitra and Vaidhriti barred); Devi Bhagavata 3; Drik Panchang, Ghatasthapana (in the dwi-swabhava Kanya lagna)',
    note: t('Nine nights, Pratipada to Navami. Ghatasthapana in the first third of the day while Pratipada lasts, in Kanya lagna (a dual sign, rising at sunrise in this season) and avoiding Chitra nakshatra and Vaidhriti yoga; when that time is not available, in Abhijit muhurta.', 'प्रतिपदा से नवमी तक नौ रातें। घटस्थापना प्रतिपदा रहते दिन के पहले तिहाई भाग में, द्विस्वभाव कन्या लग्न में (इन दिनों सूर्योदय पर यही लग्न होता है), चित्रा नक्षत्र और वैधृति योग को छोड़कर; यह समय न मिले तो अभिजित मुहूर्त में।'),
  },
  {
    key: 'dussehra', kind: 'festival', name: t('Dussehra', 'दशहरा'), month: 'Ashwin', paksha: 'Shukla', tithi: 10,
    window: 'aparahna', tie: { both: 'first', neither: 'second' }, book: 'Dharmasindhu', special: 'vijayadashami',
    source: 'Nirnaya Sindhu, pariccheda 2 (Ashwin: Vijayadashami, aparahna-vyapini); Dharmasindhu, pariccheda 2 (Vijayadashami: Shravana yoga decides between two days)',
    note: t('When Dashami holds the afternoon of the day it begins but without Shravana nakshatra, the next day is kept if Dashami lasts three muhurtas past its sunrise with Shravana at that sunrise. The Vijaya muhurta (the 11th of the day\'s 15 muhurtas) and the Aparajita puja fall in the afternoon.', 'यदि दशमी अपने आरंभ के दिन अपराह्न में हो पर उसमें श्रवण नक्षत्र न हो, और अगले दिन सूर्योदय पर श्रवण के साथ दशमी सूर्योदय के बाद तीन मुहूर्त तक रहे, तो अगला दिन लिया जाता है। विजय मुहूर्त (दिन के 15 मुहूर्तों में 11वाँ) और अपराजिता पूजा अपराह्न में होते हैं।'),
  },
  {
    key: 'karva-chauth', kind: 'festival', name: t('Karva Chauth', 'करवा चौथ'), month: 'Ashwin', paksha: 'Krishna', tithi: 4,
    window: 'moonrise', tie: { both: 'first', neither: 'second' }, book: 'Drik Panchang', special: 'karva-chauth',
    source: 'Vamana Purana (Karaka Chaturthi); Drik Panchang, Karva Chauth (Chaturthi at moonrise; when no moonrise holds it, the day it holds from sunrise; the puja muhurta in the evening sandhya)',
    note: t('The fast is kept from sunrise and ends at moonrise; when no moonrise holds Chaturthi, the day it holds from sunrise is kept. The puja is done in the evening sandhya, the three ghatis (a tenth of the night) after sunset.', 'व्रत सूर्योदय से रखा जाता है और चंद्रोदय पर खुलता है; किसी चंद्रोदय पर चतुर्थी न हो तो वह दिन लिया जाता है जिसमें वह सूर्योदय से रहती है। पूजा सायं संध्या में होती है, यानी सूर्यास्त के बाद की तीन घटी (रात का दसवाँ भाग)।'),
  },
  {
    key: 'dhanteras', kind: 'festival', name: t('Dhanteras', 'धनतेरस'), month: 'Ashwin', paksha: 'Krishna', tithi: 13,
    window: 'pradosh', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu', lagna: 1,
    source: 'Nirnaya Sindhu, pariccheda 2 (Ashwin: Yamadipadana on Trayodashi in pradosh); Drik Panchang, Dhanteras puja muhurta (pradosh with the sthir lagna Vrishabha)',
    note: t('Dhanvantari Trayodashi: the lamp for Yama is lit in pradosh.', 'धन्वंतरि त्रयोदशी: यम दीप प्रदोष काल में जलाया जाता है।'),
  },
  {
    key: 'diwali', kind: 'festival', name: t('Diwali (Lakshmi Puja)', 'दीपावली (लक्ष्मी पूजा)'), month: 'Ashwin', paksha: 'Krishna', tithi: 15,
    window: 'pradosh', tie: { both: 'second', neither: 'second' }, book: 'Dharmasindhu', special: 'lakshmi-puja', lagna: 1,
    source: 'Dharmasindhu, pariccheda 2 (Ashwin Amavasya: Lakshmi puja in pradosh; on both evenings the later if it holds a ghati of pradosh)',
    note: t('Lakshmi Puja in pradosh while Amavasya lasts, best in the fixed (sthir) lagna Vrishabha; when Amavasya holds both evenings, the second is kept only if it holds a ghati (24 minutes) of its pradosh.', 'लक्ष्मी पूजा अमावस्या के रहते प्रदोष काल में, स्थिर लग्न वृषभ में श्रेष्ठ; अमावस्या दोनों संध्याओं में हो तो दूसरी तभी ली जाती है जब उसके प्रदोष में एक घटी (24 मिनट) रहे।'),
  },
  {
    key: 'govardhan-puja', kind: 'festival', name: t('Govardhan Puja', 'गोवर्धन पूजा'), month: 'Kartika', paksha: 'Shukla', tithi: 1,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Kartika: Balipratipada and Annakuta, on the Pratipada at sunrise)',
  },
  {
    key: 'bhai-dooj', kind: 'festival', name: t('Bhai Dooj', 'भाई दूज'), month: 'Kartika', paksha: 'Shukla', tithi: 2,
    window: 'aparahna', tie: { both: 'second', neither: 'second' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Kartika: Yama Dvitiya, aparahna-vyapini; the first day is Pratipada-viddha)',
  },
  {
    key: 'chhath-puja', kind: 'festival', name: t('Chhath Puja', 'छठ पूजा'), month: 'Kartika', paksha: 'Shukla', tithi: 6,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Drik Panchang',
    source: 'Drik Panchang, Chhath Puja (Kartika Shukla Shashthi, the evening arghya)',
  },
  {
    key: 'kartik-purnima', kind: 'festival', name: t('Kartik Purnima', 'कार्तिक पूर्णिमा'), month: 'Kartika', paksha: 'Shukla', tithi: 15,
    window: 'sunrise', tie: { both: 'first', neither: 'first' }, book: 'Nirnaya Sindhu',
    source: 'Nirnaya Sindhu, pariccheda 2 (Kartika Purnima: the bath at sunrise)',
  },
];

const SANKRANTI_NAMES: readonly [string, string, string][] = [
  ['mesha-sankranti', 'Mesha Sankranti', 'मेष संक्रांति'],
  ['vrishabha-sankranti', 'Vrishabha Sankranti', 'वृषभ संक्रांति'],
  ['mithuna-sankranti', 'Mithuna Sankranti', 'मिथुन संक्रांति'],
  ['karka-sankranti', 'Karka Sankranti', 'कर्क संक्रांति'],
  ['simha-sankranti', 'Simha Sankranti', 'सिंह संक्रांति'],
  ['kanya-sankranti', 'Kanya Sankranti', 'कन्या संक्रांति'],
  ['tula-sankranti', 'Tula Sankranti', 'तुला संक्रांति'],
  ['vrishchika-sankranti', 'Vrishchika Sankranti', 'वृश्चिक संक्रांति'],
  ['dhanu-sankranti', 'Dhanu Sankranti', 'धनु संक्रांति'],
  ['makar-sankranti', 'Makar Sankranti', 'मकर संक्रांति'],
  ['kumbha-sankranti', 'Kumbha Sankranti', 'कुंभ संक्रांति'],
  ['meena-sankranti', 'Meena Sankranti', 'मीन संक्रांति'],
];

const SANKRANTI_NOTE = t(
  'An entry at night before midnight is kept that same day, in its afternoon; after midnight, the next morning. At night, Karka Sankranti is always kept the same day and Makar Sankranti the next. The punya kaal is sixteen ghatis (6 h 24 min) either side of the entry, in daylight.',
  'रात में प्रवेश मध्यरात्रि से पहले हो तो संक्रांति उसी दिन दोपहर बाद मानी जाती है, मध्यरात्रि के बाद हो तो अगले दिन सुबह। रात की कर्क संक्रांति सदा उसी दिन और मकर संक्रांति सदा अगले दिन मानी जाती है। पुण्य काल प्रवेश से सोलह घटी (6 घंटे 24 मिनट) पहले और बाद तक, दिन के समय में।',
);

const sankrantiRules: SankrantiRule[] = SANKRANTI_NAMES.map(([key, en, hi], sign) => ({
  key, kind: 'sankranti', name: t(en, hi), window: 'sankranti', sign, note: SANKRANTI_NOTE,
  source: 'Dharmasindhu, pariccheda 1 (Sankranti nirnaya: punya kaal, night ingress before and after midnight, Karka and Makara); Drik Panchang, Makar Sankranti punya kaal',
}));

const holi: DayAfterRule = {
  key: 'holi', kind: 'festival', name: t('Holi', 'होली'), dayAfter: 'holika-dahan',
  source: 'Nirnaya Sindhu, pariccheda 2 (Phalguna: Dhulivandana on Chaitra Krishna Pratipada, the morning after Holika)',
  note: t('The festival of colours, the morning after Holika Dahan.', 'रंगों का पर्व, होलिका दहन के अगले दिन।'),
};

/** Every rule the calendar applies. */
export const FESTIVAL_RULES: readonly FestivalRule[] = [...sankrantiRules, ...festivalRules, holi, ...ekadashiRules, ...monthlyRules];

/** The rules that recur through the year (one key, 11 to 13 days a year). */
export const MONTHLY_KEYS: readonly string[] = [...new Set(monthlyRules.map((r) => r.key))];

export function isTithiRule(rule: FestivalRule): rule is TithiRule {
  return 'tithi' in rule;
}
export function isSankrantiRule(rule: FestivalRule): rule is SankrantiRule {
  return 'sign' in rule;
}
