import { fireEvent, render, screen, within } from '@testing-library/react';
import { FormLanguageProvider } from '@/components/form/FormLanguage';
import VastuCheckForm from '@/components/vastu-check/VastuCheckForm';
import VastuCheckResult from '@/components/vastu-check/VastuCheckResult';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import { checkVastu, type VastuAnswers } from '@/lib/vastu/self-check';
import { idealVastuAnswers } from '../../support/vastu-answers';
import { useTestLocale } from '../../support/test-locale';

// The self-check's questionnaire and result on a Hindi page (issue 26), and the same components
// on an English page, whose words stay as they were.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => '/hi/vastu-check' }));

const DEVANAGARI = /[\u0900-\u097F]/;

afterEach(() => useTestLocale('en'));

const answers: VastuAnswers = { ...idealVastuAnswers, toilets: ['NE'], kitchen: 'N' };
const checkIn = (language: 'en' | 'hi') => ({ _id: '00000000-0000-4000-8000-000000000000', answers, report: checkVastu(answers, language), createdAt: '2026-11-26T10:00:00.000Z' });

describe('the questionnaire in Hindi', () => {
  it('asks each step in Hindi, with the zones by their Vastu names and the contract problem in Hindi', () => {
    useTestLocale('hi');
    render(
      <FormLanguageProvider table={HI_MESSAGES}>
        <VastuCheckForm />
      </FormLanguageProvider>,
    );
    expect(screen.getByText('चरण 1 / 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपकी संपत्ति' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'यह घर है या व्यापार का स्थान?' })).getByRole('radio', { name: 'घर' })).toBeChecked();
    const shape = screen.getByRole('group', { name: 'प्लॉट (या फ़्लैट) का आकार कैसा है?' });

    // An unanswered question: the contract's message, in Hindi.
    fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    expect(within(shape).getByRole('alert').textContent).toMatch(DEVANAGARI);
    expect(within(shape).getByRole('alert').textContent).not.toMatch(/[A-Za-z]{3,}/);

    fireEvent.click(within(shape).getByRole('radio', { name: 'वर्गाकार' }));
    fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    const entrance = screen.getByRole('group', { name: 'मुख्य द्वार किस दिशा में है?' });
    expect(within(entrance).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'उत्तर-पश्चिम',
      'उत्तर',
      'उत्तर-पूर्व',
      'पश्चिम',
      'पूर्व',
      'दक्षिण-पश्चिम',
      'दक्षिण',
      'दक्षिण-पूर्व',
    ]);
    fireEvent.click(within(entrance).getByRole('radio', { name: 'उत्तर-पूर्व' }));
    // The picture says what it shows in Hindi.
    expect(screen.getByTestId('vastu-compass').querySelector('desc')!.textContent).toBe('नक्शा, ऊपर उत्तर दिशा। मुख्य द्वार उत्तर-पूर्व (ईशान कोण) में।');
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeInTheDocument();
  });

  it('keeps the English questionnaire word for word', () => {
    render(<VastuCheckForm />);
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your property' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('group', { name: 'What is the shape of the plot (or the flat)?' })).getByRole('alert')).toHaveTextContent('Please choose the shape of the plot.');
    fireEvent.click(screen.getByRole('radio', { name: 'Square' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'In which direction is the main entrance?' })).getByRole('radio', { name: 'North-east' }));
    expect(screen.getByTestId('vastu-compass').querySelector('desc')!.textContent).toBe('Layout, north at the top. Entrance in the North-east (Ishanya).');
  });
});

describe('the result in Hindi', () => {
  it('writes the score wording, zones, table and remedies in Hindi', () => {
    useTestLocale('hi');
    const { container } = render(<VastuCheckResult check={checkIn('hi')} pdfHref="/api/vastu-check/x/pdf" />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['अंक', 'हर दिशा का परिणाम', 'आपका नक्शा', 'हर उत्तर की जाँच', 'बिना तोड़-फोड़ के उपाय', 'क्या आप चाहते हैं कि कोई विशेषज्ञ आपका नक्शा देखे?']);
    expect(screen.getByTestId('vastu-score')).toHaveTextContent(`${checkIn('hi').report.score} / 100`);
    expect(container.querySelector('[data-zone="NE"]')).toHaveTextContent(/^उत्तर-पूर्व \(ईशान कोण\): ध्यान दें/);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['भाग', 'दिशा', 'परिणाम', 'कारण']);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    // Nothing left in English but the PDF's name (the PDF itself is English for now).
    const visible = container.textContent!.replace('PDF', '');
    expect(visible).toMatch(DEVANAGARI);
    expect(visible.match(/[A-Za-z]{2,}/g)).toBeNull();
  });

  it('keeps the English result word for word', () => {
    render(<VastuCheckResult check={checkIn('en')} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Score', 'Zone by zone', 'Your layout', 'Each answer checked', 'Remedies without demolition', 'Want an expert to look at your plan?']);
    expect(screen.getByText('Green: good. Yellow: fair. Red: needs attention. North is at the top.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Professional Vastu Check' })).toBeInTheDocument();
  });
});
