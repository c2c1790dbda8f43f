import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import MuhurtaForm from '@/components/muhurta/MuhurtaForm';
import { searchMuhurtas } from '@/lib/client/astro-api';

// The muhurta form checks what the contract cannot see: the place must come from the suggestions (its coordinates
// are what the search uses), and birth details are all or nothing. A complete form sends the contract's request.

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }), usePathname: () => '/muhurta' }));
jest.mock('@/lib/client/astro-api', () => ({ searchMuhurtas: jest.fn() }));

const NEW_DELHI = { label: 'New Delhi', latitude: '28.6358', longitude: '77.2245', timezone: 'Asia/Kolkata' };
const renderForm = () => render(<MuhurtaForm from="2027-02-01" to="2027-03-31" place={NEW_DELHI} />);

beforeEach(() => jest.mocked(searchMuhurtas).mockReset());

test('a complete form sends the search for the default place and opens its private result', async () => {
  jest.mocked(searchMuhurtas).mockResolvedValue({ status: 'success', data: { id: 'c0ffee00-0000-4000-8000-000000000000' } } as never);
  renderForm();
  fireEvent.click(screen.getByRole('radio', { name: /Griha pravesh/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Leave out Rahu kaal' }));
  fireEvent.click(screen.getByRole('button', { name: 'Find muhurtas' }));
  await waitFor(() => expect(searchMuhurtas).toHaveBeenCalledTimes(1));
  expect(jest.mocked(searchMuhurtas).mock.calls[0]![0]).toEqual({
    activity: 'griha-pravesh', from: '2027-02-01', to: '2027-03-31', latitude: 28.6358, longitude: 77.2245, timezone: 'Asia/Kolkata', avoidRahuKaal: true,
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/muhurta/c0ffee00-0000-4000-8000-000000000000'));
});

test('a place typed but not chosen from the suggestions is refused at the place field', async () => {
  renderForm();
  fireEvent.change(screen.getByRole('combobox', { name: 'Place' }), { target: { value: 'Somewhere' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find muhurtas' }));
  expect(await screen.findByText('Choose the place from the suggestions.')).toBeInTheDocument();
  expect(searchMuhurtas).not.toHaveBeenCalled();
});

test('birth details are all or nothing: a birth date alone is refused and the birth section opens', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-08-15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find muhurtas' }));
  expect(await screen.findAllByText('Fill in the birth date, time and place, or leave all three empty.')).toHaveLength(2);
  expect(screen.getByText('Add your birth details for tarabalam and chandrabalam').closest('details')).toHaveAttribute('open');
  expect(searchMuhurtas).not.toHaveBeenCalled();
});
