import { expect, test } from '@playwright/test';
import type { HoroscopeEntry, LocalizedHoroscopeEntry } from '@/lib/contract/content';
import { asAdmin } from '../support/admin';
import { unique } from '../support/admin-content';

// Issue 26: the daily horoscope in Hindi. GET /api/horoscope?lang=hi answers in Hindi, computed from
// the same transits as the English; without `lang` (or with `en`) the answer is today's English
// exactly. An editor's entry carries its Hindi version beside the English one; without one, the
// Hindi answer gives the English text and says so.

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** An entry as the API answers: `language` only with `?lang=`. */
type Entry = HoroscopeEntry & Partial<Pick<LocalizedHoroscopeEntry, 'language'>>;

/** Polls `read` until it passes: "within seconds" of the change, not at once. */
async function eventually(read: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  await expect(async () => read()).toPass({ timeout: timeoutMs, intervals: [100, 250, 500] });
}

test('GET /api/horoscope?lang=hi gives the twelve signs in Hindi, with the English entries’ dates and lucky numbers', async ({ request }) => {
  const res = await request.get('/api/horoscope?lang=hi');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public/);
  const hindi = (await res.json()) as { status: string; date: string; data: Entry[] };
  const english = (await (await request.get('/api/horoscope')).json()) as { date: string; data: Entry[] };
  expect(hindi.status).toBe('success');
  expect(hindi.date).toBe(english.date);
  expect(hindi.data.map((e) => e.sign)).toEqual(SIGNS);
  for (const entry of hindi.data) {
    const en = english.data.find((e) => e.sign === entry.sign)!;
    expect(entry.date).toBe(en.date);
    expect(entry.luckyNumber).toBe(en.luckyNumber);
    if (entry.language === 'en') {
      // An editor's entry without a Hindi version (another test writes one): the English text as it is.
      expect(entry).toMatchObject({ content: en.content, mood: en.mood, luckyColor: en.luckyColor });
    } else {
      expect(entry.language).toBe('hi');
      for (const text of [entry.content, entry.mood, entry.luckyColor]) {
        expect(text).toMatch(DEVANAGARI);
        expect(text).not.toMatch(LATIN);
      }
    }
  }
});

test('without lang, or with lang=en, GET /api/horoscope is today’s English answer exactly; another lang is refused', async ({ request }) => {
  const plain = await (await request.get('/api/horoscope')).text();
  const en = await (await request.get('/api/horoscope?lang=en')).text();
  expect(en).toBe(plain);
  for (const entry of JSON.parse(plain).data as Entry[]) {
    expect(Object.keys(entry).sort()).toEqual(['content', 'date', 'luckyColor', 'luckyNumber', 'mood', 'sign']);
    expect(entry.content).not.toMatch(DEVANAGARI);
  }
  for (const lang of ['fr', 'HI', '', 'hi-IN']) {
    const res = await request.get(`/api/horoscope?lang=${encodeURIComponent(lang)}`);
    expect(res.status(), lang).toBe(400);
    expect((await res.json()).message).toBe('lang must be en or hi.');
  }
});

test('an editor’s entry shows its Hindi version on ?lang=hi, and its English text marked as English when it has none', async ({ playwright, baseURL, request }) => {
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const today = (await (await request.get('/api/horoscope')).json()).date as string;
  const mark = unique();
  // Real entries, as an editor writes them: other tests read today's horoscope from the same server.
  const english = { content: `A steady day for patient work: finish one task at a time, keep your words kind at home, and rest early tonight (${mark}).`, mood: 'Steady', luckyNumber: 3, luckyColor: 'Yellow' };
  const hindi = { contentHi: `धैर्य से काम करने का दिन है: एक-एक करके काम पूरे करें, घर में मीठा बोलें और रात को जल्दी आराम करें (${mark})।`, moodHi: 'स्थिर', luckyColorHi: 'पीला' };

  expect((await admin.put(`/api/admin/horoscope/${today}/capricorn`, { headers, data: { ...english, ...hindi } })).status()).toBe(200);
  await eventually(async () => {
    const { data } = await (await request.get('/api/horoscope?lang=hi')).json();
    expect(data.find((e: Entry) => e.sign === 'Capricorn')).toEqual({ sign: 'Capricorn', content: hindi.contentHi, mood: hindi.moodHi, luckyNumber: 3, luckyColor: hindi.luckyColorHi, date: today, language: 'hi' });
  });
  // The English answer is the English entry, with no Hindi field in it.
  const { data: englishData } = await (await request.get('/api/horoscope')).json();
  expect(englishData.find((e: Entry) => e.sign === 'Capricorn')).toEqual({ sign: 'Capricorn', ...english, date: today });

  // Half a Hindi version is refused; saving the English alone removes the earlier Hindi one.
  const half = await admin.put(`/api/admin/horoscope/${today}/capricorn`, { headers, data: { ...english, contentHi: hindi.contentHi } });
  expect(half.status()).toBe(400);
  expect((await half.json()).message).toBe('Write the Hindi content, mood and lucky colour together, or leave all three empty.');
  expect((await admin.put(`/api/admin/horoscope/${today}/capricorn`, { headers, data: { ...english, contentHi: 'x'.repeat(1001), moodHi: 'स्थिर', luckyColorHi: 'पीला' } })).status()).toBe(400);

  const englishOnly = { ...english, content: english.content.replace('steady', 'quiet') };
  expect((await admin.put(`/api/admin/horoscope/${today}/capricorn`, { headers, data: englishOnly })).status()).toBe(200);
  await eventually(async () => {
    const { data } = await (await request.get('/api/horoscope?lang=hi')).json();
    expect(data.find((e: Entry) => e.sign === 'Capricorn')).toEqual({ sign: 'Capricorn', ...englishOnly, date: today, language: 'en' });
  });
});
