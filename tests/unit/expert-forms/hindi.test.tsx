import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import ApplicationStatus from '@/components/expert-forms/ApplicationStatus';
import AvailabilityEditor from '@/components/expert-forms/AvailabilityEditor';
import ImageField from '@/components/expert-forms/ImageField';
import { defaultAvailability } from '@/lib/contract/expert-profile';
import { useTestLocale } from '../../support/test-locale';

// On a Hindi page the profile forms' parts speak Hindi: the weekdays by their Hindi names, the
// switch's state, the slot's labels, the photo's hint and the application's status.

beforeEach(() => useTestLocale('hi'));
afterEach(() => useTestLocale('en'));

describe('the expert forms in Hindi', () => {
  it('names the days and their slots in Hindi', () => {
    render(<AvailabilityEditor legend="साप्ताहिक उपलब्धता" value={defaultAvailability()} onChange={() => {}} />);
    const monday = screen.getByRole('group', { name: 'सोमवार' });
    expect(within(monday).getByRole('switch', { name: /सोमवार/ })).toHaveTextContent('उपलब्ध');
    expect(within(monday).getByLabelText('सोमवार समय 1 आरंभ')).toHaveValue('09:00');
    expect(within(monday).getByRole('button', { name: 'समय जोड़ें (सोमवार में)' })).toBeInTheDocument();
    expect(screen.queryByText(/Monday|Available|slot/)).toBeNull();
  });

  it('gives the photo’s rules in Hindi', () => {
    render(<ImageField id="photo" label="प्रोफ़ाइल चित्र" file={null} onChange={() => {}} required />);
    expect(screen.getByText('JPEG, PNG या WebP, अधिकतम 5 MB।')).toBeInTheDocument();
  });

  it('says where the application stands in Hindi', () => {
    render(<ApplicationStatus kind="vastu-astrologer" headingRef={createRef()} status="pending" onChange={() => {}} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('वास्तु ज्योतिषी के लिए आपका आवेदन');
    expect(screen.getByText('समीक्षा में')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अपना आवेदन बदलें' })).toBeInTheDocument();
  });
});
