import { connection } from 'next/server';
import HoroscopeBoard from '@/components/horoscope/HoroscopeBoard';
import { pageMetadata } from '@/lib/seo';
import { getHoroscopeForDay } from '@/lib/server/services/horoscope';
import { logError } from '@/lib/server/log';

export const metadata = pageMetadata({
  title: 'Daily Horoscope for All 12 Signs',
  description: 'Today’s horoscope for Aries to Pisces with mood, lucky number and lucky colour, refreshed every day at midnight India time.',
  path: '/horoscope',
});

export default async function HoroscopePage() {
  await connection();
  const entries = await getHoroscopeForDay().catch((err) => {
    logError('could not load entries', err, { page: 'horoscope' });
    return undefined;
  });
  return (
    <div className="container page">
      <h1>Daily Horoscope</h1>
      <p className="lead">Pick your Moon sign (or your Sun sign if you do not know it) to read today’s guidance.</p>
      <HoroscopeBoard initialEntries={entries} />
    </div>
  );
}
