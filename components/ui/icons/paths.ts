// The site's icon set: each icon is a few stroked paths on a 24 × 24 grid (drawn for this site,
// in the spirit of open line-icon sets). Add an icon here and it is available as <Icon name=... />.

export const ICON_PATHS = {
  /** Home Vastu: a house with a door. */
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20h13V9.5', 'M10 20v-5.5h4V20'],
  /** Business Vastu: an office block. */
  office: ['M4 20V5.5L13 3v17', 'M13 9l7 2v9', 'M2.5 20h19', 'M7 8h3', 'M7 11.5h3', 'M7 15h3', 'M16 13.5h1.5', 'M16 16.5h1.5'],
  /** Astrology consultation: a star and a crescent moon. */
  moonStar: ['M15.5 4.5a7.5 7.5 0 1 0 4 11.9A6 6 0 0 1 15.5 4.5z', 'M18.5 3v4', 'M16.5 5h4'],
  /** A written report: a page with lines. */
  report: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 11h7', 'M9 14.5h7', 'M9 18h4'],
  /** Kundli: the North Indian chart (a square with its diagonals and the inner diamond). */
  chart: ['M3.5 3.5h17v17h-17z', 'M3.5 3.5l17 17', 'M20.5 3.5l-17 17', 'M12 3.5 20.5 12 12 20.5 3.5 12z'],
  /** Match making: two rings. */
  rings: ['M9 14.5m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0', 'M15 14.5m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0', 'M7.5 5.5 9 3.5h6l1.5 2L12 9z'],
  /** Lucky number: a number sign. */
  numbers: ['M9.5 3.5 7.5 20.5', 'M16.5 3.5l-2 17', 'M4.5 9h16', 'M3.5 15h16'],
  /** Horoscope: a sun. */
  sun: ['M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M12 2.5v2', 'M12 19.5v2', 'M2.5 12h2', 'M19.5 12h2', 'M5.3 5.3l1.4 1.4', 'M17.3 17.3l1.4 1.4', 'M5.3 18.7l1.4-1.4', 'M17.3 6.7l1.4-1.4'],
  /** A compass (Vastu directions). */
  compass: ['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M15.5 8.5 13.4 13.4 8.5 15.5l2.1-4.9z'],
  /** Play and pause (audio). */
  play: ['M7 4.5v15l12-7.5z'],
  pause: ['M8 5v14', 'M16 5v14'],
  /** Opens a menu. */
  chevronDown: ['M6 9l6 6 6-6'],
  // The twelve signs (Aries to Pisces), simplified glyphs: emoji sign symbols are missing on many devices.
  aries: ['M12 20V9', 'M12 9c0-4-3-5.5-5-4.5S4 8 6 10', 'M12 9c0-4 3-5.5 5-4.5s3 3.5 1 5.5'],
  taurus: ['M12 15m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0', 'M4 4c1 4 4 6 8 6s7-2 8-6'],
  gemini: ['M5 4c4 2 10 2 14 0', 'M5 20c4-2 10-2 14 0', 'M9 5v14', 'M15 5v14'],
  cancer: ['M7 9m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0', 'M7 6c4-3 10-2 13 2', 'M17 15m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0', 'M17 18c-4 3-10 2-13-2'],
  leo: ['M7 15m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0', 'M10 15c0-6-3-7-2-10s6-2 7 2-3 8 0 11 5 0 5-2'],
  virgo: ['M4 6v12', 'M4 8c0-2 4-2 4 0v10', 'M8 8c0-2 4-2 4 0v10', 'M12 8c0-2 4-2 4 0v7c0 3 4 3 4-1 0-3-3-3-5 1'],
  libra: ['M4 19h16', 'M4 15h5a3.5 3.5 0 1 1 6 0h5'],
  scorpio: ['M4 6v12', 'M4 8c0-2 4-2 4 0v10', 'M8 8c0-2 4-2 4 0v10', 'M12 8c0-2 4-2 4 0v10h4', 'M18 16l2 2-2 2'],
  sagittarius: ['M5 19 19 5', 'M12 5h7v7', 'M8 12l4 4'],
  capricorn: ['M4 6l3 10 3-10v9c0 3 2 4 4 4s3-2 3-3.5-1.5-3-3-3-3 2-3 4c0 2-1 3.5-3 4'],
  aquarius: ['M3 10l3-3 3 3 3-3 3 3 3-3 3 3', 'M3 16l3-3 3 3 3-3 3 3 3-3 3 3'],
  pisces: ['M6 4c4 4 4 12 0 16', 'M18 4c-4 4-4 12 0 16', 'M5 12h14'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
