import { render, screen } from '@testing-library/react';
import Pagination from '@/components/blog/Pagination';

function renderPage(currentPage: number, totalPages: number) {
  render(<Pagination currentPage={currentPage} totalPages={totalPages} basePath="/blogs" />);
  return screen.getByRole('navigation', { name: 'Blog pages' });
}

describe('Pagination', () => {
  it("shows 'Page X of Y'", () => {
    renderPage(2, 3);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('links Previous to the plain list for page 1 (no ?page=1) and Next to ?page=3', () => {
    renderPage(2, 3);
    const prev = screen.getByRole('link', { name: 'Previous' });
    const next = screen.getByRole('link', { name: 'Next' });
    expect(prev).toHaveAttribute('href', '/blogs');
    expect(prev).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAttribute('href', '/blogs?page=3');
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('links Previous to ?page=N-1 beyond page 2', () => {
    renderPage(3, 5);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blogs?page=4');
  });

  it('disables Previous on the first page', () => {
    renderPage(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blogs?page=2');
  });

  it('disables Next on the last page', () => {
    renderPage(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs?page=2');
  });

  it('disables both on a single page', () => {
    renderPage(1, 1);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
