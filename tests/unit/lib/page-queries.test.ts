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

  it('sends any query of a page that reads none to the bare page, permanently', () => {
    expect(redirect('/?x=1')).toEqual({ location: '/', status: 308 });
    expect(redirect('/faqs?utm_source=mail&utm_medium=x')).toEqual({ location: '/faqs', status: 308 });
    expect(redirect('/blogs/some-article?ref=home')).toEqual({ location: '/blogs/some-article', status: 308 });
    expect(redirect('/panchang/mumbai?x=2')).toEqual({ location: '/panchang/mumbai', status: 308 });
  });

  it('spells each page of the blog list one way', () => {
    expect(redirect('/blogs?page=1')).toEqual({ location: '/blogs', status: 308 });
    expect(redirect('/blogs?page=abc')).toEqual({ location: '/blogs', status: 308 });
    expect(redirect('/blogs?page=02')).toEqual({ location: '/blogs', status: 308 });
    expect(redirect('/blogs?x=1')).toEqual({ location: '/blogs', status: 308 });
    expect(redirect('/blogs?page=2&x=1')).toEqual({ location: '/blogs?page=2', status: 308 });
    expect(redirect('/blogs?page=2&page=3')).toEqual({ location: '/blogs?page=2', status: 308 });
  });

  it('sends a list page past the end to the last page, for now', () => {
    expect(redirect('/blogs?page=4')).toEqual({ location: '/blogs?page=3', status: 307 });
    expect(redirect('/blogs?page=999999999')).toEqual({ location: '/blogs?page=3', status: 307 });
    expect(redirect('/blogs?page=2', 1)).toEqual({ location: '/blogs', status: 307 });
    // The count unknown: the page decides.
    expect(redirect('/blogs?page=999', null)).toBeNull();
  });

  it('blogListPath writes page 1 as the bare list', () => {
    expect([blogListPath(1), blogListPath(2)]).toEqual(['/blogs', '/blogs?page=2']);
  });
});
