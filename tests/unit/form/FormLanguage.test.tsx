import { render, screen } from '@testing-library/react';
import { FieldError } from '@/components/form/Field';
import { FormLanguageProvider } from '@/components/form/FormLanguage';
import FormStatus from '@/components/form/FormStatus';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';

// The form kit shows the contracts' messages (English in the schemas) in the page's language: on
// a Hindi page ClientMessages gives it the Hindi table; on an English page there is none.

const MOBILE = 'Please enter a valid 10-digit mobile number.';

test('on a Hindi page a field problem and an alert read in Hindi', () => {
  render(
    <FormLanguageProvider table={HI_MESSAGES}>
      <FieldError id="mobile" error={MOBILE} />
      <FormStatus status={{ kind: 'error', text: 'Please write a little more: at least 10 characters.', seq: 1 }} />
    </FormLanguageProvider>,
  );
  expect(document.getElementById('mobile-error')).toHaveTextContent('कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें।');
  expect(screen.getByRole('alert')).toHaveTextContent('कृपया थोड़ा और लिखें: कम से कम 10 अक्षर।');
});

test('a message already in Hindi (from the API) is shown as it came', () => {
  render(
    <FormLanguageProvider table={HI_MESSAGES}>
      <FormStatus status={{ kind: 'error', text: 'OTP गलत है।', seq: 1 }} />
    </FormLanguageProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('OTP गलत है।');
});

test('on an English page the spec’s message is shown word for word', () => {
  render(<FieldError id="mobile" error={MOBILE} />);
  expect(document.getElementById('mobile-error')).toHaveTextContent(MOBILE);
});
