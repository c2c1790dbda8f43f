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

/** How well a placement agrees with the rules: full, half or no points. */
export type Rating = 'good' | 'fair' | 'poor';
export const RATING_FACTOR: Record<Rating, number> = { good: 1, fair: 0.5, poor: 0 };

export interface RuleRow {
  rating: Rating;
  /** Why, in a sentence a visitor understands. */
  note: string;
  /** A correction that needs no demolition; none for a good placement. */
  remedy?: string;
  /** The business reading where it differs from the home one. */
  business?: { rating: Rating; note: string; remedy?: string };
}

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

/** The answer "not in this property" for optional rooms and tanks, "flat" / "none" for the land. */
export const NONE = 'none' as const;

// Main entrance by the direction of the wall it is in (Brihat Samhita's door padas, read by
// direction: doors of the north, east and north-east bring gains; south-west doors are the one
// placement every reference warns against).
export const ENTRANCE_RULES: Record<Direction, RuleRow> = {
  N: { rating: 'good', note: 'A north entrance faces Kubera and is held to bring opportunities.' },
  NE: { rating: 'good', note: 'The north-east entrance is the most praised: light and fresh energy come in.' },
  E: { rating: 'good', note: 'An east entrance greets the rising Sun, a sign of growth.' },
  SE: {
    rating: 'fair',
    note: 'A south-east entrance sits in the fire corner and is linked with restlessness and disputes.',
    remedy: 'Keep the entrance bright; fix a copper strip under the threshold and place a green plant beside the door.',
  },
  S: {
    rating: 'fair',
    note: 'A south entrance faces Yama; only some of its padas are favourable.',
    remedy: 'Fix a copper or brass strip under the threshold, keep a heavy, solid door and light above it at night.',
  },
  SW: {
    rating: 'poor',
    note: 'The south-west entrance is the placement the references warn against most: it drains stability.',
    remedy: 'Fix a lead or brass strip under the threshold, keep the door heavy and mostly closed, and use earth tones (yellow, brown) around it.',
  },
  W: {
    rating: 'fair',
    note: 'A west entrance is acceptable and brings steady gains when its door is kept strong.',
    remedy: 'Fix a brass strip under the threshold and keep the doorway uncluttered and well lit.',
    business: { rating: 'good', note: 'A west entrance suits trade: Varuna brings steady results and gains.' },
  },
  NW: {
    rating: 'fair',
    note: 'A north-west entrance is acceptable but brings movement: visitors come and go, plans change.',
    remedy: 'Use white or cream around the door and keep a pair of metal wind chimes near it to settle the movement.',
    business: { rating: 'good', note: 'A north-west entrance brings movement, which suits a business that sells.' },
  },
};

// Kitchen: the fire quarter (south-east, Agni) is right; north-west is the accepted second place.
const KITCHEN_REMEDY = 'Move the stove to the room\'s south-east corner so the cook faces east, keep water (sink, filter) away from the stove, and use warm colours (orange, red, pink) in the kitchen.';
export const KITCHEN_RULES: Record<Zone, RuleRow> = {
  SE: { rating: 'good', note: 'A south-east kitchen sits in the fire quarter, as every reference advises.' },
  NW: { rating: 'good', note: 'North-west is the accepted second place for the kitchen.' },
  E: { rating: 'fair', note: 'An east kitchen is acceptable when the stove is in its south-east part.', remedy: KITCHEN_REMEDY },
  S: { rating: 'fair', note: 'A south kitchen is acceptable when the stove is in its south-east part.', remedy: KITCHEN_REMEDY },
  W: { rating: 'fair', note: 'A west kitchen is a compromise: fire in a water quarter.', remedy: KITCHEN_REMEDY },
  N: { rating: 'poor', note: 'A north kitchen puts fire in the quarter of wealth and water.', remedy: KITCHEN_REMEDY },
  NE: { rating: 'poor', note: 'A north-east kitchen puts fire in the water corner, the placement most warned against.', remedy: `${KITCHEN_REMEDY} Keep the north-east of the kitchen light and free of heavy things.` },
  SW: { rating: 'poor', note: 'A south-west kitchen unsettles the earth corner of the head of the family.', remedy: KITCHEN_REMEDY },
  C: { rating: 'poor', note: 'A kitchen in the centre burdens the Brahmasthan, which should stay open.', remedy: `${KITCHEN_REMEDY} Keep the central floor area clear of heavy storage.` },
};

// Master bedroom: the south-west (earth) gives the head of the family stability.
const BEDROOM_REMEDY = 'Place the bed in the room\'s south-west part with the head to the south, keep heavy wardrobes on the south and west walls, and use earthy colours.';
export const MASTER_BEDROOM_RULES: Record<Zone, RuleRow> = {
  SW: { rating: 'good', note: 'A south-west master bedroom gives the head of the family stability.' },
  S: { rating: 'good', note: 'A south master bedroom is a good place for rest.' },
  W: { rating: 'fair', note: 'A west master bedroom is acceptable.', remedy: BEDROOM_REMEDY },
  NW: { rating: 'fair', note: 'North-west suits guests and grown children better than the owners.', remedy: BEDROOM_REMEDY },
  N: { rating: 'fair', note: 'A north master bedroom is acceptable but better kept for the young.', remedy: BEDROOM_REMEDY },
  E: { rating: 'fair', note: 'An east master bedroom is better kept for children or study.', remedy: BEDROOM_REMEDY },
  SE: { rating: 'poor', note: 'A south-east master bedroom sits in the fire corner and is linked with quarrels.', remedy: `${BEDROOM_REMEDY} Avoid red in this room; soft green or cream calms it.` },
  NE: { rating: 'poor', note: 'The north-east should stay light; a master bedroom there weighs it down.', remedy: `${BEDROOM_REMEDY} Keep the north-east corner of the room empty and clean.` },
  C: { rating: 'poor', note: 'A bedroom in the centre closes the Brahmasthan.', remedy: BEDROOM_REMEDY },
};

// Toilets: west and north-west carry waste away; the north-east, south-west and centre never.
const TOILET_REMEDY = 'Keep the toilet door closed and the lid down, run an exhaust fan, keep a bowl of sea salt inside (changed weekly), and use light colours.';
export const TOILET_RULES: Record<Zone, RuleRow> = {
  NW: { rating: 'good', note: 'A north-west toilet is where the references place it.' },
  W: { rating: 'good', note: 'A west toilet is a good place.' },
  S: { rating: 'fair', note: 'A south toilet is acceptable.', remedy: TOILET_REMEDY },
  SE: { rating: 'fair', note: 'A south-east toilet is acceptable but not ideal.', remedy: TOILET_REMEDY },
  E: { rating: 'fair', note: 'An east toilet is a compromise.', remedy: TOILET_REMEDY },
  N: { rating: 'fair', note: 'A north toilet is a compromise in the quarter of wealth.', remedy: TOILET_REMEDY },
  NE: { rating: 'poor', note: 'A north-east toilet is the placement most warned against: it spoils the sacred corner.', remedy: `${TOILET_REMEDY} Keep it spotless and dry.` },
  SW: { rating: 'poor', note: 'A south-west toilet drains the stability of the earth corner.', remedy: `${TOILET_REMEDY} Place a heavy object (a stone or a brass vessel) outside its south-west wall.` },
  C: { rating: 'poor', note: 'A toilet in the centre spoils the Brahmasthan.', remedy: TOILET_REMEDY },
};

// Puja room: the north-east (Ishanya) first, then east and north.
const PUJA_REMEDY = 'Keep a small altar in the north-east of the home, face east or north while praying, and keep the place clean and lit.';
export const PUJA_RULES: Record<Zone | typeof NONE, RuleRow> = {
  NE: { rating: 'good', note: 'A north-east puja room is the classical place.' },
  E: { rating: 'good', note: 'An east puja room is a good place.' },
  N: { rating: 'good', note: 'A north puja room is a good place.' },
  W: { rating: 'fair', note: 'A west puja room is acceptable.', remedy: PUJA_REMEDY },
  NW: { rating: 'fair', note: 'A north-west puja room is acceptable.', remedy: PUJA_REMEDY },
  C: { rating: 'fair', note: 'A prayer place in the centre is traditional in large houses, but the centre should stay open and light.', remedy: 'Keep the central shrine light and open; nothing heavy around it.' },
  SE: { rating: 'poor', note: 'A south-east puja room sits in the fire corner.', remedy: PUJA_REMEDY },
  S: { rating: 'poor', note: 'A south puja room makes one pray facing south, which the references avoid.', remedy: PUJA_REMEDY },
  SW: { rating: 'poor', note: 'A south-west puja room is not advised.', remedy: PUJA_REMEDY },
  none: { rating: 'fair', note: 'There is no puja room.', remedy: PUJA_REMEDY },
};

// Staircase: heavy and rising, so in the south, west or south-west; never the north-east or centre.
const STAIR_REMEDY = 'Keep the staircase turning clockwise as you go up, keep nothing stored under it, and place a heavy plant or object in the south-west.';
export const STAIRCASE_RULES: Record<Zone | typeof NONE, RuleRow> = {
  SW: { rating: 'good', note: 'A south-west staircase adds weight where it is wanted.' },
  S: { rating: 'good', note: 'A south staircase is a good place.' },
  W: { rating: 'good', note: 'A west staircase is a good place.' },
  SE: { rating: 'fair', note: 'A south-east staircase is acceptable.', remedy: STAIR_REMEDY },
  NW: { rating: 'fair', note: 'A north-west staircase is acceptable.', remedy: STAIR_REMEDY },
  N: { rating: 'poor', note: 'A north staircase weighs down the light quarter of wealth.', remedy: STAIR_REMEDY },
  E: { rating: 'poor', note: 'An east staircase blocks the morning light.', remedy: STAIR_REMEDY },
  NE: { rating: 'poor', note: 'A north-east staircase weighs down the corner that should be lightest.', remedy: `${STAIR_REMEDY} Keep the stairs light in colour and well lit.` },
  C: { rating: 'poor', note: 'A staircase in the centre closes the Brahmasthan.', remedy: STAIR_REMEDY },
  none: { rating: 'good', note: 'There is no staircase inside.' },
};

// Overhead tank: weight belongs high in the south-west; never over the north-east or centre.
const OVERHEAD_REMEDY = 'Raise the tank on a platform so it stands clear of the roof, keep it free of leaks, and place a heavy object in the south-west of the roof.';
export const OVERHEAD_TANK_RULES: Record<Zone | typeof NONE, RuleRow> = {
  SW: { rating: 'good', note: 'A south-west overhead tank adds height and weight where they are wanted.' },
  W: { rating: 'good', note: 'A west overhead tank is a good place.' },
  S: { rating: 'good', note: 'A south overhead tank is a good place.' },
  NW: { rating: 'fair', note: 'A north-west overhead tank is acceptable if it is small.', remedy: OVERHEAD_REMEDY },
  N: { rating: 'fair', note: 'A north overhead tank is a compromise.', remedy: OVERHEAD_REMEDY },
  E: { rating: 'fair', note: 'An east overhead tank is a compromise.', remedy: OVERHEAD_REMEDY },
  SE: { rating: 'poor', note: 'A south-east overhead tank puts water over the fire corner.', remedy: OVERHEAD_REMEDY },
  NE: { rating: 'poor', note: 'A north-east overhead tank weighs down the corner that should be lightest.', remedy: OVERHEAD_REMEDY },
  C: { rating: 'poor', note: 'An overhead tank over the centre burdens the Brahmasthan.', remedy: OVERHEAD_REMEDY },
  none: { rating: 'good', note: 'There is no overhead tank.' },
};

// Underground water (sump, borewell): the north-east, north and east, the water quarters.
const UNDERGROUND_REMEDY = 'Keep the sump covered and clean, never let it leak, and place a pot of fresh water or a small fountain in the north-east.';
export const UNDERGROUND_TANK_RULES: Record<Zone | typeof NONE, RuleRow> = {
  NE: { rating: 'good', note: 'North-east is the classical place for underground water.' },
  N: { rating: 'good', note: 'A north sump or borewell is a good place.' },
  E: { rating: 'good', note: 'An east sump or borewell is a good place.' },
  W: { rating: 'fair', note: 'A west sump is a compromise.', remedy: UNDERGROUND_REMEDY },
  NW: { rating: 'fair', note: 'A north-west sump is a compromise.', remedy: UNDERGROUND_REMEDY },
  SE: { rating: 'poor', note: 'A south-east sump puts water in the fire corner.', remedy: UNDERGROUND_REMEDY },
  S: { rating: 'poor', note: 'A south sump lowers the quarter that should be high.', remedy: UNDERGROUND_REMEDY },
  SW: { rating: 'poor', note: 'A south-west sump lowers the corner that should be highest, the most warned-against placement.', remedy: `${UNDERGROUND_REMEDY} Keep heavy objects above the south-west.` },
  C: { rating: 'poor', note: 'A sump under the centre hollows the Brahmasthan.', remedy: UNDERGROUND_REMEDY },
  none: { rating: 'good', note: 'There is no underground tank.' },
};

// Plot shape (Vishwakarma Prakash, Mayamata): square and near-square rectangles are best; a site
// widening to the back (gaumukhi) suits homes, one widening to the front (shermukhi) suits shops.
const SHAPE_REMEDY = 'Mark a square or rectangle inside the plot (a low boundary, hedge or paving line) and use the leftover part as a garden or open space.';
export const PLOT_SHAPE_RULES: Record<PlotShape, RuleRow> = {
  square: { rating: 'good', note: 'A square plot is the ideal of every reference.' },
  rectangle: { rating: 'good', note: 'A rectangle up to twice as long as it is wide is as good as a square.' },
  gaumukhi: {
    rating: 'good',
    note: 'A plot widening towards the back (gaumukhi, cow-faced) suits a home.',
    business: { rating: 'fair', note: 'A gaumukhi plot suits a home better than a business.', remedy: 'Keep the frontage open and well lit, with a clear sign.' },
  },
  shermukhi: {
    rating: 'fair',
    note: 'A plot widening towards the front (shermukhi, lion-faced) suits a business better than a home.',
    remedy: SHAPE_REMEDY,
    business: { rating: 'good', note: 'A plot widening towards the front (shermukhi, lion-faced) suits a business.' },
  },
  irregular: { rating: 'poor', note: 'An irregular plot unbalances the zones.', remedy: SHAPE_REMEDY },
  triangular: { rating: 'poor', note: 'A triangular plot is the shape the references warn against.', remedy: SHAPE_REMEDY },
  circular: { rating: 'poor', note: 'A round plot has no clear directions to place rooms by.', remedy: SHAPE_REMEDY },
};

// Slope, as the direction the ground (or floor) falls towards (Mayamata on site examination):
// falling to the north, east or north-east is best; to the south, west or south-west worst.
const SLOPE_REMEDY = 'Raise the south and west with heavier paving, planters or a higher boundary wall, and let rainwater drain out to the north or east.';
export const SLOPE_RULES: Record<Direction | 'flat', RuleRow> = {
  flat: { rating: 'good', note: 'Level ground is good.' },
  NE: { rating: 'good', note: 'Land falling to the north-east is the best slope.' },
  N: { rating: 'good', note: 'Land falling to the north is a good slope.' },
  E: { rating: 'good', note: 'Land falling to the east is a good slope.' },
  NW: { rating: 'fair', note: 'Land falling to the north-west is acceptable.', remedy: SLOPE_REMEDY },
  SE: { rating: 'fair', note: 'Land falling to the south-east is acceptable.', remedy: SLOPE_REMEDY },
  W: { rating: 'poor', note: 'Land falling to the west is not advised.', remedy: SLOPE_REMEDY },
  S: { rating: 'poor', note: 'Land falling to the south is not advised.', remedy: SLOPE_REMEDY },
  SW: { rating: 'poor', note: 'Land falling to the south-west is the slope most warned against.', remedy: SLOPE_REMEDY },
};

// A cut (missing) corner weakens its zone; the north-east and south-west cuts are the serious ones.
const CUT_REMEDY = 'Complete the missing corner symbolically: a line of brass or copper strip, a mirror on the inside walls of the cut, or a planter box filling the corner.';
export const CUT_RULES: Record<Direction | typeof NONE, RuleRow> = {
  none: { rating: 'good', note: 'No corner is cut.' },
  N: { rating: 'fair', note: 'A cut in the north weakens the quarter of wealth.', remedy: CUT_REMEDY },
  E: { rating: 'fair', note: 'A cut in the east weakens growth.', remedy: CUT_REMEDY },
  SE: { rating: 'fair', note: 'A cut south-east corner weakens the fire quarter.', remedy: CUT_REMEDY },
  S: { rating: 'fair', note: 'A cut in the south weakens rest and strength.', remedy: CUT_REMEDY },
  W: { rating: 'fair', note: 'A cut in the west weakens gains.', remedy: CUT_REMEDY },
  NW: { rating: 'fair', note: 'A cut north-west corner weakens support.', remedy: CUT_REMEDY },
  NE: { rating: 'poor', note: 'A cut north-east corner is the most serious cut.', remedy: CUT_REMEDY },
  SW: { rating: 'poor', note: 'A cut south-west corner weakens the head of the family.', remedy: CUT_REMEDY },
};

// An extended (projecting) corner strengthens its zone only in the north-east.
const EXTENSION_REMEDY = 'Treat the extension as a separate space: mark it off with a threshold or planters, and keep heavy furniture out of it.';
export const EXTENSION_RULES: Record<Direction | typeof NONE, RuleRow> = {
  none: { rating: 'good', note: 'No corner is extended.' },
  NE: { rating: 'good', note: 'An extended north-east corner is auspicious.' },
  N: { rating: 'fair', note: 'A north extension is acceptable if it stays near the north-east.', remedy: EXTENSION_REMEDY },
  E: { rating: 'fair', note: 'An east extension is acceptable if it stays near the north-east.', remedy: EXTENSION_REMEDY },
  SE: { rating: 'poor', note: 'An extended south-east corner overheats the fire quarter.', remedy: EXTENSION_REMEDY },
  S: { rating: 'poor', note: 'A south extension is not advised.', remedy: EXTENSION_REMEDY },
  SW: { rating: 'poor', note: 'An extended south-west corner is the extension most warned against.', remedy: EXTENSION_REMEDY },
  W: { rating: 'poor', note: 'A west extension is not advised.', remedy: EXTENSION_REMEDY },
  NW: { rating: 'poor', note: 'An extended north-west corner brings restlessness.', remedy: EXTENSION_REMEDY },
};
