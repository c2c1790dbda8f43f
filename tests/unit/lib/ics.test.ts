import ICAL from 'ical.js';
import { writeAllDayCalendar, type AllDayCalendar } from '@/lib/ics';

// A phone's calendar reads the feed with a parser like Mozilla's: what it reads back must be what
// was written, whatever the text holds (Hindi, commas, semicolons, line breaks, long rules).

const longHindi =
  'कार्तिक अमावस्या, प्रदोष काल में; जिस दिन अमावस्या प्रदोष काल को छूती है, उसी दिन लक्ष्मी पूजा होती है।\nलक्ष्मी पूजा मुहूर्त: 17:49–19:45';

const calendar: AllDayCalendar = {
  prodId: '-//Test//Festivals//EN',
  name: 'Festivals 2026, New Delhi',
  stamp: Date.UTC(2026, 0, 1),
  events: [
    { uid: 'diwali-2026-11-08-28.64-77.22@example.org', date: '2026-11-08', summary: 'दीवाली', description: longHindi, categories: ['festival'] },
    { uid: 'navratri-2026-10-11@example.org', date: '2026-10-11', lastDate: '2026-10-19', summary: 'Sharad Navratri; Durga, nine nights', categories: ['period'] },
    { uid: 'leap@example.org', date: '2028-02-28', summary: 'A day before a leap day' },
  ],
};

function parsed(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

describe('writeAllDayCalendar', () => {
  const text = writeAllDayCalendar(calendar);

  it('gives back each event, its text and its all-day dates, as an iCalendar parser reads them', () => {
    const [diwali, navratri, leap] = parsed(text);
    expect(diwali!.summary).toBe('दीवाली');
    expect(diwali!.description).toBe(longHindi);
    expect(diwali!.uid).toBe('diwali-2026-11-08-28.64-77.22@example.org');
    expect(diwali!.startDate.isDate).toBe(true);
    expect(diwali!.startDate.toString()).toBe('2026-11-08');
    expect(diwali!.endDate.toString()).toBe('2026-11-09');
    expect(navratri!.summary).toBe('Sharad Navratri; Durga, nine nights');
    expect(navratri!.endDate.toString()).toBe('2026-10-20');
    expect(leap!.endDate.toString()).toBe('2028-02-29');
  });

  it('ends lines with CRLF and folds them at 75 octets without splitting a character', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
  });
});
