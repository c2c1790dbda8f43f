import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import AreaConverterPage, { generateMetadata as converterPageMetadata } from '@/app/[locale]/area-converter/page';
import CostCalculatorPage, { generateMetadata as costPageMetadata } from '@/app/[locale]/cost-calculator/page';
import AreaCalculatorPage, { generateMetadata as areaPageMetadata } from '@/app/[locale]/measurement-converter/page';
import { isTranslated } from '@/lib/i18n/translated';
import { useTestLocale } from '../../support/test-locale';

// The three Vastu calculator pages in Hindi (issue 26): title, description, alternates, headings,
// the explanations and their tables, with the amounts from the same formatters as in English.

// ClientMessages hands an island its texts from the request (a server component Next renders);
// rendered alone here, the island reads the catalogue itself (tests/support/next-intl.tsx).
// The page's [locale] segment, which the site's links read to stay in Hindi.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useParams: () => ({ locale: 'hi' }) }));
jest.mock('@/components/i18n/ClientMessages', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => children }));

beforeEach(() => useTestLocale('hi'));
afterEach(() => useTestLocale('en'));

const hindi = { params: Promise.resolve({ locale: 'hi' }) };

it.each(['/cost-calculator', '/measurement-converter', '/area-converter'])('%s is listed as written in Hindi', (path) => {
  expect(isTranslated(path)).toBe(true);
});

it('/hi/cost-calculator: the estimator, how the estimate works and the rates, in Hindi', async () => {
  const metadata = await costPageMetadata(hindi);
  expect(metadata.title).toBe('वास्तु परामर्श शुल्क कैलकुलेटर');
  expect(metadata.alternates?.canonical).toBe('/hi/cost-calculator');
  expect(metadata.alternates?.languages).toMatchObject({ 'hi-IN': '/hi/cost-calculator' });
  render(<CostCalculatorPage />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['वास्तु परामर्श शुल्क कैलकुलेटर']);
  expect(screen.getByRole('form', { name: 'वास्तु शुल्क कैलकुलेटर' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'अनुमान कैसे लगाया जाता है' })).toBeInTheDocument();
  expect(screen.getByText(/₹4 × 1,000 \+ ₹500 = ₹4,500/)).toHaveTextContent(/^वर्ग मीटर या गज/);
  const table = screen.getByRole('table', { name: 'प्रति वर्ग फ़ुट दर और सेवा शुल्क' });
  expect(within(table).getByRole('row', { name: /^आवासीय/ })).toHaveTextContent('₹4 प्रति वर्ग फ़ुट + ₹500₹7 प्रति वर्ग फ़ुट + ₹1,000₹10 प्रति वर्ग फ़ुट + ₹2,000');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['श्रेणी', 'मूल वास्तु जाँच', 'विस्तृत वास्तु रिपोर्ट', 'साइट पर निरीक्षण']);
  expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  expect(screen.getByRole('link', { name: 'क्षेत्रफल कैलकुलेटर' })).toHaveAttribute('href', '/hi/measurement-converter');
});

it('/hi/measurement-converter: the calculator and the formula of each shape, in Hindi', async () => {
  const metadata = await areaPageMetadata(hindi);
  expect(metadata.title).toBe('क्षेत्रफल कैलकुलेटर');
  expect(metadata.alternates?.languages).toMatchObject({ 'hi-IN': '/hi/measurement-converter' });
  render(<AreaCalculatorPage />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['क्षेत्रफल कैलकुलेटर']);
  const table = screen.getByRole('table', { name: 'हर आकार के क्षेत्रफल का सूत्र' });
  expect(within(table).getAllByRole('row')).toHaveLength(10);
  expect(within(table).getByRole('row', { name: /^समलंब/ })).toHaveTextContent('आधार 1 (b₁), आधार 2 (b₂), ऊँचाई (h)A = ½ × (b₁ + b₂) × h');
  expect(screen.getByRole('link', { name: 'वास्तु शुल्क कैलकुलेटर' })).toHaveAttribute('href', '/hi/cost-calculator');
  expect(screen.getByRole('link', { name: 'क्षेत्रफल इकाई परिवर्तक' })).toHaveAttribute('href', '/hi/area-converter');
});

it('/hi/area-converter: the converter, bigha, biswa and kanal by state and the standard units, in Hindi', async () => {
  const metadata = await converterPageMetadata(hindi);
  expect(metadata.title).toBe('क्षेत्रफल इकाई परिवर्तक: बीघा, बिस्वा, कनाल, गज, एकड़, वर्ग फ़ुट');
  expect(metadata.alternates?.languages).toMatchObject({ 'hi-IN': '/hi/area-converter' });
  render(<AreaConverterPage />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['क्षेत्रफल इकाई परिवर्तक']);
  const table = screen.getByRole('table', { name: 'एक इकाई का माप, वर्ग फ़ुट में' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['राज्य', 'बीघा', 'बिस्वा', 'कनाल']);
  expect(within(table).getByRole('row', { name: /^हरियाणा/ })).toHaveTextContent('9,075 वर्ग फ़ुट453.75 वर्ग फ़ुट5,445 वर्ग फ़ुट');
  expect(within(table).getByRole('row', { name: /^असम/ })).toHaveTextContent('14,400 वर्ग फ़ुटप्रचलित नहींप्रचलित नहीं');
  expect(screen.getByText('1 एकड़ = 43,560 वर्ग फ़ुट')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'क्षेत्रफल कैलकुलेटर' })).toHaveAttribute('href', '/hi/measurement-converter');
});
