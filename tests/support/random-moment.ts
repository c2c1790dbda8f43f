// A random birth moment and place (1900–2099, any quarter-hour UTC offset from −12:00 to +14:00, latitudes within
// ±60°) from a seeded generator, for the tests that check invariants on many charts.

export function randomMoment(rand: () => number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const offsetMinutes = Math.round((rand() * 26 - 12) * 4) * 15;
  const sign = offsetMinutes < 0 ? '-' : '+';
  return {
    year: 1900 + Math.floor(rand() * 200),
    month: 1 + Math.floor(rand() * 12),
    day: 1 + Math.floor(rand() * 28),
    hours: Math.floor(rand() * 24),
    minutes: Math.floor(rand() * 60),
    seconds: Math.floor(rand() * 60),
    timezone: `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`,
    latitude: rand() * 120 - 60,
    longitude: rand() * 360 - 180,
  };
}
