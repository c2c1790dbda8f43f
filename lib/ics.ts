// An iCalendar (RFC 5545) file of all-day events, as phones' calendars subscribe to it. Written by
// hand: the feed needs only all-day VEVENTs, and the maintained line of ical-generator (11.x) asks
// for Node 22 while the site runs on Node 20. The rules that matter are here: CRLF line ends,
// text escaping (3.3.11) and folding at 75 octets without splitting a UTF-8 character (3.1).

export interface AllDayEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding a second one. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Last day (inclusive), YYYY-MM-DD; absent for a one-day event. */
  lastDate?: string;
  summary: string;
  description?: string;
  categories?: string[];
}

export interface AllDayCalendar {
  /** "-//AstroVastu Kendra//Festivals//EN" */
  prodId: string;
  /** The calendar's name as phones show it (X-WR-CALNAME). */
  name: string;
  /** DTSTAMP of every event, an instant in ms. A fixed value keeps the file the same for the same content. */
  stamp: number;
  events: AllDayEvent[];
}

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A character's length in UTF-8. */
function octetsOf(char: string): number {
  const cp = char.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (ymd: string) => ymd.replace(/-/g, '');

/** The day after a civil date (DTEND of an all-day event is exclusive). */
function nextDay(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  // Years below 100 would be read as 19xx; the calendar's years (1800 on) are not.
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${String(next.getUTCFullYear()).padStart(4, '0')}${String(next.getUTCMonth() + 1).padStart(2, '0')}${String(next.getUTCDate()).padStart(2, '0')}`;
}

function utcStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The whole file, CRLF line ends included. */
export function writeAllDayCalendar(calendar: AllDayCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(calendar.name)}`];
  const stamp = utcStamp(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${nextDay(event.lastDate ?? event.date)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    // All-day festivals do not make the person busy.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
