import { render, screen } from '@testing-library/react';
import { InputField, SelectField } from '@/components/form/Field';

it('links the label, the hint and the problem to the control', () => {
  render(<InputField id="city" label="City" hint="As on your ID." error="City is required." required value="" onChange={() => {}} />);
  const input = screen.getByRole('textbox', { name: 'City' });
  expect(input).toHaveAttribute('id', 'city');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('As on your ID. City is required.');
  expect(document.getElementById('city-error')).toHaveTextContent('City is required.');
});

it('marks nothing while there is no problem, and a select works the same way', () => {
  render(<SelectField id="g" label="Gender" options={[{ value: '', label: 'Select' }]} value="" onChange={() => {}} />);
  const select = screen.getByRole('combobox', { name: 'Gender' });
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(select).not.toHaveAttribute('aria-describedby');
});
