import HoroscopeBoard from '@/components/horoscope/HoroscopeBoard';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getHoroscopeForDay } from '@/lib/server/services/horoscope';
import { logError } from '@/lib/server/log';

export const metadata = pageMetadata({
  title: 'Daily Horoscope for All 12 Signs',
  description: 'Today’s horoscope for Aries to Pisces with mood, lucky number and lucky colour, refreshed every day at midnight India time.',
  path: '/horoscope',
});

// Served from Next's page cache; the cached page also ends at midnight India time (page-cache-handler).
export const revalidate = 300;

export default async function HoroscopePage() {
  const entries = await getHoroscopeForDay().catch((err) => {
    logError('could not load entries', err, { page: 'horoscope' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!entries)}>
      <h1>Daily Horoscope</h1>
      <p className="lead">Pick your Moon sign (or your Sun sign if you do not know it) to read today’s guidance.</p>
      <HoroscopeBoard initialEntries={entries} />
    </div>
  );
}
