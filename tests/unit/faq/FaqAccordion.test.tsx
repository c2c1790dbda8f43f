import { render, screen } from '@testing-library/react';
import FaqAccordion from '@/components/faq/FaqAccordion';
import type { FaqCategory } from '@/content/types';

// The opening and closing is the browser's own (<details name>): e2e/faq.spec.ts drives it in
// Chromium. Here: what the server renders.

const categories: FaqCategory[] = [
  {
    category: 'Consultation and Booking',
    items: [
      { question: 'How much does a Professional Vastu Check cost?', answer: 'It costs ₹5,100.' },
      { question: 'How can I pay?', answer: 'By card, UPI or bank transfer.\n\nWe never ask for your PIN.' },
    ],
  },
  {
    category: 'Support',
    items: [{ question: 'How can I contact you?', answer: 'E-mail or call us.' }],
  },
];

function renderFaq() {
  const { container } = render(<FaqAccordion categories={categories} />);
  return container;
}

const detailsOf = (question: string) => screen.getByRole('heading', { level: 3, name: question }).closest('details')!;

describe('FaqAccordion', () => {
  it('shows every category and question as headings, with all answers closed at first', () => {
    const container = renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Consultation and Booking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'How much does a Professional Vastu Check cost?',
      'How can I pay?',
      'How can I contact you?',
    ]);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(3);
    for (const d of details) expect(d.open).toBe(false);
  });

  it('puts every item of every group in one exclusive accordion', () => {
    const container = renderFaq();
    const names = new Set([...container.querySelectorAll('details')].map((d) => d.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('makes each question the summary that opens its own answer', () => {
    renderFaq();
    const details = detailsOf('How much does a Professional Vastu Check cost?');
    expect(details.querySelector(':scope > summary')).toContainElement(screen.getByRole('heading', { name: 'How much does a Professional Vastu Check cost?' }));
    expect(details).toContainElement(screen.getByText('It costs ₹5,100.'));
  });

  it('splits an answer into paragraphs at blank lines', () => {
    renderFaq();
    const details = detailsOf('How can I pay?');
    expect([...details.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['By card, UPI or bank transfer.', 'We never ask for your PIN.']);
  });

  it('labels each group section by its heading', () => {
    renderFaq();
    const support = screen.getByRole('region', { name: 'Support' });
    expect(support).toContainElement(screen.getByRole('heading', { level: 3, name: 'How can I contact you?' }));
  });
});
