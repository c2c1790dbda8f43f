import { render, screen } from '@testing-library/react';
import BlogCard, { AUTHOR_FALLBACK } from '@/components/blog/BlogCard';
import type { BlogSummary } from '@/lib/contract/content';

const summary =
  'Vastu Shastra is the traditional Indian science of architecture and space that guides the layout of homes, offices and shops so that they support health and harmony.';

function blog(overrides: Partial<BlogSummary> = {}): BlogSummary {
  return {
    _id: 'b1',
    title: 'A Vastu-Friendly Bedroom for Better Sleep',
    slug: 'vastu-bedroom-sleep',
    metaDescription: 'Bedroom Vastu made simple.',
    coverImage: '/images/blogs/vastu-bedroom-sleep.webp',
    author: 'Acharya Raghav Sharma',
    category: 'Vastu',
    createdAt: '2026-08-14T18:45:00+05:30',
    updatedAt: '2026-08-14T18:45:00+05:30',
    status: 'published',
    summary,
    ...overrides,
  };
}

const summaryText = (container: HTMLElement) => {
  const p = [...container.querySelectorAll('p')].find((el) => el.textContent?.startsWith('Vastu Shastra'));
  return p!.textContent!;
};

describe('BlogCard', () => {
  it('links the title to /blogs/<slug>', () => {
    render(<BlogCard blog={blog()} summaryLength={120} />);
    const link = screen.getByRole('link', { name: 'A Vastu-Friendly Bedroom for Better Sleep' });
    expect(link).toHaveAttribute('href', '/blogs/vastu-bedroom-sleep');
  });

  it.each([100, 120])('cuts the summary to at most %i characters with an ellipsis', (length) => {
    const { container } = render(<BlogCard blog={blog()} summaryLength={length} />);
    const text = summaryText(container);
    expect(text.length).toBeLessThanOrEqual(length);
    expect(text.length).toBeGreaterThan(length * 0.6);
    expect(text.endsWith('…')).toBe(true);
    expect(summary.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('shows a short summary in full', () => {
    const { container } = render(<BlogCard blog={blog({ summary: 'Vastu Shastra in brief.' })} summaryLength={100} />);
    expect(summaryText(container)).toBe('Vastu Shastra in brief.');
  });

  it('shows the author', () => {
    render(<BlogCard blog={blog()} summaryLength={100} />);
    expect(screen.getByText('By Acharya Raghav Sharma')).toBeInTheDocument();
  });

  it.each(['', '   '])("falls back to 'Astro Expert' when the author is %j", (author) => {
    render(<BlogCard blog={blog({ author })} summaryLength={100} />);
    expect(AUTHOR_FALLBACK).toBe('Astro Expert');
    expect(screen.getByText('By Astro Expert')).toBeInTheDocument();
  });

  it('shows the category and the date in Indian format', () => {
    render(<BlogCard blog={blog()} summaryLength={100} />);
    expect(screen.getByText('Vastu')).toBeInTheDocument();
    const time = screen.getByText('14 August 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-08-14T18:45:00+05:30');
  });

  it('shows the cover image when there is one, and a placeholder otherwise', () => {
    const { container, unmount } = render(<BlogCard blog={blog()} summaryLength={100} />);
    expect(container.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('/images/blogs/vastu-bedroom-sleep.webp'));
    unmount();
    const second = render(<BlogCard blog={blog({ coverImage: null })} summaryLength={100} />);
    expect(second.container.querySelector('img')).toBeNull();
  });
});

describe('BlogCard on a Hindi page', () => {
  it('shows its labels and date in Hindi, the author as written, and links in Hindi', () => {
    render(<BlogCard blog={blog({ language: 'hi', title: 'शयनकक्ष का वास्तु' })} summaryLength={100} locale="hi" />);
    expect(screen.getByText('लेखक: Acharya Raghav Sharma')).toBeInTheDocument();
    expect(screen.getByText('वास्तु')).toBeInTheDocument();
    expect(screen.getByText('14 अगस्त 2026').tagName).toBe('TIME');
    expect(screen.getByRole('link', { name: 'शयनकक्ष का वास्तु' }).closest('h3')).not.toHaveAttribute('lang');
  });

  it("marks an article's English title as English when it has no Hindi yet", () => {
    render(<BlogCard blog={blog({ language: 'en' })} summaryLength={100} locale="hi" />);
    expect(screen.getByRole('link', { name: 'A Vastu-Friendly Bedroom for Better Sleep' }).closest('h3')).toHaveAttribute('lang', 'en');
  });
});
