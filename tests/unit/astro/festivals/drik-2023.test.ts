/**
 * @jest-environment node
 */
// The year 2023 against Drik Panchang's daily pages as quoted in the public repository
// Prashanthmn166/hamara-calendar (calendar.js, "Day Festivals and Events"): every Ekadashi (Smarta),
// Pradosh, Sankashti Chaturthi, Masik Shivaratri and Sankranti, and the named festivals, at the place the
// data was computed for (DRIK_2023_PLACE). Only the dates are quoted; each is "Drik Panchang, 2023-MM-DD".
// 2023 has an adhika Shravana (18 Jul – 16 Aug): Padmini and Parama Ekadashi, and no Raksha Bandhan in it.
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { DRIK_2023_PLACE } from './places';

const DRIK_2023: Readonly<Record<string, readonly string[]>> = {
  'pradosh-vrat': ['01-04', '01-19', '02-02', '02-18', '03-04', '03-19', '04-03', '04-17', '05-03', '05-17', '06-01', '06-15', '07-01', '07-14', '07-30', '08-13', '08-28', '09-12', '09-27', '10-11', '10-26', '11-10', '11-24', '12-10', '12-24'],
  'sankashti-chaturthi': ['01-10', '02-09', '03-11', '04-09', '05-08', '06-07', '07-06', '08-04', '09-03', '10-02', '11-01', '11-30', '12-30'],
  // "<Month> Purnima" on the day Purnima is in force at sunrise; "<Month> Purnima Vrat" on the day it holds
  // midday: the day before when Purnima begins in the morning (5 Apr, 3 Jun, 30 Aug).
  purnima: ['01-06', '02-05', '03-07', '04-06', '05-05', '06-04', '07-03', '08-01', '08-31', '09-29', '10-28', '11-27', '12-26'],
  'purnima-vrat': ['01-06', '02-05', '03-07', '04-05', '05-05', '06-03', '07-03', '08-01', '08-30', '09-29', '10-28', '11-27', '12-26'],
  'masik-shivaratri': ['01-20', '02-18', '03-20', '04-18', '05-17', '06-16', '07-15', '08-14', '09-13', '10-12', '11-11', '12-11'],
  'makar-sankranti': ['01-15'], 'kumbha-sankranti': ['02-13'], 'meena-sankranti': ['03-15'], 'mesha-sankranti': ['04-14'],
  'vrishabha-sankranti': ['05-15'], 'mithuna-sankranti': ['06-15'], 'karka-sankranti': ['07-16'], 'simha-sankranti': ['08-17'],
  'kanya-sankranti': ['09-17'], 'tula-sankranti': ['10-18'], 'vrishchika-sankranti': ['11-17'], 'dhanu-sankranti': ['12-16'],
  'pausha-putrada-ekadashi': ['01-02'], 'shattila-ekadashi': ['01-18'], 'jaya-ekadashi': ['02-01'], 'vijaya-ekadashi': ['02-16'], 'amalaki-ekadashi': ['03-03'],
  'papmochani-ekadashi': ['03-18'], 'kamada-ekadashi': ['04-01'], 'varuthini-ekadashi': ['04-16'], 'mohini-ekadashi': ['05-01'],
  'apara-ekadashi': ['05-15'], 'nirjala-ekadashi': ['05-31'], 'yogini-ekadashi': ['06-14'], 'devshayani-ekadashi': ['06-29'],
  'kamika-ekadashi': ['07-13'], 'padmini-ekadashi': ['07-29'], 'parama-ekadashi': ['08-12'], 'shravana-putrada-ekadashi': ['08-27'],
  'aja-ekadashi': ['09-10'], 'parsva-ekadashi': ['09-25'], 'indira-ekadashi': ['10-10'], 'papankusha-ekadashi': ['10-25'],
  'rama-ekadashi': ['11-09'], 'devutthana-ekadashi': ['11-23'], 'utpanna-ekadashi': ['12-08'], 'mokshada-ekadashi': ['12-22'],
  'vasant-panchami': ['01-26'], 'maha-shivaratri': ['02-18'], 'holika-dahan': ['03-07'], holi: ['03-08'],
  'chaitra-navratri': ['03-22'], 'ram-navami': ['03-30'], 'hanuman-jayanti': ['04-06'], 'akshaya-tritiya': ['04-22'],
  'guru-purnima': ['07-03'], 'raksha-bandhan': ['08-30'], 'krishna-janmashtami': ['09-06'], 'krishna-janmashtami-vaishnava': ['09-07'],
  'sharad-navratri': ['10-15'], dussehra: ['10-24'], 'karva-chauth': ['11-01'], dhanteras: ['11-10'], diwali: ['11-12'],
  'govardhan-puja': ['11-14'], 'chhath-puja': ['11-19'], 'kartik-purnima': ['11-27'],
};

describe('the festival calendar of 2023 against Drik Panchang', () => {
  const year = festivalsOfYear(2023, DRIK_2023_PLACE);
  const datesOf = (key: string) => year.filter((f) => f.key === key).map((f) => f.date.slice(5));

  it.each(Object.entries(DRIK_2023))('%s falls on the days Drik Panchang gives', (key, dates) => {
    // Every day of each rule in 2023 (Saphala Ekadashi falls in Dec 2022 and Jan 2024, none in 2023).
    expect(datesOf(key)).toEqual(dates);
  });

  it('keeps no Raksha Bandhan, Guru Purnima or named festival in the adhika Shravana, and names its Ekadashis Padmini and Parama', () => {
    const inAdhika = year.filter((f) => f.date >= '2023-07-18' && f.date <= '2023-08-16');
    expect(inAdhika.filter((f) => f.kind === 'festival' || f.kind === 'period')).toEqual([]);
    expect(inAdhika.filter((f) => f.kind === 'ekadashi').map((f) => f.key)).toEqual(['padmini-ekadashi', 'parama-ekadashi']);
    // The monthly vrats are kept in the adhika month too.
    expect(inAdhika.filter((f) => f.key === 'pradosh-vrat').map((f) => f.date)).toEqual(['2023-07-30', '2023-08-13']);
  });

  it('says why Parama Ekadashi is on the later of the two sunrises it holds (Drik Panchang, 2023-08-11 and 08-12)', () => {
    const parama = year.find((f) => f.key === 'parama-ekadashi')!;
    expect(parama.why?.en).toMatch(/both 11 August 2023 and 12 August 2023; the second day is kept/);
    expect(parama.why?.hi).toContain('दोनों दिन');
  });

  it('says why Mokshada Ekadashi moves to the day before: Dwadashi ends before sunrise on 24 December (Drik Panchang, 2023-12-23)', () => {
    const mokshada = year.find((f) => f.key === 'mokshada-ekadashi')!;
    expect(mokshada.why?.en).toMatch(/Dwadashi ends before sunrise on 24 December 2023/);
  });
});
