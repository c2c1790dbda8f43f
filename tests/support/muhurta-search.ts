import { reason } from '@/lib/astro/muhurta-finder/reasons';
import type { MuhurtaSearchData } from '@/lib/contract/muhurta';

// A stored muhurta search as GET /api/muhurta/{id} answers it, made up to hold the result's rows and PDF against:
// windows in two months (two on one day, one past midnight), days left out by weekday, Chaturmas and Bhadra, a Venus asta, a birth star.

const text = (en: string, hi: string) => ({ en, hi });
const friday = text('Weekday Friday, ruled by a benefic', 'शुक्रवार, शुभ ग्रह का वार');

export const storedMuhurtaSearch: MuhurtaSearchData = {
  id: '3f0c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e0f',
  activity: 'marriage',
  from: '2026-06-25',
  to: '2026-08-05',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
  avoidRahuKaal: false,
  birthStar: { moonNakshatra: 4, moonSign: 1 },
  windows: [
    // 03:30 UTC = 9:00 am in India; the second ends past midnight, on the next local date.
    { start: '2026-06-26T03:30:00.000Z', end: '2026-06-26T05:00:00.000Z', date: '2026-06-26', nakshatra: 13, tithi: 11, weekday: 'Friday', lagna: 5, reasons: [friday, reason.lagnaGood(5), reason.goodTara(2)] },
    // The same day, another lagna and, the nakshatra having changed, another tara.
    { start: '2026-06-26T08:00:00.000Z', end: '2026-06-26T09:00:00.000Z', date: '2026-06-26', nakshatra: 14, tithi: 11, weekday: 'Friday', lagna: 6, reasons: [friday, reason.lagnaGood(6), reason.goodTara(4)] },
    { start: '2026-06-29T17:00:00.000Z', end: '2026-06-29T19:00:00.000Z', date: '2026-06-29', nakshatra: 17, tithi: 30, weekday: 'Monday', lagna: 6, reasons: [] },
    { start: '2026-08-03T03:30:00.000Z', end: '2026-08-03T04:00:00.000Z', date: '2026-08-03', nakshatra: 4, tithi: 2, weekday: 'Monday', lagna: 1, reasons: [] },
  ],
  excluded: [
    { date: '2026-06-27', reasons: [text('Saturday is not a weekday for marriage (vivaha)', 'शनिवार विवाह का वार नहीं है')] },
    { date: '2026-07-26', reasons: [reason.chaturmas()] },
    { date: '2026-07-28', reasons: [reason.chaturmas(), reason.bhadra(3)] },
  ],
  asta: [{ graha: 'Venus', start: '2026-07-10T12:00:00.000Z', end: '2026-07-20T20:00:00.000Z' }],
  source: 'Muhurta Chintamani, ch. 6 (Vivaha prakarana)',
  createdAt: '2026-06-20T10:00:00.000Z',
  expiresAt: '2026-06-27T10:00:00.000Z',
};
