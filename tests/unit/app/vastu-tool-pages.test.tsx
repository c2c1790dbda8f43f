import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import CostCalculatorPage, { generateMetadata as costPageMetadata } from '@/app/[locale]/cost-calculator/page';
import AreaCalculatorPage, { generateMetadata as areaPageMetadata } from '@/app/[locale]/measurement-converter/page';

// ClientMessages hands an island its texts from the request (a server component Next renders);
// rendered alone here, the island reads the catalogue itself (tests/support/next-intl.tsx).
jest.mock('@/components/i18n/ClientMessages', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => children }));

const english = { params: Promise.resolve({ locale: 'en' }) };

describe('/cost-calculator', () => {
  it('has its title, canonical URL, one h1, the tool and the explanation', async () => {
    const costMetadata = await costPageMetadata(english);
    expect(costMetadata.title).toBe('Vastu Consultation Cost Estimator');
    expect(costMetadata.alternates?.canonical).toBe('/cost-calculator');
    render(<CostCalculatorPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Vastu Consultation Cost Estimator']);
    expect(screen.getByRole('form', { name: 'Vastu cost estimator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How the estimate works' })).toBeInTheDocument();
    expect(screen.getByText(/₹4 × 1,000 \+ ₹500 = ₹4,500/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rate per sq ft and service charge' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Residential')).toHaveTextContent('₹4 per sq ft + ₹500₹7 per sq ft + ₹1,000₹10 per sq ft + ₹2,000');
    expect(row('Commercial')).toHaveTextContent('₹6 per sq ft + ₹1,000₹11 per sq ft + ₹2,000₹16 per sq ft + ₹3,000');
    expect(row('Industrial')).toHaveTextContent('₹5 per sq ft + ₹1,500₹9 per sq ft + ₹3,000₹14 per sq ft + ₹5,500');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'area calculator' })).toHaveAttribute('href', '/measurement-converter');
  });
});

describe('/measurement-converter', () => {
  it('has its title, canonical URL, one h1, the tool and the formulas', async () => {
    const areaMetadata = await areaPageMetadata(english);
    expect(areaMetadata.title).toBe('Area Calculator');
    expect(areaMetadata.alternates?.canonical).toBe('/measurement-converter');
    render(<AreaCalculatorPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Area Calculator']);
    expect(screen.getByRole('form', { name: 'Area calculator' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Area formula of each shape' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByRole('row', { name: /^Octagon/ })).toHaveTextContent('A = 2 × (1 + √2) × s²');
    expect(screen.getByRole('link', { name: 'Vastu cost estimator' })).toHaveAttribute('href', '/cost-calculator');
  });
});
