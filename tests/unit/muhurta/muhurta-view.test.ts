import { muhurtaView, nextStepOf, offsetAt, ruleRows } from '@/components/muhurta/muhurta-view';
import { catalogue } from '@/lib/i18n/catalogue';
import { storedMuhurtaSearch as search } from '../../support/muhurta-search';

// The rows the muhurta result page and its PDF both show, from a stored search.

test('windows are grouped by month and day, each with its local start and end and the engine words', () => {
  const view = muhurtaView(search, 'en');
  expect(view.months.map((m) => [m.title, m.days.map((d) => d.windows.length)])).toEqual([['June 2026', [2, 1]], ['August 2026', [1]]]);
  const day = view.months[0]!.days[0]!;
  expect(day.day).toBe('Friday, 26 June 2026');
  expect(day.windows[0]).toEqual({ start: '9:00 am', end: '10:30 am', nakshatra: 'Hasta', tithi: 'Shukla Ekadashi', lagna: 'Virgo', ownReasons: ['Tarabalam: Sampat tara (2) from the birth star'] });
  expect(day.windows[1]).toMatchObject({ start: '1:30 pm', nakshatra: 'Chitra', lagna: 'Libra', ownReasons: ['Tarabalam: Kshema tara (4) from the birth star'] });
  // What every window of the day shares is said once; a window's lagna is its own column, not a reason again.
  expect(day.reasons).toEqual(['Weekday Friday, ruled by a benefic']);
  // A window that ends after midnight says on which date it ends.
  const night = view.months[0]!.days[1]!.windows[0]!;
  expect(night.end).toBe('12:30 am, Tue, 30 Jun');
  expect(night.tithi).toBe('Amavasya');
  expect(view.windowCount).toBe(4);
});

test('a window after midnight, in the night of its Hindu day, names the date it starts on, and its end only once', () => {
  const late = { ...search.windows[2]!, start: '2026-06-29T19:00:00.000Z', end: '2026-06-29T20:00:00.000Z' };
  const row = muhurtaView({ ...search, windows: [late] }, 'en').months[0]!.days[0]!;
  expect(row.day).toBe('Monday, 29 June 2026');
  expect(row.windows[0]).toMatchObject({ start: '12:30 am, Tue, 30 Jun', end: '1:30 am' });
});

test('the summary names the birth star only, and the asta and Chaturmas of the range in local dates', () => {
  const view = muhurtaView(search, 'en');
  expect(view.activity).toBe('Marriage (vivaha)');
  expect(view.birthStar).toEqual({ nakshatra: 'Rohini', sign: 'Taurus' });
  // 20:00 UTC is 1:30 am the next day in India.
  expect(view.asta).toEqual([{ graha: 'Venus', start: '10 July 2026', end: '21 July 2026' }]);
  expect(view.chaturmas).toEqual({ start: '26 July 2026', end: '28 July 2026' });
  expect(view.excluded.map((e) => e.day)).toEqual(['Saturday, 27 June 2026', 'Sunday, 26 July 2026', 'Tuesday, 28 July 2026']);
  expect(view.rules).toMatchObject({ noAsta: true, noChaturmas: true, weekdays: ['Monday', 'Wednesday', 'Thursday', 'Friday'], barredSunSigns: ['Sagittarius', 'Pisces'] });
});

test('in Hindi: the dates, the engine words and the reasons in Devanagari', () => {
  const view = muhurtaView(search, 'hi');
  expect(view.activity).toBe('विवाह');
  const day = view.months[0]!.days[0]!;
  expect(day).toMatchObject({ day: 'शुक्रवार, 26 जून 2026', reasons: ['शुक्रवार, शुभ ग्रह का वार'] });
  expect(day.windows[0]).toMatchObject({ start: 'सुबह 9:00', nakshatra: 'हस्त', tithi: 'शुक्ल एकादशी', lagna: 'कन्या' });
  expect(view.birthStar).toEqual({ nakshatra: 'रोहिणी', sign: 'वृषभ' });
  expect(view.asta[0]!.graha).toBe('शुक्र');
  expect(view.excluded[0]!.reasons).toEqual(['शनिवार विवाह का वार नहीं है']);
});

test('no Chaturmas when no day of the range was kept free by it; a fixed offset is read as given', () => {
  expect(muhurtaView({ ...search, excluded: search.excluded.slice(0, 1) }, 'en').chaturmas).toBeNull();
  expect(offsetAt('+05:45', '2026-06-26T03:30:00.000Z')).toBe('+05:45');
  expect(offsetAt('Europe/London', '2026-06-26T03:30:00.000Z')).toBe('+01:00');
  expect(offsetAt('Europe/London', '2026-12-26T03:30:00.000Z')).toBe('+00:00');
});

test('the rules rows name what the activity allows and bars; the birth and Rahu kaal rows only when they apply', () => {
  const t = catalogue('en').Muhurta.result;
  const rows = ruleRows(muhurtaView(search, 'en'), false, t);
  expect(rows.map(([label]) => label)).toEqual(['Nakshatras', 'Tithis (either paksha)', 'Weekdays', 'Lagnas', 'Kharmas', 'Also barred', 'With birth details']);
  expect(Object.fromEntries(rows)['Also barred']).toBe('Guru or Shukra asta, Chaturmas, an adhik (mala) month');
  const withoutBirth = ruleRows(muhurtaView({ ...search, birthStar: null }, 'en'), true, t);
  expect(withoutBirth.map(([label]) => label)).toContain('Rahu kaal');
  expect(withoutBirth.map(([label]) => label)).not.toContain('With birth details');
  expect(ruleRows(muhurtaView({ ...search, activity: 'griha-pravesh' }, 'en'), false, t).find(([l]) => l === 'Lunar months')?.[1]).toBe('Magha, Phalguna, Vaishakha, Jyeshtha');
});

test('a griha pravesh leads to a Vastu consultation, every other occasion to an astrologer', () => {
  const t = catalogue('hi').Muhurta.result;
  expect(nextStepOf('griha-pravesh', t)).toMatchObject({ service: 'home-vastu', label: 'वास्तु परामर्श बुक करें' });
  for (const activity of ['marriage', 'property-purchase', 'vehicle-purchase', 'namakarana'] as const) expect(nextStepOf(activity, t).service).toBe('astrology-consultation');
});
