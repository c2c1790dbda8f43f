/** @jest-environment node */
import { blogListPath, canonicalPageRedirect, directoryQueryOfSegments, directoryRenderPath } from '@/lib/page-queries';
import { directoryPagePath } from '@/lib/experts/directory';

const redirect = (address: string, pages: number | null = 3) => {
  const url = new URL(address, 'http://site');
  return canonicalPageRedirect(url.pathname, url.searchParams, pages);
};

describe('canonicalPageRedirect', () => {
  it('leaves a page at its own address alone', () => {
    for (const address of ['/', '/faqs', '/blogs', '/blogs?page=2', '/blogs?page=3', '/horoscope/leo', '/kundli?x=1', '/astrologers?kind=astrologer', '/panchang?month=2024-01&place=new-delhi']) {
      expect(redirect(address)).toBeNull();
    }
  });

  // [address, blog list pages (null: unknown), where it goes]
  it.each([
    // Any query of a page that reads none: the bare page, permanently.
    ['/?x=1', 3, { location: '/', status: 308 }],
    ['/faqs?utm_source=mail&utm_medium=x', 3, { location: '/faqs', status: 308 }],
    ['/blogs/some-article?ref=home', 3, { location: '/blogs/some-article', status: 308 }],
    ['/panchang/mumbai?x=2', 3, { location: '/panchang/mumbai', status: 308 }],
    // Each page of the blog list spelt one way.
    ['/blogs?page=1', 3, { location: '/blogs', status: 308 }],
    ['/blogs?page=abc', 3, { location: '/blogs', status: 308 }],
    ['/blogs?page=02', 3, { location: '/blogs', status: 308 }],
    ['/blogs?x=1', 3, { location: '/blogs', status: 308 }],
    ['/blogs?page=2&x=1', 3, { location: '/blogs?page=2', status: 308 }],
    ['/blogs?page=2&page=3', 3, { location: '/blogs?page=2', status: 308 }],
    // A list page past the end: the last page, for now.
    ['/blogs?page=4', 3, { location: '/blogs?page=3', status: 307 }],
    ['/blogs?page=999999999', 3, { location: '/blogs?page=3', status: 307 }],
    ['/blogs?page=2', 1, { location: '/blogs', status: 307 }],
    // The directory's filters and sort: one spelling per choice (fixed order, lower case, no defaults).
    ['/astrologers?kind=&language=&expertise=&sort=next', 3, { location: '/astrologers', status: 308 }],
    ['/astrologers?sort=rating&language=Hindi', 3, { location: '/astrologers?language=hindi&sort=rating', status: 308 }],
    ['/astrologers?kind=wizard&utm_source=x', 3, { location: '/astrologers', status: 308 }],
    // The page's internal address is never a second spelling of it.
    ['/directory/astrologer/any/any/next', 3, { location: '/astrologers?kind=astrologer', status: 308 }],
    // The count unknown: the page decides.
    ['/blogs?page=999', null, null],
  ] as const)('%s (%s pages of articles) goes to %j', (address, pages, expected) => {
    expect(redirect(address, pages)).toEqual(expected);
  });

  it('leaves the directory at its own address alone', () => {
    for (const address of ['/astrologers', '/astrologers?kind=astrologer', '/astrologers?language=hindi&expertise=vedic%20astrology&sort=rating']) expect(redirect(address)).toBeNull();
  });

  it('renders each choice of the directory from its own cached page', () => {
    expect(directoryRenderPath(new URLSearchParams(''))).toBeNull();
    expect(directoryRenderPath(new URLSearchParams('kind=astrologer'))).toBe('/directory/astrologer/any/any/next');
    expect(directoryRenderPath(new URLSearchParams('language=hindi&expertise=vedic%20astrology&sort=rating'))).toBe('/directory/all/hindi/vedic%20astrology/rating');
    // Next hands the page its segments decoded or not: both read the same.
    for (const expertise of ['vedic%20astrology', 'vedic astrology']) {
      expect(directoryPagePath(directoryQueryOfSegments({ kind: 'all', language: 'hindi', expertise, sort: 'rating' }))).toBe('/astrologers?language=hindi&expertise=vedic+astrology&sort=rating');
    }
  });

  it('blogListPath writes page 1 as the bare list', () => {
    expect([blogListPath(1), blogListPath(2)]).toEqual(['/blogs', '/blogs?page=2']);
  });
});
