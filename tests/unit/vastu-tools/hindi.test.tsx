import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormLanguageProvider } from '@/components/form/FormLanguage';
import AreaCalculator from '@/components/vastu-tools/AreaCalculator';
import AreaUnitConverter from '@/components/vastu-tools/AreaUnitConverter';
import CostEstimator from '@/components/vastu-tools/CostEstimator';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import { useTestLocale } from '../../support/test-locale';

// The three Vastu calculators on a Hindi page (issue 26): every label, choice and result line in
// Hindi, the amounts from the same formatters (Latin digits, Indian grouping, ₹), and the alerts
// in Hindi through the form kit's table, as ClientMessages `forms` gives it on /hi pages.

beforeEach(() => useTestLocale('hi'));
afterEach(() => useTestLocale('en'));

const onHindiPage = (island: ReactNode) => render(<FormLanguageProvider table={HI_MESSAGES}>{island}</FormLanguageProvider>);

describe('the fee estimator in Hindi', () => {
  it('offers the choices in Hindi and estimates a commercial office: 2,000 sq ft → ₹24,000, with its parts', async () => {
    const user = userEvent.setup();
    onHindiPage(<CostEstimator />);
    expect(screen.getByRole('form', { name: 'वास्तु शुल्क कैलकुलेटर' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'संपत्ति की श्रेणी' })).getByRole('radio', { name: 'आवासीय' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'इकाई' })).toHaveDisplayValue('वर्ग फ़ुट');
    expect(screen.getByRole('textbox', { name: 'क्षेत्रफल' })).toHaveAccessibleDescription('1 वर्ग मीटर = 10.7639 वर्ग फ़ुट; 1 गज = 9 वर्ग फ़ुट।');

    await user.click(screen.getByRole('radio', { name: 'व्यावसायिक' }));
    await user.click(screen.getByRole('radio', { name: 'दफ़्तर' }));
    await user.click(screen.getByRole('radio', { name: 'विस्तृत वास्तु रिपोर्ट' }));
    await user.type(screen.getByRole('textbox', { name: 'क्षेत्रफल' }), '2000');
    await user.click(screen.getByRole('button', { name: 'शुल्क निकालें' }));

    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { level: 2 })).toHaveTextContent('आपका अनुमान');
    expect(status).toHaveTextContent('अनुमानित शुल्क: ₹24,000');
    expect(within(status).getByText('मूल दर').nextElementSibling).toHaveTextContent('₹11 प्रति वर्ग फ़ुट');
    expect(within(status).getByText('संपत्ति').nextElementSibling).toHaveTextContent('व्यावसायिक, दफ़्तर');
    expect(within(status).getByText('क्षेत्रफल').nextElementSibling).toHaveTextContent('2,000 वर्ग फ़ुट');
    expect(within(status).getByRole('link', { name: 'यह परामर्श बुक करें' })).toBeInTheDocument();
    expect(status).not.toHaveTextContent(/[A-Za-z]{2,}/);
  });

  it('names an area in gaj with its square feet in Hindi', async () => {
    const user = userEvent.setup();
    onHindiPage(<CostEstimator />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'इकाई' }), 'gaj');
    await user.type(screen.getByRole('textbox', { name: 'क्षेत्रफल' }), '100');
    await user.click(screen.getByRole('button', { name: 'शुल्क निकालें' }));
    expect(within(screen.getByRole('status')).getByText('क्षेत्रफल').nextElementSibling).toHaveTextContent('100 गज (900 वर्ग फ़ुट)');
  });

  it('alerts in Hindi when the area is not a positive number', async () => {
    const user = userEvent.setup();
    onHindiPage(<CostEstimator />);
    await user.click(screen.getByRole('button', { name: 'शुल्क निकालें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(HI_MESSAGES.exact['Please enter a valid positive area value.']!);
  });
});

describe('the area calculator in Hindi', () => {
  it('names the shapes, units and dimensions in Hindi and shows the area', async () => {
    const user = userEvent.setup();
    onHindiPage(<AreaCalculator />);
    expect(screen.getByRole('radio', { name: 'वर्ग' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'इकाई' })).toHaveDisplayValue('मीटर (m)');
    expect(screen.getByRole('group', { name: 'वर्ग की माप, मीटर (m) में' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'भुजा (s)' }), '2');
    expect(screen.getByRole('status')).toHaveTextContent('क्षेत्रफल 4.00 m²');
    expect(screen.getByRole('figure')).toHaveTextContent('एक वर्ग, जिसकी भुजा s दिखाई गई है।');

    await user.click(screen.getByRole('radio', { name: 'त्रिज्यखंड' }));
    expect(screen.getByRole('textbox', { name: 'कोण (θ, डिग्री में)' })).toBeInTheDocument();
    expect(screen.getByText(/कोण अधिकतम 360° तक गिना जाता है।/)).toBeInTheDocument();
  });
});

describe('the area unit converter in Hindi', () => {
  it('gives 1 bigha of Haryana in every unit, named in Hindi', () => {
    onHindiPage(<AreaUnitConverter />);
    expect(screen.getByRole('combobox', { name: 'राज्य' })).toHaveDisplayValue('हरियाणा');
    const result = screen.getByRole('region', { name: 'बदला गया क्षेत्रफल' });
    expect(within(result).getByRole('table', { name: '1 बीघा, हरियाणा में' })).toBeInTheDocument();
    expect(within(result).getByRole('row', { name: /^वर्ग फ़ुट/ })).toHaveTextContent('9,075');
    expect(within(result).getByRole('row', { name: /^कनाल/ })).toHaveTextContent('1.6667');
  });

  it('says in Hindi that a unit is not used in a state, and what to type', async () => {
    const user = userEvent.setup();
    onHindiPage(<AreaUnitConverter />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'राज्य' }), 'assam');
    expect(screen.getByRole('row', { name: /^कनाल/ })).toHaveTextContent('असम में प्रचलित नहीं');

    await user.selectOptions(screen.getByRole('combobox', { name: 'इकाई' }), 'kanal');
    expect(screen.getByRole('textbox', { name: 'क्षेत्रफल' })).toHaveAccessibleDescription(/असम में कनाल प्रचलित नहीं है।/);

    await user.clear(screen.getByRole('textbox', { name: 'क्षेत्रफल' }));
    await user.type(screen.getByRole('textbox', { name: 'क्षेत्रफल' }), 'abc');
    expect(screen.getByRole('textbox', { name: 'क्षेत्रफल' })).toHaveAccessibleDescription(/क्षेत्रफल 0 से बड़ी संख्या में लिखें/);
  });
});
