import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import CostEstimator from '@/components/vastu-tools/CostEstimator';

function setup() {
  const user = userEvent.setup();
  render(<CostEstimator />);
  return user;
}

const radio = (name: string) => screen.getByRole('radio', { name });
const group = (name: string) => screen.getByRole('group', { name });
const area = () => screen.getByRole('textbox', { name: 'Area' });
const unit = () => screen.getByRole('combobox', { name: 'Unit' });
const result = () => screen.getByRole('status');
const checkedIn = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => r.getAttribute('value'));
const typeOptions = () => within(group('Property type')).getAllByRole('radio').map((r) => r.getAttribute('value'));

it('starts with residential, house, basic, an empty area in sq ft, and no result', () => {
  setup();
  expect(checkedIn('Property category')).toEqual(['residential']);
  expect(checkedIn('Property type')).toEqual(['house']);
  expect(checkedIn('Service level')).toEqual(['basic']);
  expect(area()).toHaveValue('');
  expect(unit()).toHaveValue('sqft');
  expect(typeOptions()).toEqual(['house', 'apartment', 'bungalow', 'farmhouse', 'plot']);
  expect(result()).not.toHaveTextContent('₹');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('estimates a commercial office with a detailed report: 2,000 sq ft → ₹24,000, with its parts', async () => {
  const user = setup();
  await user.click(radio('Commercial'));
  await user.click(radio('Office'));
  await user.click(radio('Detailed Vastu report'));
  await user.type(area(), '2000');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));

  const status = result();
  expect(status).toHaveTextContent('Estimated cost: ₹24,000');
  expect(within(status).getByText('Base rate').nextElementSibling).toHaveTextContent('₹11 per sq ft');
  expect(within(status).getByText('Area cost').nextElementSibling).toHaveTextContent('₹22,000');
  expect(within(status).getByText('Service charge').nextElementSibling).toHaveTextContent('₹2,000');
  expect(within(status).getByText('Property').nextElementSibling).toHaveTextContent('Commercial, Office');
  expect(within(status).getByText('Service').nextElementSibling).toHaveTextContent('Detailed Vastu report');
  expect(within(status).getByText('Area').nextElementSibling).toHaveTextContent('2,000 sq ft');
  expect(status).toHaveTextContent('This is an estimate. The final price may vary after a review of the site layout and the scope of work.');
});

it('ends the estimate with "Book this consultation", carrying the category, type, level and area as calculated', async () => {
  const user = setup();
  expect(screen.queryByRole('link', { name: 'Book this consultation' })).toBeNull();
  await user.click(radio('Industrial'));
  await user.click(radio('Warehouse'));
  await user.click(radio('On-site visit'));
  await user.type(area(), '1,250.5');
  await user.selectOptions(unit(), 'sqm');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(within(result()).getByRole('link', { name: 'Book this consultation' })).toHaveAttribute(
    'href',
    '/book/vastu-consultation-by-area?category=industrial&type=warehouse&level=onsite&area=1250.5&unit=sqm',
  );
});

it('converts square metres and gaj, and shows the area in sq ft', async () => {
  const user = setup();
  await user.type(area(), '100');
  await user.selectOptions(unit(), 'sqm');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(result()).toHaveTextContent('Estimated cost: ₹4,806');
  expect(within(result()).getByText('Area').nextElementSibling).toHaveTextContent('100 sq m (1,076.39 sq ft)');

  await user.selectOptions(unit(), 'gaj');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(result()).toHaveTextContent('Estimated cost: ₹4,100');
  expect(within(result()).getByText('Area').nextElementSibling).toHaveTextContent('100 gaj (900 sq ft)');
});

it('calculates with the keyboard alone: Enter in the area field submits', async () => {
  const user = setup();
  await user.tab();
  expect(radio('Residential')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(radio('Commercial')).toBeChecked();
  expect(radio('Shop')).toBeChecked();
  await user.type(area(), '1,000{Enter}');
  expect(result()).toHaveTextContent('Estimated cost: ₹7,000');
});

it('resets the type to the first of the new category when the category changes', async () => {
  const user = setup();
  await user.click(radio('Bungalow'));
  await user.click(radio('Commercial'));
  expect(typeOptions()).toEqual(['shop', 'office', 'hotel', 'clinic', 'mall']);
  expect(checkedIn('Property type')).toEqual(['shop']);

  await user.click(radio('Mall'));
  await user.click(radio('Industrial'));
  expect(typeOptions()).toEqual(['factory', 'warehouse', 'shed', 'food', 'plant']);
  expect(checkedIn('Property type')).toEqual(['factory']);

  await user.click(radio('Warehouse'));
  await user.click(radio('Residential'));
  expect(checkedIn('Property type')).toEqual(['house']);
});

it('keeps the other choices when the category changes', async () => {
  const user = setup();
  await user.click(radio('On-site visit'));
  await user.type(area(), '500');
  await user.selectOptions(unit(), 'gaj');
  await user.click(radio('Industrial'));
  expect(radio('On-site visit')).toBeChecked();
  expect(area()).toHaveValue('500');
  expect(unit()).toHaveValue('gaj');
});

it('Clear resets the inputs and removes the result', async () => {
  const user = setup();
  await user.click(radio('Industrial'));
  await user.click(radio('Shed'));
  await user.click(radio('On-site visit'));
  await user.type(area(), '1500');
  await user.selectOptions(unit(), 'sqm');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(result()).toHaveTextContent('₹');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(result()).not.toHaveTextContent('₹');
  expect(checkedIn('Property category')).toEqual(['residential']);
  expect(checkedIn('Property type')).toEqual(['house']);
  expect(checkedIn('Service level')).toEqual(['basic']);
  expect(area()).toHaveValue('');
  expect(unit()).toHaveValue('sqft');
});

it.each(['', '0', '-5', 'abc', '1e3', '1,5'])('alerts for the area %p and shows no result', async (typed) => {
  const user = setup();
  // A previous result goes away too.
  await user.type(area(), '100');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(result()).toHaveTextContent('₹900');

  await user.clear(area());
  if (typed) await user.type(area(), typed);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid positive area value\.$/);
  expect(result()).not.toHaveTextContent('₹');
  expect(area()).toHaveAttribute('aria-invalid', 'true');
  expect(area()).toHaveAccessibleDescription(/Please enter a valid positive area value\./);
  expect(area()).toHaveFocus();
});

it('drops the alert on a valid Calculate, and on Clear', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.type(area(), '1000');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(area()).not.toHaveAttribute('aria-invalid');
  expect(result()).toHaveTextContent('Estimated cost: ₹4,500');

  await user.clear(area());
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps the result as calculated until the next Calculate', async () => {
  const user = setup();
  await user.type(area(), '1000');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  await user.click(radio('Commercial'));
  expect(result()).toHaveTextContent('Estimated cost: ₹4,500');
  expect(within(result()).getByText('Property').nextElementSibling).toHaveTextContent('Residential, House');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(result()).toHaveTextContent('Estimated cost: ₹7,000');
});

it('is disabled in the server HTML, until React has hydrated it', () => {
  const html = renderToString(<CostEstimator />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelectorAll('fieldset[disabled]')).toHaveLength(4);
  expect(doc.querySelectorAll('button[disabled]')).toHaveLength(2);
});
