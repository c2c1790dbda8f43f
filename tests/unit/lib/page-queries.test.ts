/** @jest-environment node */
import { blogListPath, canonicalPageRedirect } from '@/lib/page-queries';

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
    // The count unknown: the page decides.
    ['/blogs?page=999', null, null],
  ] as const)('%s (%s pages of articles) goes to %j', (address, pages, expected) => {
    expect(redirect(address, pages)).toEqual(expected);
  });

  it('blogListPath writes page 1 as the bare list', () => {
    expect([blogListPath(1), blogListPath(2)]).toEqual(['/blogs', '/blogs?page=2']);
  });
});
