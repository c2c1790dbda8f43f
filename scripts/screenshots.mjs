// Screenshots for the README (docs/screenshots/): the home page, a kundli result and a match result,
// and in Hindi the home page, a kundli result and an article, at phone (390 px) and laptop
// (1366 px) width, in Debian's Chromium.
//
//   node scripts/screenshots.mjs http://127.0.0.1:3000 [name-prefix]
//
// With a prefix (such as `hi-`), only the pictures whose names start with it.
// Needs a running server (npm start, or npm run serve). The results are made through the public API
// with invented people, so the pictures show what any visitor would see.
import { chromium } from 'playwright';

const base = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/$/, '');
const out = new URL('../docs/screenshots/', import.meta.url);
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } };

const priya = { name: 'Priya Verma', gender: 'female', birthPlace: 'Jaipur, Rajasthan, India', latitude: 26.9124, longitude: 75.7873, timezone: '+05:30' };
const rohan = { name: 'Rohan Gupta', gender: 'male', birthPlace: 'Lucknow, Uttar Pradesh, India', latitude: 26.8467, longitude: 80.9462, timezone: '+05:30' };

async function post(path, body) {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

const kundli = await post('/kundli', { ...priya, day: 14, month: 8, year: 1992, hours: 9, minutes: 20, seconds: 0 });
const match = await post('/match', {
  boy: { ...rohan, dob: '1990-03-12', birthTime: '07:45:00' },
  girl: { ...priya, dob: '1992-08-14', birthTime: '09:20:00' },
});
const pages = Object.fromEntries(
  Object.entries({
    home: '/',
    'kundli-result': `/kundli/${kundli._id}`,
    'match-result': `/matchMaking/${match._id}`,
    'hi-home': '/hi',
    'hi-kundli-result': `/hi/kundli/${kundli._id}`,
    'hi-article': '/hi/blogs/sade-sati-saturn-transit',
  }).filter(([name]) => name.startsWith(process.argv[3] ?? '')),
);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [size, viewport] of Object.entries(WIDTHS)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: size === 'phone', hasTouch: size === 'phone' });
  const page = await context.newPage();
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = new URL(`${name}-${size}.png`, out);
    // The first screen, as a visitor meets it (whole pages are many phone screens tall).
    await page.screenshot({ path: file.pathname });
    console.log(`${file.pathname}`);
  }
  await context.close();
}
await browser.close();
