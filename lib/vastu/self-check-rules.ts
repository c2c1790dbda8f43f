// The free Vastu self-check: its rule tables. Pure data, no React, Next or database.
//
// Sources. Each table follows the placements the classical and the common modern Vastu references
// agree on; where they disagree the table takes the milder reading and says so:
//  - Varahamihira, Brihat Samhita, the chapter on Vastuvidya (ch. 53 in most editions): the
//    Vastu Purusha Mandala, the deities of the eight directions, doors and the open centre.
//  - Mayamata (Dagens' translation, "Mayamatam: Treatise of Housing, Architecture and
//    Iconography"): site examination, the slope of the ground, the shape of the site.
//  - Manasara and Samarangana Sutradhara (Raja Bhoja): the placement of rooms around the
//    Brahmasthan and the water and fire quarters.
//  - Vishwakarma Prakash: plot shapes (gaumukhi, shermukhi), cut and extended corners.
//  - Modern handbooks that restate these for today's houses and flats, e.g. B. B. Puri,
//    "Applied Vastu Shastra in Modern Architecture", and Gauri Shankar Kapoor, "Vastu Shastra:
//    Science of Architecture": kitchen, toilets, staircase, overhead and underground tanks.
// The remedies are the non-demolition corrections these handbooks offer (placement of heavy
// objects, colours, light, metal strips, keeping a zone clean and open): nothing here asks a
// family to break a wall.
//
// Hindi: every text a visitor reads has its Hindi beside it (a row's `hi`, or the *_HI table
// right below the English one), typed so that a text without Hindi does not compile. The Hindi
// is written as a Vastu consultant writes it, not word for word from the English.

/** The languages the self-check is written in (the site's locales; lib/vastu imports nothing outside its folder). */
export type SelfCheckLanguage = 'en' | 'hi';

export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The nine zones of the Vastu Purusha Mandala: the eight directions and the centre. */
export const ZONES = [...DIRECTIONS, 'C'] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_INFO: Record<Zone, { name: string; meaning: string }> = {
  N: { name: 'North', meaning: 'Kubera, wealth and opportunities (water)' },
  NE: { name: 'North-east (Ishanya)', meaning: 'the most sacred corner, clarity and health (water)' },
  E: { name: 'East', meaning: 'Indra and the rising Sun, growth and social ties (air)' },
  SE: { name: 'South-east (Agneya)', meaning: 'Agni, fire, cooking and cash flow (fire)' },
  S: { name: 'South', meaning: 'Yama, rest and strength (fire and earth)' },
  SW: { name: 'South-west (Nairutya)', meaning: 'stability, the head of the family (earth)' },
  W: { name: 'West', meaning: 'Varuna, gains and results (water)' },
  NW: { name: 'North-west (Vayavya)', meaning: 'Vayu, movement, support and guests (air)' },
  C: { name: 'Centre (Brahmasthan)', meaning: 'the open heart of the home (space)' },
};

export const ZONE_INFO_HI: Record<Zone, { name: string; meaning: string }> = {
  N: { name: 'उत्तर', meaning: 'कुबेर की दिशा, धन और अवसर (जल)' },
  NE: { name: 'उत्तर-पूर्व (ईशान कोण)', meaning: 'सबसे पवित्र कोना, मन की स्पष्टता और स्वास्थ्य (जल)' },
  E: { name: 'पूर्व', meaning: 'इंद्र और उगते सूर्य की दिशा, उन्नति और सामाजिक संबंध (वायु)' },
  SE: { name: 'दक्षिण-पूर्व (आग्नेय कोण)', meaning: 'अग्नि देव का कोना, रसोई और धन का प्रवाह (अग्नि)' },
  S: { name: 'दक्षिण', meaning: 'यम की दिशा, विश्राम और बल (अग्नि और पृथ्वी)' },
  SW: { name: 'दक्षिण-पश्चिम (नैऋत्य कोण)', meaning: 'स्थिरता, परिवार के मुखिया का स्थान (पृथ्वी)' },
  W: { name: 'पश्चिम', meaning: 'वरुण की दिशा, लाभ और परिणाम (जल)' },
  NW: { name: 'उत्तर-पश्चिम (वायव्य कोण)', meaning: 'वायु देव का कोना, गतिशीलता, सहयोग और अतिथि (वायु)' },
  C: { name: 'मध्य (ब्रह्मस्थान)', meaning: 'घर का खुला हृदय (आकाश)' },
};

/** A zone's name and meaning in the given language. */
export const zoneInfo = (zone: Zone, language: SelfCheckLanguage = 'en') => (language === 'hi' ? ZONE_INFO_HI : ZONE_INFO)[zone];

export const PROPERTY_KINDS = ['home', 'business'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

export const PLOT_SHAPES = ['square', 'rectangle', 'gaumukhi', 'shermukhi', 'irregular', 'triangular', 'circular'] as const;
export type PlotShape = (typeof PLOT_SHAPES)[number];

export const PLOT_SHAPE_LABELS: Record<PlotShape, string> = {
  square: 'Square',
  rectangle: 'Rectangle (length up to twice the width)',
  gaumukhi: 'Narrow at the front, wider at the back (gaumukhi)',
  shermukhi: 'Wide at the front, narrower at the back (shermukhi)',
  irregular: 'Irregular (more than four sides or no right angles)',
  triangular: 'Triangular',
  circular: 'Round or oval',
};

export const PLOT_SHAPE_LABELS_HI: Record<PlotShape, string> = {
  square: 'वर्गाकार',
  rectangle: 'आयताकार (लंबाई चौड़ाई के दोगुने तक)',
  gaumukhi: 'आगे से संकरा, पीछे से चौड़ा (गौमुखी)',
  shermukhi: 'आगे से चौड़ा, पीछे से संकरा (शेरमुखी)',
  irregular: 'अनियमित (चार से अधिक भुजाएँ या कोई समकोण नहीं)',
  triangular: 'त्रिकोणाकार',
  circular: 'गोल या अंडाकार',
};

export const plotShapeLabel = (shape: PlotShape, language: SelfCheckLanguage = 'en') => (language === 'hi' ? PLOT_SHAPE_LABELS_HI : PLOT_SHAPE_LABELS)[shape];

/** How well a placement agrees with the rules: full, half or no points. */
export type Rating = 'good' | 'fair' | 'poor';
export const RATING_FACTOR: Record<Rating, number> = { good: 1, fair: 0.5, poor: 0 };

/** A row's words in Hindi: the same note, and the same remedy when the row has one. */
export interface HindiWords {
  note: string;
  remedy?: string;
}

export interface RuleRow {
  rating: Rating;
  /** Why, in a sentence a visitor understands. */
  note: string;
  /** A correction that needs no demolition; none for a good placement. */
  remedy?: string;
  hi: HindiWords;
  /** The business reading where it differs from the home one. */
  business?: { rating: Rating; note: string; remedy?: string; hi: HindiWords };
}

/** A remedy shared by several rows, in both languages. */
interface Remedy {
  en: string;
  hi: string;
}

/** A placement with no correction to suggest: its rating and its note in both languages. */
const noted = (rating: Rating, note: string, noteHi: string): RuleRow => ({ rating, note, hi: { note: noteHi } });

/** A placement that asks for a correction: its rating, its note in both languages and its remedy. */
const needs = (rating: Rating, note: string, noteHi: string, remedy: Remedy): RuleRow => ({ rating, note, remedy: remedy.en, hi: { note: noteHi, remedy: remedy.hi } });

/** The questions of the self-check, each with its share of the score (the shares sum to 100). */
export const ITEMS = ['entrance', 'kitchen', 'masterBedroom', 'toilets', 'pujaRoom', 'staircase', 'overheadTank', 'undergroundTank', 'plotShape', 'slope', 'cut', 'extension'] as const;
export type Item = (typeof ITEMS)[number];

// Weights: the entrance, the rooms where the family cooks and sleeps, and the land itself weigh
// most, as the references rank them; tanks and the staircase least.
export const ITEM_WEIGHTS: Record<Item, number> = {
  entrance: 14,
  kitchen: 12,
  masterBedroom: 12,
  toilets: 10,
  pujaRoom: 8,
  staircase: 6,
  overheadTank: 6,
  undergroundTank: 6,
  plotShape: 10,
  slope: 6,
  cut: 6,
  extension: 4,
};

export const ITEM_LABELS: Record<Item, { home: string; business: string }> = {
  entrance: { home: 'Main entrance', business: 'Main entrance' },
  kitchen: { home: 'Kitchen', business: 'Pantry or kitchen' },
  masterBedroom: { home: 'Master bedroom', business: "Owner's cabin" },
  toilets: { home: 'Toilets', business: 'Toilets' },
  pujaRoom: { home: 'Puja room', business: 'Prayer corner' },
  staircase: { home: 'Staircase', business: 'Staircase' },
  overheadTank: { home: 'Overhead water tank', business: 'Overhead water tank' },
  undergroundTank: { home: 'Underground tank, sump or borewell', business: 'Underground tank, sump or borewell' },
  plotShape: { home: 'Shape of the plot', business: 'Shape of the plot' },
  slope: { home: 'Slope of the land', business: 'Slope of the land' },
  cut: { home: 'Cut (missing) corner', business: 'Cut (missing) corner' },
  extension: { home: 'Extended corner', business: 'Extended corner' },
};

export const ITEM_LABELS_HI: Record<Item, { home: string; business: string }> = {
  entrance: { home: 'मुख्य द्वार', business: 'मुख्य द्वार' },
  kitchen: { home: 'रसोई', business: 'पेंट्री या रसोई' },
  masterBedroom: { home: 'मुख्य शयनकक्ष', business: 'मालिक का केबिन' },
  toilets: { home: 'शौचालय', business: 'शौचालय' },
  pujaRoom: { home: 'पूजा घर', business: 'पूजा स्थान' },
  staircase: { home: 'सीढ़ियाँ', business: 'सीढ़ियाँ' },
  overheadTank: { home: 'छत पर पानी की टंकी', business: 'छत पर पानी की टंकी' },
  undergroundTank: { home: 'भूमिगत टंकी, सम्प या बोरवेल', business: 'भूमिगत टंकी, सम्प या बोरवेल' },
  plotShape: { home: 'प्लॉट का आकार', business: 'प्लॉट का आकार' },
  slope: { home: 'भूमि का ढलान', business: 'भूमि का ढलान' },
  cut: { home: 'कटा हुआ (अनुपस्थित) कोना', business: 'कटा हुआ (अनुपस्थित) कोना' },
  extension: { home: 'बढ़ा हुआ कोना', business: 'बढ़ा हुआ कोना' },
};

export const itemLabel = (item: Item, kind: PropertyKind, language: SelfCheckLanguage = 'en') => (language === 'hi' ? ITEM_LABELS_HI : ITEM_LABELS)[item][kind];

/** The answer "not in this property" for optional rooms and tanks, "flat" / "none" for the land. */
export const NONE = 'none' as const;

// Main entrance by the direction of the wall it is in (Brihat Samhita's door padas, read by
// direction: doors of the north, east and north-east bring gains; south-west doors are the one
// placement every reference warns against).
export const ENTRANCE_RULES: Record<Direction, RuleRow> = {
  N: noted('good', 'A north entrance faces Kubera and is held to bring opportunities.', 'उत्तर का मुख्य द्वार कुबेर की दिशा में है; माना जाता है कि यह नए अवसर लाता है।'),
  NE: noted('good', 'The north-east entrance is the most praised: light and fresh energy come in.', 'ईशान कोण का मुख्य द्वार सबसे श्रेष्ठ माना गया है: इससे घर में प्रकाश और नई ऊर्जा आती है।'),
  E: noted('good', 'An east entrance greets the rising Sun, a sign of growth.', 'पूर्व का मुख्य द्वार उगते सूर्य का स्वागत करता है, जो उन्नति का संकेत है।'),
  SE: {
    rating: 'fair',
    note: 'A south-east entrance sits in the fire corner and is linked with restlessness and disputes.',
    remedy: 'Keep the entrance bright; fix a copper strip under the threshold and place a green plant beside the door.',
    hi: {
      note: 'आग्नेय कोण का मुख्य द्वार अग्नि के कोने में है; इसे बेचैनी और वाद-विवाद से जोड़ा जाता है।',
      remedy: 'द्वार पर अच्छा प्रकाश रखें; देहरी के नीचे तांबे की पट्टी लगाएँ और द्वार के पास एक हरा पौधा रखें।',
    },
  },
  S: {
    rating: 'fair',
    note: 'A south entrance faces Yama; only some of its padas are favourable.',
    remedy: 'Fix a copper or brass strip under the threshold, keep a heavy, solid door and light above it at night.',
    hi: {
      note: 'दक्षिण का मुख्य द्वार यम की दिशा में है; इस दिशा के कुछ ही पद शुभ माने गए हैं।',
      remedy: 'देहरी के नीचे तांबे या पीतल की पट्टी लगाएँ, द्वार भारी और मज़बूत रखें और रात में उसके ऊपर प्रकाश रखें।',
    },
  },
  SW: {
    rating: 'poor',
    note: 'The south-west entrance is the placement the references warn against most: it drains stability.',
    remedy: 'Fix a lead or brass strip under the threshold, keep the door heavy and mostly closed, and use earth tones (yellow, brown) around it.',
    hi: {
      note: 'नैऋत्य कोण का मुख्य द्वार वह स्थिति है जिससे ग्रंथ सबसे अधिक सावधान करते हैं: इससे स्थिरता घटती है।',
      remedy: 'देहरी के नीचे सीसे या पीतल की पट्टी लगाएँ, द्वार भारी रखें और प्रायः बंद रखें, और उसके आसपास मिट्टी जैसे रंग (पीला, भूरा) प्रयोग करें।',
    },
  },
  W: {
    rating: 'fair',
    note: 'A west entrance is acceptable and brings steady gains when its door is kept strong.',
    remedy: 'Fix a brass strip under the threshold and keep the doorway uncluttered and well lit.',
    hi: {
      note: 'पश्चिम का मुख्य द्वार स्वीकार्य है; द्वार मज़बूत रखा जाए तो यह स्थिर लाभ देता है।',
      remedy: 'देहरी के नीचे पीतल की पट्टी लगाएँ और द्वार के आसपास की जगह खाली और अच्छी रोशनी वाली रखें।',
    },
    business: {
      rating: 'good',
      note: 'A west entrance suits trade: Varuna brings steady results and gains.',
      hi: { note: 'पश्चिम का मुख्य द्वार व्यापार के लिए अनुकूल है: वरुण देव स्थिर परिणाम और लाभ देते हैं।' },
    },
  },
  NW: {
    rating: 'fair',
    note: 'A north-west entrance is acceptable but brings movement: visitors come and go, plans change.',
    remedy: 'Use white or cream around the door and keep a pair of metal wind chimes near it to settle the movement.',
    hi: {
      note: 'वायव्य कोण का मुख्य द्वार स्वीकार्य है, पर इससे गतिशीलता बढ़ती है: लोगों का आना-जाना रहता है और योजनाएँ बदलती रहती हैं।',
      remedy: 'द्वार के आसपास सफ़ेद या क्रीम रंग रखें और इस गतिशीलता को शांत करने के लिए पास में धातु की विंड चाइम का एक जोड़ा लगाएँ।',
    },
    business: {
      rating: 'good',
      note: 'A north-west entrance brings movement, which suits a business that sells.',
      hi: { note: 'वायव्य कोण का मुख्य द्वार गतिशीलता लाता है, जो बिक्री वाले व्यापार के लिए अनुकूल है।' },
    },
  },
};

// Kitchen: the fire quarter (south-east, Agni) is right; north-west is the accepted second place.
const KITCHEN_REMEDY: Remedy = {
  en: 'Move the stove to the room\'s south-east corner so the cook faces east, keep water (sink, filter) away from the stove, and use warm colours (orange, red, pink) in the kitchen.',
  hi: 'चूल्हा रसोई के आग्नेय कोने में रखें ताकि भोजन बनाते समय मुख पूर्व की ओर रहे, पानी (सिंक, फ़िल्टर) चूल्हे से दूर रखें, और रसोई में गर्म रंग (नारंगी, लाल, गुलाबी) प्रयोग करें।',
};
export const KITCHEN_RULES: Record<Zone, RuleRow> = {
  SE: noted('good', 'A south-east kitchen sits in the fire quarter, as every reference advises.', 'आग्नेय कोण की रसोई अग्नि के स्थान पर है, जैसा सभी ग्रंथ बताते हैं।'),
  NW: noted('good', 'North-west is the accepted second place for the kitchen.', 'रसोई के लिए वायव्य कोण दूसरा मान्य स्थान है।'),
  E: needs('fair', 'An east kitchen is acceptable when the stove is in its south-east part.', 'पूर्व की रसोई तब स्वीकार्य है जब चूल्हा उसके आग्नेय भाग में हो।', KITCHEN_REMEDY),
  S: needs('fair', 'A south kitchen is acceptable when the stove is in its south-east part.', 'दक्षिण की रसोई तब स्वीकार्य है जब चूल्हा उसके आग्नेय भाग में हो।', KITCHEN_REMEDY),
  W: needs('fair', 'A west kitchen is a compromise: fire in a water quarter.', 'पश्चिम की रसोई एक समझौता है: जल की दिशा में अग्नि।', KITCHEN_REMEDY),
  N: needs('poor', 'A north kitchen puts fire in the quarter of wealth and water.', 'उत्तर की रसोई धन और जल की दिशा में अग्नि रखती है।', KITCHEN_REMEDY),
  NE: {
    rating: 'poor',
    note: 'A north-east kitchen puts fire in the water corner, the placement most warned against.',
    remedy: `${KITCHEN_REMEDY.en} Keep the north-east of the kitchen light and free of heavy things.`,
    hi: { note: 'ईशान कोण की रसोई जल के कोने में अग्नि रखती है; ग्रंथ इसी स्थिति से सबसे अधिक सावधान करते हैं।', remedy: `${KITCHEN_REMEDY.hi} रसोई का ईशान भाग हल्का और भारी वस्तुओं से मुक्त रखें।` },
  },
  SW: needs('poor', 'A south-west kitchen unsettles the earth corner of the head of the family.', 'नैऋत्य कोण की रसोई परिवार के मुखिया के पृथ्वी तत्व वाले कोने को अस्थिर करती है।', KITCHEN_REMEDY),
  C: {
    rating: 'poor',
    note: 'A kitchen in the centre burdens the Brahmasthan, which should stay open.',
    remedy: `${KITCHEN_REMEDY.en} Keep the central floor area clear of heavy storage.`,
    hi: { note: 'मध्य में रसोई ब्रह्मस्थान पर बोझ डालती है, जिसे खुला रहना चाहिए।', remedy: `${KITCHEN_REMEDY.hi} घर के मध्य भाग को भारी सामान से खाली रखें।` },
  },
};

// Master bedroom: the south-west (earth) gives the head of the family stability.
const BEDROOM_REMEDY: Remedy = {
  en: 'Place the bed in the room\'s south-west part with the head to the south, keep heavy wardrobes on the south and west walls, and use earthy colours.',
  hi: 'पलंग कमरे के नैऋत्य भाग में रखें और सोते समय सिर दक्षिण की ओर रहे, भारी अलमारियाँ दक्षिण और पश्चिम की दीवारों पर रखें, और मिट्टी जैसे रंग प्रयोग करें।',
};
export const MASTER_BEDROOM_RULES: Record<Zone, RuleRow> = {
  SW: noted('good', 'A south-west master bedroom gives the head of the family stability.', 'नैऋत्य कोण का मुख्य शयनकक्ष परिवार के मुखिया को स्थिरता देता है।'),
  S: noted('good', 'A south master bedroom is a good place for rest.', 'दक्षिण का मुख्य शयनकक्ष विश्राम के लिए अच्छा स्थान है।'),
  W: needs('fair', 'A west master bedroom is acceptable.', 'पश्चिम का मुख्य शयनकक्ष स्वीकार्य है।', BEDROOM_REMEDY),
  NW: needs('fair', 'North-west suits guests and grown children better than the owners.', 'वायव्य कोण घर के स्वामी की अपेक्षा अतिथियों और बड़े बच्चों के लिए अधिक उपयुक्त है।', BEDROOM_REMEDY),
  N: needs('fair', 'A north master bedroom is acceptable but better kept for the young.', 'उत्तर का मुख्य शयनकक्ष स्वीकार्य है, पर यह कमरा युवाओं के लिए बेहतर है।', BEDROOM_REMEDY),
  E: needs('fair', 'An east master bedroom is better kept for children or study.', 'पूर्व का कमरा मुख्य शयनकक्ष की अपेक्षा बच्चों या पढ़ाई के लिए बेहतर है।', BEDROOM_REMEDY),
  SE: {
    rating: 'poor',
    note: 'A south-east master bedroom sits in the fire corner and is linked with quarrels.',
    remedy: `${BEDROOM_REMEDY.en} Avoid red in this room; soft green or cream calms it.`,
    hi: { note: 'आग्नेय कोण का मुख्य शयनकक्ष अग्नि के कोने में है; इसे कलह से जोड़ा जाता है।', remedy: `${BEDROOM_REMEDY.hi} इस कमरे में लाल रंग से बचें; हल्का हरा या क्रीम रंग इसे शांत रखता है।` },
  },
  NE: {
    rating: 'poor',
    note: 'The north-east should stay light; a master bedroom there weighs it down.',
    remedy: `${BEDROOM_REMEDY.en} Keep the north-east corner of the room empty and clean.`,
    hi: { note: 'ईशान कोण हल्का रहना चाहिए; वहाँ मुख्य शयनकक्ष उसे भारी बनाता है।', remedy: `${BEDROOM_REMEDY.hi} कमरे का ईशान कोना खाली और स्वच्छ रखें।` },
  },
  C: needs('poor', 'A bedroom in the centre closes the Brahmasthan.', 'मध्य में शयनकक्ष ब्रह्मस्थान को बंद कर देता है।', BEDROOM_REMEDY),
};

// Toilets: west and north-west carry waste away; the north-east, south-west and centre never.
const TOILET_REMEDY: Remedy = {
  en: 'Keep the toilet door closed and the lid down, run an exhaust fan, keep a bowl of sea salt inside (changed weekly), and use light colours.',
  hi: 'शौचालय का दरवाज़ा बंद और ढक्कन नीचे रखें, एग्ज़ॉस्ट पंखा चलाएँ, भीतर समुद्री नमक की एक कटोरी रखें (हर सप्ताह बदलें), और हल्के रंग प्रयोग करें।',
};
export const TOILET_RULES: Record<Zone, RuleRow> = {
  NW: noted('good', 'A north-west toilet is where the references place it.', 'वायव्य कोण का शौचालय उसी स्थान पर है जहाँ ग्रंथ इसे रखते हैं।'),
  W: noted('good', 'A west toilet is a good place.', 'पश्चिम में शौचालय अच्छा स्थान है।'),
  S: needs('fair', 'A south toilet is acceptable.', 'दक्षिण में शौचालय स्वीकार्य है।', TOILET_REMEDY),
  SE: needs('fair', 'A south-east toilet is acceptable but not ideal.', 'आग्नेय कोण में शौचालय स्वीकार्य है, पर आदर्श नहीं।', TOILET_REMEDY),
  E: needs('fair', 'An east toilet is a compromise.', 'पूर्व में शौचालय एक समझौता है।', TOILET_REMEDY),
  N: needs('fair', 'A north toilet is a compromise in the quarter of wealth.', 'उत्तर में शौचालय धन की दिशा में एक समझौता है।', TOILET_REMEDY),
  NE: {
    rating: 'poor',
    note: 'A north-east toilet is the placement most warned against: it spoils the sacred corner.',
    remedy: `${TOILET_REMEDY.en} Keep it spotless and dry.`,
    hi: { note: 'ईशान कोण में शौचालय वह स्थिति है जिससे ग्रंथ सबसे अधिक सावधान करते हैं: इससे पवित्र कोना दूषित होता है।', remedy: `${TOILET_REMEDY.hi} इसे पूरी तरह स्वच्छ और सूखा रखें।` },
  },
  SW: {
    rating: 'poor',
    note: 'A south-west toilet drains the stability of the earth corner.',
    remedy: `${TOILET_REMEDY.en} Place a heavy object (a stone or a brass vessel) outside its south-west wall.`,
    hi: { note: 'नैऋत्य कोण में शौचालय पृथ्वी तत्व वाले कोने की स्थिरता घटाता है।', remedy: `${TOILET_REMEDY.hi} उसकी नैऋत्य दीवार के बाहर कोई भारी वस्तु (पत्थर या पीतल का पात्र) रखें।` },
  },
  C: needs('poor', 'A toilet in the centre spoils the Brahmasthan.', 'मध्य में शौचालय ब्रह्मस्थान को दूषित करता है।', TOILET_REMEDY),
};

// Puja room: the north-east (Ishanya) first, then east and north.
const PUJA_REMEDY: Remedy = {
  en: 'Keep a small altar in the north-east of the home, face east or north while praying, and keep the place clean and lit.',
  hi: 'घर के ईशान कोण में एक छोटा पूजा स्थान बनाएँ, पूजा करते समय मुख पूर्व या उत्तर की ओर रखें, और उस स्थान को स्वच्छ और प्रकाशित रखें।',
};
export const PUJA_RULES: Record<Zone | typeof NONE, RuleRow> = {
  NE: noted('good', 'A north-east puja room is the classical place.', 'ईशान कोण में पूजा घर शास्त्रीय स्थान है।'),
  E: noted('good', 'An east puja room is a good place.', 'पूर्व में पूजा घर अच्छा स्थान है।'),
  N: noted('good', 'A north puja room is a good place.', 'उत्तर में पूजा घर अच्छा स्थान है।'),
  W: needs('fair', 'A west puja room is acceptable.', 'पश्चिम में पूजा घर स्वीकार्य है।', PUJA_REMEDY),
  NW: needs('fair', 'A north-west puja room is acceptable.', 'वायव्य कोण में पूजा घर स्वीकार्य है।', PUJA_REMEDY),
  C: {
    rating: 'fair',
    note: 'A prayer place in the centre is traditional in large houses, but the centre should stay open and light.',
    remedy: 'Keep the central shrine light and open; nothing heavy around it.',
    hi: { note: 'बड़े घरों में मध्य में पूजा स्थान की परंपरा रही है, पर मध्य भाग खुला और हल्का रहना चाहिए।', remedy: 'मध्य के पूजा स्थान को हल्का और खुला रखें; उसके आसपास कुछ भी भारी न रखें।' },
  },
  SE: needs('poor', 'A south-east puja room sits in the fire corner.', 'आग्नेय कोण का पूजा घर अग्नि के कोने में है।', PUJA_REMEDY),
  S: needs('poor', 'A south puja room makes one pray facing south, which the references avoid.', 'दक्षिण के पूजा घर में पूजा करते समय मुख दक्षिण की ओर होता है, जिससे ग्रंथ बचने को कहते हैं।', PUJA_REMEDY),
  SW: needs('poor', 'A south-west puja room is not advised.', 'नैऋत्य कोण में पूजा घर की सलाह नहीं दी जाती।', PUJA_REMEDY),
  none: needs('fair', 'There is no puja room.', 'कोई पूजा घर नहीं है।', PUJA_REMEDY),
};

// Staircase: heavy and rising, so in the south, west or south-west; never the north-east or centre.
const STAIR_REMEDY: Remedy = {
  en: 'Keep the staircase turning clockwise as you go up, keep nothing stored under it, and place a heavy plant or object in the south-west.',
  hi: 'ऊपर चढ़ते समय सीढ़ियों का घुमाव दक्षिणावर्त (घड़ी की दिशा में) रखें, उनके नीचे कुछ भी सामान न रखें, और नैऋत्य कोण में कोई भारी पौधा या वस्तु रखें।',
};
export const STAIRCASE_RULES: Record<Zone | typeof NONE, RuleRow> = {
  SW: noted('good', 'A south-west staircase adds weight where it is wanted.', 'नैऋत्य कोण की सीढ़ियाँ वहीं भार बढ़ाती हैं जहाँ उसकी आवश्यकता है।'),
  S: noted('good', 'A south staircase is a good place.', 'दक्षिण में सीढ़ियाँ अच्छा स्थान है।'),
  W: noted('good', 'A west staircase is a good place.', 'पश्चिम में सीढ़ियाँ अच्छा स्थान है।'),
  SE: needs('fair', 'A south-east staircase is acceptable.', 'आग्नेय कोण में सीढ़ियाँ स्वीकार्य हैं।', STAIR_REMEDY),
  NW: needs('fair', 'A north-west staircase is acceptable.', 'वायव्य कोण में सीढ़ियाँ स्वीकार्य हैं।', STAIR_REMEDY),
  N: needs('poor', 'A north staircase weighs down the light quarter of wealth.', 'उत्तर की सीढ़ियाँ धन की हल्की रहने वाली दिशा को भारी बनाती हैं।', STAIR_REMEDY),
  E: needs('poor', 'An east staircase blocks the morning light.', 'पूर्व की सीढ़ियाँ सुबह का प्रकाश रोकती हैं।', STAIR_REMEDY),
  NE: {
    rating: 'poor',
    note: 'A north-east staircase weighs down the corner that should be lightest.',
    remedy: `${STAIR_REMEDY.en} Keep the stairs light in colour and well lit.`,
    hi: { note: 'ईशान कोण की सीढ़ियाँ उस कोने को भारी बनाती हैं जिसे सबसे हल्का रहना चाहिए।', remedy: `${STAIR_REMEDY.hi} सीढ़ियों का रंग हल्का रखें और वहाँ अच्छा प्रकाश रखें।` },
  },
  C: needs('poor', 'A staircase in the centre closes the Brahmasthan.', 'मध्य में सीढ़ियाँ ब्रह्मस्थान को बंद कर देती हैं।', STAIR_REMEDY),
  none: noted('good', 'There is no staircase inside.', 'भीतर कोई सीढ़ी नहीं है।'),
};

// Overhead tank: weight belongs high in the south-west; never over the north-east or centre.
const OVERHEAD_REMEDY: Remedy = {
  en: 'Raise the tank on a platform so it stands clear of the roof, keep it free of leaks, and place a heavy object in the south-west of the roof.',
  hi: 'टंकी को एक चबूतरे पर ऊँचा रखें ताकि वह छत से अलग रहे, उसमें कोई रिसाव न होने दें, और छत के नैऋत्य कोने में कोई भारी वस्तु रखें।',
};
export const OVERHEAD_TANK_RULES: Record<Zone | typeof NONE, RuleRow> = {
  SW: noted('good', 'A south-west overhead tank adds height and weight where they are wanted.', 'नैऋत्य कोण में छत की टंकी वहीं ऊँचाई और भार बढ़ाती है जहाँ उनकी आवश्यकता है।'),
  W: noted('good', 'A west overhead tank is a good place.', 'पश्चिम में छत की टंकी अच्छा स्थान है।'),
  S: noted('good', 'A south overhead tank is a good place.', 'दक्षिण में छत की टंकी अच्छा स्थान है।'),
  NW: needs('fair', 'A north-west overhead tank is acceptable if it is small.', 'वायव्य कोण में छत की टंकी छोटी हो तो स्वीकार्य है।', OVERHEAD_REMEDY),
  N: needs('fair', 'A north overhead tank is a compromise.', 'उत्तर में छत की टंकी एक समझौता है।', OVERHEAD_REMEDY),
  E: needs('fair', 'An east overhead tank is a compromise.', 'पूर्व में छत की टंकी एक समझौता है।', OVERHEAD_REMEDY),
  SE: needs('poor', 'A south-east overhead tank puts water over the fire corner.', 'आग्नेय कोण में छत की टंकी अग्नि के कोने के ऊपर जल रखती है।', OVERHEAD_REMEDY),
  NE: needs('poor', 'A north-east overhead tank weighs down the corner that should be lightest.', 'ईशान कोण में छत की टंकी उस कोने को भारी बनाती है जिसे सबसे हल्का रहना चाहिए।', OVERHEAD_REMEDY),
  C: needs('poor', 'An overhead tank over the centre burdens the Brahmasthan.', 'मध्य के ऊपर छत की टंकी ब्रह्मस्थान पर बोझ डालती है।', OVERHEAD_REMEDY),
  none: noted('good', 'There is no overhead tank.', 'छत पर कोई पानी की टंकी नहीं है।'),
};

// Underground water (sump, borewell): the north-east, north and east, the water quarters.
const UNDERGROUND_REMEDY: Remedy = {
  en: 'Keep the sump covered and clean, never let it leak, and place a pot of fresh water or a small fountain in the north-east.',
  hi: 'सम्प को ढका और स्वच्छ रखें, उसमें कभी रिसाव न होने दें, और ईशान कोण में ताज़े जल का एक पात्र या छोटा फव्वारा रखें।',
};
export const UNDERGROUND_TANK_RULES: Record<Zone | typeof NONE, RuleRow> = {
  NE: noted('good', 'North-east is the classical place for underground water.', 'भूमिगत जल के लिए ईशान कोण शास्त्रीय स्थान है।'),
  N: noted('good', 'A north sump or borewell is a good place.', 'उत्तर में सम्प या बोरवेल अच्छा स्थान है।'),
  E: noted('good', 'An east sump or borewell is a good place.', 'पूर्व में सम्प या बोरवेल अच्छा स्थान है।'),
  W: needs('fair', 'A west sump is a compromise.', 'पश्चिम में सम्प एक समझौता है।', UNDERGROUND_REMEDY),
  NW: needs('fair', 'A north-west sump is a compromise.', 'वायव्य कोण में सम्प एक समझौता है।', UNDERGROUND_REMEDY),
  SE: needs('poor', 'A south-east sump puts water in the fire corner.', 'आग्नेय कोण में सम्प अग्नि के कोने में जल रखता है।', UNDERGROUND_REMEDY),
  S: needs('poor', 'A south sump lowers the quarter that should be high.', 'दक्षिण में सम्प उस दिशा को नीचा करता है जिसे ऊँचा रहना चाहिए।', UNDERGROUND_REMEDY),
  SW: {
    rating: 'poor',
    note: 'A south-west sump lowers the corner that should be highest, the most warned-against placement.',
    remedy: `${UNDERGROUND_REMEDY.en} Keep heavy objects above the south-west.`,
    hi: { note: 'नैऋत्य कोण में सम्प उस कोने को नीचा करता है जिसे सबसे ऊँचा रहना चाहिए; ग्रंथ इसी स्थिति से सबसे अधिक सावधान करते हैं।', remedy: `${UNDERGROUND_REMEDY.hi} नैऋत्य कोण के ऊपर भारी वस्तुएँ रखें।` },
  },
  C: needs('poor', 'A sump under the centre hollows the Brahmasthan.', 'मध्य के नीचे सम्प ब्रह्मस्थान को खोखला करता है।', UNDERGROUND_REMEDY),
  none: noted('good', 'There is no underground tank.', 'कोई भूमिगत टंकी नहीं है।'),
};

// Plot shape (Vishwakarma Prakash, Mayamata): square and near-square rectangles are best; a site
// widening to the back (gaumukhi) suits homes, one widening to the front (shermukhi) suits shops.
const SHAPE_REMEDY: Remedy = {
  en: 'Mark a square or rectangle inside the plot (a low boundary, hedge or paving line) and use the leftover part as a garden or open space.',
  hi: 'प्लॉट के भीतर एक वर्ग या आयत चिह्नित करें (नीची चारदीवारी, झाड़ियों की बाड़ या फ़र्श की रेखा से) और बचे हुए भाग को बगीचे या खुली जगह के रूप में रखें।',
};
export const PLOT_SHAPE_RULES: Record<PlotShape, RuleRow> = {
  square: noted('good', 'A square plot is the ideal of every reference.', 'वर्गाकार प्लॉट सभी ग्रंथों में आदर्श माना गया है।'),
  rectangle: noted('good', 'A rectangle up to twice as long as it is wide is as good as a square.', 'जिस आयत की लंबाई चौड़ाई के दोगुने तक हो, वह वर्ग जितना ही शुभ है।'),
  gaumukhi: {
    rating: 'good',
    note: 'A plot widening towards the back (gaumukhi, cow-faced) suits a home.',
    hi: { note: 'पीछे की ओर चौड़ा होता प्लॉट (गौमुखी) घर के लिए अनुकूल है।' },
    business: {
      rating: 'fair',
      note: 'A gaumukhi plot suits a home better than a business.',
      remedy: 'Keep the frontage open and well lit, with a clear sign.',
      hi: { note: 'गौमुखी प्लॉट व्यापार की अपेक्षा घर के लिए अधिक अनुकूल है।', remedy: 'सामने का भाग खुला और अच्छी रोशनी वाला रखें, और साफ़ दिखने वाला नामपट लगाएँ।' },
    },
  },
  shermukhi: {
    rating: 'fair',
    note: 'A plot widening towards the front (shermukhi, lion-faced) suits a business better than a home.',
    remedy: SHAPE_REMEDY.en,
    hi: { note: 'आगे की ओर चौड़ा होता प्लॉट (शेरमुखी) घर की अपेक्षा व्यापार के लिए अधिक अनुकूल है।', remedy: SHAPE_REMEDY.hi },
    business: {
      rating: 'good',
      note: 'A plot widening towards the front (shermukhi, lion-faced) suits a business.',
      hi: { note: 'आगे की ओर चौड़ा होता प्लॉट (शेरमुखी) व्यापार के लिए अनुकूल है।' },
    },
  },
  irregular: needs('poor', 'An irregular plot unbalances the zones.', 'अनियमित प्लॉट दिशाओं का संतुलन बिगाड़ता है।', SHAPE_REMEDY),
  triangular: needs('poor', 'A triangular plot is the shape the references warn against.', 'त्रिकोणाकार प्लॉट वह आकार है जिससे ग्रंथ सावधान करते हैं।', SHAPE_REMEDY),
  circular: needs('poor', 'A round plot has no clear directions to place rooms by.', 'गोल प्लॉट में स्पष्ट दिशाएँ नहीं होतीं जिनके अनुसार कमरे रखे जा सकें।', SHAPE_REMEDY),
};

// Slope, as the direction the ground (or floor) falls towards (Mayamata on site examination):
// falling to the north, east or north-east is best; to the south, west or south-west worst.
const SLOPE_REMEDY: Remedy = {
  en: 'Raise the south and west with heavier paving, planters or a higher boundary wall, and let rainwater drain out to the north or east.',
  hi: 'दक्षिण और पश्चिम को भारी फ़र्श, गमलों या ऊँची चारदीवारी से ऊँचा करें, और वर्षा का जल उत्तर या पूर्व की ओर निकलने दें।',
};
export const SLOPE_RULES: Record<Direction | 'flat', RuleRow> = {
  flat: noted('good', 'Level ground is good.', 'समतल भूमि अच्छी है।'),
  NE: noted('good', 'Land falling to the north-east is the best slope.', 'ईशान कोण की ओर ढलती भूमि सबसे अच्छा ढलान है।'),
  N: noted('good', 'Land falling to the north is a good slope.', 'उत्तर की ओर ढलती भूमि अच्छा ढलान है।'),
  E: noted('good', 'Land falling to the east is a good slope.', 'पूर्व की ओर ढलती भूमि अच्छा ढलान है।'),
  NW: needs('fair', 'Land falling to the north-west is acceptable.', 'वायव्य कोण की ओर ढलती भूमि स्वीकार्य है।', SLOPE_REMEDY),
  SE: needs('fair', 'Land falling to the south-east is acceptable.', 'आग्नेय कोण की ओर ढलती भूमि स्वीकार्य है।', SLOPE_REMEDY),
  W: needs('poor', 'Land falling to the west is not advised.', 'पश्चिम की ओर ढलती भूमि की सलाह नहीं दी जाती।', SLOPE_REMEDY),
  S: needs('poor', 'Land falling to the south is not advised.', 'दक्षिण की ओर ढलती भूमि की सलाह नहीं दी जाती।', SLOPE_REMEDY),
  SW: needs('poor', 'Land falling to the south-west is the slope most warned against.', 'नैऋत्य कोण की ओर ढलती भूमि वह ढलान है जिससे ग्रंथ सबसे अधिक सावधान करते हैं।', SLOPE_REMEDY),
};

// A cut (missing) corner weakens its zone; the north-east and south-west cuts are the serious ones.
const CUT_REMEDY: Remedy = {
  en: 'Complete the missing corner symbolically: a line of brass or copper strip, a mirror on the inside walls of the cut, or a planter box filling the corner.',
  hi: 'कटे हुए कोने को प्रतीकात्मक रूप से पूरा करें: पीतल या तांबे की पट्टी की एक रेखा, कटे भाग की भीतरी दीवारों पर दर्पण, या कोने को भरता हुआ पौधों का गमला।',
};
export const CUT_RULES: Record<Direction | typeof NONE, RuleRow> = {
  none: noted('good', 'No corner is cut.', 'कोई कोना कटा हुआ नहीं है।'),
  N: needs('fair', 'A cut in the north weakens the quarter of wealth.', 'उत्तर में कटाव धन की दिशा को कमज़ोर करता है।', CUT_REMEDY),
  E: needs('fair', 'A cut in the east weakens growth.', 'पूर्व में कटाव उन्नति को कमज़ोर करता है।', CUT_REMEDY),
  SE: needs('fair', 'A cut south-east corner weakens the fire quarter.', 'कटा हुआ आग्नेय कोना अग्नि की दिशा को कमज़ोर करता है।', CUT_REMEDY),
  S: needs('fair', 'A cut in the south weakens rest and strength.', 'दक्षिण में कटाव विश्राम और बल को कमज़ोर करता है।', CUT_REMEDY),
  W: needs('fair', 'A cut in the west weakens gains.', 'पश्चिम में कटाव लाभ को कमज़ोर करता है।', CUT_REMEDY),
  NW: needs('fair', 'A cut north-west corner weakens support.', 'कटा हुआ वायव्य कोना सहयोग को कमज़ोर करता है।', CUT_REMEDY),
  NE: needs('poor', 'A cut north-east corner is the most serious cut.', 'कटा हुआ ईशान कोना सबसे गंभीर कटाव है।', CUT_REMEDY),
  SW: needs('poor', 'A cut south-west corner weakens the head of the family.', 'कटा हुआ नैऋत्य कोना परिवार के मुखिया को कमज़ोर करता है।', CUT_REMEDY),
};

// An extended (projecting) corner strengthens its zone only in the north-east.
const EXTENSION_REMEDY: Remedy = {
  en: 'Treat the extension as a separate space: mark it off with a threshold or planters, and keep heavy furniture out of it.',
  hi: 'बढ़े हुए भाग को एक अलग स्थान मानें: देहरी या गमलों से उसे अलग चिह्नित करें, और उसमें भारी फ़र्नीचर न रखें।',
};
export const EXTENSION_RULES: Record<Direction | typeof NONE, RuleRow> = {
  none: noted('good', 'No corner is extended.', 'कोई कोना बढ़ा हुआ नहीं है।'),
  NE: noted('good', 'An extended north-east corner is auspicious.', 'बढ़ा हुआ ईशान कोना शुभ है।'),
  N: needs('fair', 'A north extension is acceptable if it stays near the north-east.', 'उत्तर में बढ़ाव स्वीकार्य है, यदि वह ईशान कोण के पास रहे।', EXTENSION_REMEDY),
  E: needs('fair', 'An east extension is acceptable if it stays near the north-east.', 'पूर्व में बढ़ाव स्वीकार्य है, यदि वह ईशान कोण के पास रहे।', EXTENSION_REMEDY),
  SE: needs('poor', 'An extended south-east corner overheats the fire quarter.', 'बढ़ा हुआ आग्नेय कोना अग्नि की दिशा में ताप बढ़ाता है।', EXTENSION_REMEDY),
  S: needs('poor', 'A south extension is not advised.', 'दक्षिण में बढ़ाव की सलाह नहीं दी जाती।', EXTENSION_REMEDY),
  SW: needs('poor', 'An extended south-west corner is the extension most warned against.', 'बढ़ा हुआ नैऋत्य कोना वह बढ़ाव है जिससे ग्रंथ सबसे अधिक सावधान करते हैं।', EXTENSION_REMEDY),
  W: needs('poor', 'A west extension is not advised.', 'पश्चिम में बढ़ाव की सलाह नहीं दी जाती।', EXTENSION_REMEDY),
  NW: needs('poor', 'An extended north-west corner brings restlessness.', 'बढ़ा हुआ वायव्य कोना बेचैनी लाता है।', EXTENSION_REMEDY),
};
