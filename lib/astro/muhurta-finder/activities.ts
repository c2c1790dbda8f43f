// The rules of each activity the muhurta finder searches for, as data. Each rule names the text it is
// from. Numbers: nakshatras 1..27 (1 = Ashwini), tithis 1..30 (1..15 Shukla, 16..30 Krishna, the same
// tithi number in both halves unless a rule names the paksha), signs 0..11 (0 = Mesha/Aries),
// weekdays 0..6 (0 = Sunday).
//
// Sources, as they are used here (the web pages are where the rules were checked; the texts are the
// ones those pages and the almanacs follow):
// - Muhurta Chintamani (Ramacharya, 1600), ch. 6 Vivaha prakarana: the eleven marriage nakshatras
//   (the verse "rohiṇī-dvaya-pitrya-arka-svātī-nairṛta-pauṣṇāḥ, uttarā maitram ity ete tārāḥ śastāḥ
//   kara-grahe", quoted at puthuparambtemple.blogspot.com/2015/05), tithis 2, 3, 5, 7, 10, 11, 13,
//   weekdays Monday, Wednesday, Thursday, Friday (stricter than the published 2026 lists, which
//   carry Saturdays, Sundays and Tuesdays: tests/unit/astro/muhurta-finder/published-dates.test.ts), Kharmas (the Sun in Dhanu or Meena) and Harishayana
//   (Chaturmas: Ashadha Shukla Ekadashi to Kartika Shukla Ekadashi), no marriage while Guru or Shukra
//   is asta (astrobix.com/engcontent/385-auspicious-muhurat-for-vivah-sanskar.aspx,
//   vedic-astrology.in/muhurtha-for-marriage-in-vedic-astrology). The lagnas: Mithuna, Kanya, Tula the
//   best and Vrishabha, Dhanu, Meena the middling, the signs of benefic lords (to be checked against
//   the text: the pages above only say "a strong lagna").
// - Muhurta Chintamani ch. 13 Griha pravesha prakarana (Vastu): the lunar months Magha, Phalguna,
//   Vaishakha and Jyeshtha, a fixed lagna, Guru and
//   Shukra strong (gurumantraa.com/gurumantraa-blogs/griha-pravesh-muhurata); the fixed (dhruva) and
//   soft (mridu) nakshatras, the eight of a new house (clickastro.com, "Grihapravesha": Rohini, the
//   three Uttaras, Mrigashira, Chitra, Anuradha, Revati; every weekday but Sunday and Tuesday), as the
//   published 2026 dates use them (odiacalendar.com, Griha Pravesh Dates 2026: Saturdays 21 February,
//   14 March, 27 June; tests/unit/astro/muhurta-finder/published-dates.test.ts). The months are amanta:
//   the published dates of 19 February to 14 March 2026 are amanta Phalguna (purnimanta Chaitra
//   from 4 March), and of 24 June to 6 July 2026 the nija Jyeshtha. Marriage and griha pravesh are
//   also barred in an adhika (mala) month, which the texts set aside for vows, not beginnings.
// - Muhurta Chintamani ch. 5 Samskara prakarana (namakarana): the fixed, movable, soft and short
//   nakshatras; tithis 1, 2, 3, 5, 7, 10, 11, 12, 13; Monday, Wednesday, Thursday, Friday; no movable
//   lagna (Mesha, Karka, Tula, Makara), as Drik Panchang's namakarana page lists them
//   (drikpanchang.com/shubh-dates/sanskara/namakarana/namakarana-dates-with-muhurat.html).
// - Property (bhumi kraya): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Revati
//   (tapnewsindia.com/2020/02/blog-post_930.html) with the dhruva nakshatras Rohini and the three
//   Uttaras (news18.com, June 2021 property muhurats); no Rikta tithi or Amavasya
//   (vastutapeshwar.com/bhumi-adhigerhan-ya-khrid-ka-muhurat); a fixed lagna, for what is to last.
// - Vehicle (vahana kraya): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana,
//   Dhanishta, Shatabhisha, Revati; Monday, Wednesday, Thursday, Friday; lagnas Vrishabha, Mithuna,
//   Karka, Tula, Dhanu, Meena (dastaktimes.org/?p=424561).
// - For every activity: no Rikta tithi (4, 9, 14) and no Amavasya, no Bhadra (Vishti karana) while
//   it dwells on earth (Muhurta Chintamani ch. 1, Shubhashubha prakarana; BHADRA_ON_EARTH_MOON_SIGNS).

export const ACTIVITIES = ['marriage', 'griha-pravesh', 'property-purchase', 'vehicle-purchase', 'namakarana'] as const;
export type Activity = (typeof ACTIVITIES)[number];

export interface ActivityRules {
  name: { en: string; hi: string };
  /** The nakshatras (1..27) the Moon may be in. */
  nakshatras: readonly number[];
  /** The tithis (1..30) allowed. */
  tithis: readonly number[];
  /** The weekdays (0 = Sunday) allowed: the vara runs from sunrise to sunrise. */
  weekdays: readonly number[];
  /** The rising signs (0 = Mesha) allowed. */
  lagnas: readonly number[];
  /** Signs of the sidereal Sun in which the activity is barred (Kharmas: Dhanu 8, Meena 11). */
  barredSunSigns: readonly number[];
  /** When set, only these amanta lunar months (not adhika) allow it. */
  lunarMonths?: readonly string[];
  /** Chaturmas (Devshayani to Devutthana Ekadashi) bars it. */
  noChaturmas: boolean;
  /** An adhika (leap, mala) month bars it. */
  noAdhikaMonth: boolean;
  /** Guru (Jupiter) or Shukra (Venus) asta bars it. */
  noAsta: boolean;
  /** The text and chapter of these rules. */
  source: string;
}

/** Both halves of the month: the tithi numbers 1..15 given once, applied to Shukla and Krishna. */
function bothPakshas(numbers: readonly number[]): number[] {
  return numbers.flatMap((n) => (n === 15 ? [15] : [n, n + 15]));
}

const BENEFIC_WEEKDAYS = [1, 3, 4, 5];
const FIXED_SIGNS = [1, 4, 7, 10];

export const ACTIVITY_RULES: Readonly<Record<Activity, ActivityRules>> = {
  marriage: {
    name: { en: 'Marriage (vivaha)', hi: 'विवाह' },
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]),
    weekdays: BENEFIC_WEEKDAYS,
    // Mithuna, Kanya, Tula the best; Vrishabha, Dhanu, Meena (benefic lords) the middling.
    lagnas: [1, 2, 5, 6, 8, 11],
    barredSunSigns: [8, 11],
    noChaturmas: true,
    noAdhikaMonth: true,
    noAsta: true,
    source: 'Muhurta Chintamani, ch. 6 (Vivaha prakarana)',
  },
  'griha-pravesh': {
    name: { en: 'Griha pravesh (house-warming)', hi: 'गृह प्रवेश' },
    // The eight of a new house (apurva pravesha): Rohini, Mrigashira, Uttara Phalguni, Chitra,
    // Anuradha, Uttara Ashadha, Uttara Bhadrapada, Revati. Dhanishta, Shatabhisha (and Pushya,
    // Swati, Shravana) are for re-entering an old or rebuilt house, which this finder does not offer.
    nakshatras: [4, 5, 12, 14, 17, 21, 26, 27],
    tithis: bothPakshas([2, 3, 5, 6, 7, 10, 11, 12, 13, 15]),
    // Every weekday but Sunday and Tuesday (the Sun's and Mars's: fire in a new house).
    weekdays: [1, 3, 4, 5, 6],
    lagnas: FIXED_SIGNS,
    barredSunSigns: [8, 11],
    lunarMonths: ['Magha', 'Phalguna', 'Vaishakha', 'Jyeshtha'],
    noChaturmas: true,
    noAdhikaMonth: true,
    noAsta: true,
    source: 'Muhurta Chintamani, ch. 13 (Griha pravesha, Vastu prakarana)',
  },
  'property-purchase': {
    name: { en: 'Property purchase', hi: 'भूमि / संपत्ति क्रय' },
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 21, 26, 27],
    tithis: bothPakshas([1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15]),
    weekdays: BENEFIC_WEEKDAYS,
    lagnas: FIXED_SIGNS,
    barredSunSigns: [],
    noChaturmas: false,
    noAdhikaMonth: false,
    noAsta: false,
    source: 'Almanac rules for buying land (bhumi kraya); Muhurta Chintamani ch. 1 for tithi and vara',
  },
  'vehicle-purchase': {
    name: { en: 'Vehicle purchase', hi: 'वाहन क्रय' },
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 22, 23, 24, 27],
    tithis: bothPakshas([1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15]),
    weekdays: BENEFIC_WEEKDAYS,
    lagnas: [1, 2, 3, 6, 8, 11],
    barredSunSigns: [],
    noChaturmas: false,
    noAdhikaMonth: false,
    noAsta: false,
    source: 'Almanac rules for buying a vehicle (vahana kraya); Muhurta Chintamani ch. 1 for tithi and vara',
  },
  namakarana: {
    name: { en: 'Naming ceremony (namakarana)', hi: 'नामकरण' },
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    tithis: bothPakshas([1, 2, 3, 5, 7, 10, 11, 12, 13]),
    weekdays: BENEFIC_WEEKDAYS,
    lagnas: [1, 2, 4, 5, 7, 8, 10, 11],
    barredSunSigns: [],
    noChaturmas: false,
    noAdhikaMonth: false,
    noAsta: false,
    source: 'Muhurta Chintamani, ch. 5 (Samskara prakarana: namakarana)',
  },
};

/**
 * Where Bhadra (Vishti karana) dwells, by the Moon's sign (0 = Mesha): only on earth does it bar a
 * beginning. Muhurta Chintamani ch. 1 (Shubhashubha prakarana): "kumbha-karka-dvaye martye svarge
 * 'bje 'jat-traye 'lige, stri-dhanur-juka-nakre 'dho" - the Moon in Kumbha, Meena, Karka or Simha:
 * on earth; in Mesha, Vrishabha, Mithuna or Vrischika: in heaven; in Kanya, Dhanu, Tula or Makara:
 * below. Drik Panchang's griha pravesh of 6 March 2026 lies in a Bhadra below the earth.
 */
export const BHADRA_ON_EARTH_MOON_SIGNS: readonly number[] = [3, 4, 10, 11];
export const BHADRA_IN_HEAVEN_MOON_SIGNS: readonly number[] = [0, 1, 2, 7];

/** The Rikta ("empty") tithis: Chaturthi, Navami, Chaturdashi of both halves. */
export const RIKTA_TITHIS: readonly number[] = [4, 9, 14, 19, 24, 29];
export const AMAVASYA = 30;

// Asta (Guru and Shukra) and Shukra bala: ./asta.ts, with their sources.

/** Tarabalam: the tara (count from the birth nakshatra, mod 9) 3 Vipat, 5 Pratyak, 7 Naidhana are bad. */
export const BAD_TARAS: readonly number[] = [3, 5, 7];
export const TARA_NAMES: readonly { en: string; hi: string }[] = [
  { en: 'Janma', hi: 'जन्म' }, { en: 'Sampat', hi: 'संपत' }, { en: 'Vipat', hi: 'विपत' }, { en: 'Kshema', hi: 'क्षेम' },
  { en: 'Pratyak', hi: 'प्रत्यक' }, { en: 'Sadhana', hi: 'साधक' }, { en: 'Naidhana', hi: 'वध' }, { en: 'Mitra', hi: 'मित्र' },
  { en: 'Parama Mitra', hi: 'अति मित्र' },
];
/** Chandrabalam: the transit Moon in these houses (1..12) from the birth Moon's sign. */
export const GOOD_MOON_HOUSES: readonly number[] = [1, 3, 6, 7, 10, 11];
