import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import AreaCalculator from '@/components/vastu-tools/AreaCalculator';
import { SHAPES } from '@/lib/vastu/area';

function setup() {
  const user = userEvent.setup();
  const view = render(<AreaCalculator />);
  return { user, ...view };
}

const result = () => screen.getByRole('status');
const unit = () => screen.getByRole('combobox', { name: 'Unit' });
const field = (name: string) => screen.getByRole('textbox', { name });
const dimensionFields = () => within(screen.getByRole('group', { name: /^Dimensions/ })).getAllByRole('textbox');

it('starts with a square in metres and an area of 0.00 m²', () => {
  setup();
  expect(screen.getByRole('radio', { name: 'Square' })).toBeChecked();
  expect(unit()).toHaveValue('m');
  expect(dimensionFields()).toHaveLength(1);
  expect(field('Side (s)')).toHaveValue('');
  expect(result()).toHaveTextContent('Area 0.00 m²');
});

it('recalculates on every keystroke', async () => {
  const { user } = setup();
  await user.type(field('Side (s)'), '1');
  expect(result()).toHaveTextContent('1.00 m²');
  await user.type(field('Side (s)'), '2');
  expect(result()).toHaveTextContent('144.00 m²');
  await user.type(field('Side (s)'), '.5');
  expect(result()).toHaveTextContent('156.25 m²');
  await user.clear(field('Side (s)'));
  expect(result()).toHaveTextContent('0.00 m²');
});

it('gives a circle of radius 2 m as 12.57 m², and a new unit only renames it', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('radio', { name: 'Circle' }));
  await user.type(field('Radius (r)'), '2');
  expect(result()).toHaveTextContent('12.57 m²');
  await user.selectOptions(unit(), 'ft');
  expect(result()).toHaveTextContent('12.57 ft²');
  expect(field('Radius (r)')).toHaveValue('2');
});

it('counts non-numeric input as 0', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('radio', { name: 'Rectangle' }));
  await user.type(field('Length (l)'), '4');
  await user.type(field('Width (w)'), 'abc');
  expect(result()).toHaveTextContent('0.00 m²');
  await user.clear(field('Width (w)'));
  await user.type(field('Width (w)'), '2.5');
  expect(result()).toHaveTextContent('10.00 m²');
});

it('switching the shape keeps the unit and clears the dimensions', async () => {
  const { user } = setup();
  await user.selectOptions(unit(), 'yd');
  await user.type(field('Side (s)'), '3');
  expect(result()).toHaveTextContent('9.00 yd²');

  await user.click(screen.getByRole('radio', { name: 'Trapezoid' }));
  expect(unit()).toHaveValue('yd');
  expect(dimensionFields().map((f) => f.getAttribute('name'))).toEqual(['base1', 'base2', 'height']);
  for (const f of dimensionFields()) expect(f).toHaveValue('');
  expect(result()).toHaveTextContent('0.00 yd²');
  await user.type(field('Base 1 (b₁)'), '3');
  await user.type(field('Base 2 (b₂)'), '5');
  await user.type(field('Height (h)'), '4');
  expect(result()).toHaveTextContent('16.00 yd²');

  await user.click(screen.getByRole('radio', { name: 'Octagon' }));
  expect(field('Side (s)')).toHaveValue('');
  expect(result()).toHaveTextContent('0.00 yd²');
});

it('works with the keyboard: arrow keys choose the shape', async () => {
  const { user } = setup();
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Square' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Circle' })).toBeChecked();
  await user.tab(); // the unit
  await user.tab(); // the radius
  expect(field('Radius (r)')).toHaveFocus();
  await user.keyboard('1');
  expect(result()).toHaveTextContent('3.14 m²');
});

it.each([
  ['Sector', { 'Radius (r)': '2', 'Angle (θ, degrees)': '90' }, '3.14 m²'],
  ['Ellipse', { 'Radius a': '3', 'Radius b': '2' }, '18.85 m²'],
  ['Triangle', { 'Base (b)': '10', 'Height (h)': '5' }, '25.00 m²'],
  ['Parallelogram', { 'Base (b)': '6', 'Height (h)': '3' }, '18.00 m²'],
  ['Octagon', { 'Side (s)': '1' }, '4.83 m²'],
])('%s %j → %s', async (shape, inputs, shown) => {
  const { user } = setup();
  await user.click(screen.getByRole('radio', { name: shape }));
  for (const [label, value] of Object.entries(inputs)) await user.type(field(label), value);
  expect(result()).toHaveTextContent(shown);
});

it.each(SHAPES.map((s) => [s.label, s.id, s.fields.map((f) => f.label), s.description] as const))(
  '%s shows its inputs and a decorative drawing with a text alternative',
  async (label, id, labels, description) => {
    const { user, container } = setup();
    await user.click(screen.getByRole('radio', { name: label }));
    expect(dimensionFields()).toHaveLength(labels.length);
    for (const l of labels) expect(field(l)).toBeInTheDocument();
    const svg = container.querySelector(`svg[data-shape="${id}"]`);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent(description);
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
  },
);

it('is disabled in the server HTML, until React has hydrated it', () => {
  const html = renderToString(<AreaCalculator />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelectorAll('fieldset[disabled]')).toHaveLength(2);
  expect(doc.querySelector('select')?.hasAttribute('disabled')).toBe(true);
  expect(doc.querySelector('[role="status"]')?.textContent).toContain('0.00 m²');
});
