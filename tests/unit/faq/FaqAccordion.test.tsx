import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion from '@/components/faq/FaqAccordion';
import type { FaqCategory } from '@/content/types';

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

const question = (name: string) => screen.getByRole('button', { name });

function setup() {
  const user = userEvent.setup();
  render(<FaqAccordion categories={categories} />);
  return user;
}

describe('FaqAccordion', () => {
  it('shows every category and question with all answers hidden at first', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Consultation and Booking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const b of buttons) expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('It costs ₹5,100.')).not.toBeVisible();
    expect(screen.getByText('E-mail or call us.')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'How can I pay?' })).toBeNull();
  });

  it('opens a question on click and shows its answer in the panel it controls', async () => {
    const user = setup();
    const q = question('How much does a Professional Vastu Check cost?');
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'How much does a Professional Vastu Check cost?' });
    expect(q).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toBeVisible();
    expect(screen.getByText('It costs ₹5,100.')).toBeVisible();
  });

  it('splits an answer into paragraphs at blank lines', async () => {
    const user = setup();
    await user.click(question('How can I pay?'));
    const panel = screen.getByRole('region', { name: 'How can I pay?' });
    expect([...panel.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'By card, UPI or bank transfer.',
      'We never ask for your PIN.',
    ]);
  });

  it('closes the open question when another one is opened, even in another category', async () => {
    const user = setup();
    const first = question('How much does a Professional Vastu Check cost?');
    const other = question('How can I contact you?');
    await user.click(first);
    await user.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('E-mail or call us.')).toBeVisible();
    expect(screen.getByText('It costs ₹5,100.')).not.toBeVisible();
  });

  it('closes an open question when it is clicked again', async () => {
    const user = setup();
    const q = question('How can I pay?');
    await user.click(q);
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('By card, UPI or bank transfer.')).not.toBeVisible();
  });

  it('works from the keyboard: Tab to a question, Enter opens it, Space closes it', async () => {
    const user = setup();
    await user.tab();
    const first = question('How much does a Professional Vastu Check cost?');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('It costs ₹5,100.')).toBeVisible();

    await user.tab();
    const second = question('How can I pay?');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
