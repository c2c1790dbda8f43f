import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import PlaceInput from '@/components/places/PlaceInput';
import { http } from '@/lib/client/axios-client';
import type { Place } from '@/lib/places/types';

jest.mock('@/lib/client/axios-client', () => ({ http: { get: jest.fn() } }));
const getMock = http.get as jest.MockedFunction<typeof http.get>;

const place = (id: string, name: string, label: string, timezone = 'Asia/Kolkata', countryCode = 'IN'): Place => ({
  id,
  name,
  label,
  latitude: 28.41,
  longitude: 77.31,
  timezone,
  countryCode,
});
const FARIDABAD = place('1271951', 'Faridabad', 'Faridabad, Haryana, India');
const FARRUKHABAD = place('1271942', 'Farrukhabad', 'Farrukhabad, Uttar Pradesh, India');
const FARAH = place('1142264', 'Farah', 'Farah, Farah, Afghanistan', 'Asia/Kabul', 'AF');

const reply = (data: Place[]) => ({ data: { status: 'success', data } }) as Awaited<ReturnType<typeof http.get>>;

function Form({ onSelect = jest.fn(), onTextChange }: { onSelect?: (p: Place) => void; onTextChange?: (t: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <p id="place-hint">City, town or village of birth</p>
      <PlaceInput
        id="birth-place"
        name="birthPlace"
        label="Birth place"
        required
        describedBy="place-hint"
        value={text}
        onTextChange={(t) => {
          setText(t);
          onTextChange?.(t);
        }}
        onSelect={onSelect}
      />
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: /Birth place/ });

async function typeAndWait(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(combobox(), text);
  await screen.findByRole('listbox', { name: /Birth place/ });
}

beforeEach(() => {
  getMock.mockReset();
  getMock.mockResolvedValue(reply([FARIDABAD, FARRUKHABAD, FARAH]));
});

describe('PlaceInput (offline gazetteer)', () => {
  it('is a labelled, collapsed combobox linked to its listbox and hint', () => {
    render(<Form />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', 'birth-place-listbox');
    expect(input).toHaveAttribute('aria-describedby', 'place-hint');
    expect(input).toHaveAttribute('name', 'birthPlace');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById('birth-place-listbox')).toHaveAttribute('role', 'listbox');
  });

  it('asks the server once, after a pause, and shows the suggestions', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeAndWait(user, 'far');
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(getMock).toHaveBeenCalledWith('/places', expect.objectContaining({ params: { q: 'far' } }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['FaridabadHaryana, India', 'FarrukhabadUttar Pradesh, India', 'FarahFarah, Afghanistan']);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('3 places found');
  });

  it('does not ask for a single letter', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(combobox(), 'f');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(getMock).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Form onSelect={onSelect} />);
    await typeAndWait(user, 'far');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', 'birth-place-option-0');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', 'birth-place-option-0'); // wrapped
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', 'birth-place-option-2');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(FARIDABAD);
    expect(combobox()).toHaveValue('Faridabad, Haryana, India');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('leaves Enter alone while no option is active', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Form onSelect={onSelect} />);
    await typeAndWait(user, 'far');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('far');
  });

  it('closes with Escape and opens again with ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeAndWait(user, 'far');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('far');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', 'birth-place-option-0');
  });

  it('chooses with a click or tap, keeping focus in the field', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Form onSelect={onSelect} />);
    await typeAndWait(user, 'far');
    await user.click(screen.getByRole('option', { name: /Farah/ }));
    expect(onSelect).toHaveBeenCalledWith(FARAH);
    expect(combobox()).toHaveValue('Farah, Farah, Afghanistan');
    expect(combobox()).toHaveFocus();
  });

  it('says "No places found" when nothing matches, and Escape dismisses it', async () => {
    getMock.mockResolvedValue(reply([]));
    const user = userEvent.setup();
    render(<Form />);
    await user.type(combobox(), 'xyzzy');
    expect(await screen.findByText('No places found')).toBeVisible();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No places found')).toBeNull();
  });

  it('tells the visitor when suggestions cannot be fetched, and the text stays', async () => {
    getMock.mockRejectedValue(new Error('Network Error'));
    const user = userEvent.setup();
    render(<Form />);
    await user.type(combobox(), 'far');
    expect(await screen.findByText(/Place suggestions are unavailable/)).toBeInTheDocument();
    expect(combobox()).toHaveValue('far');
  });

  it('reports every edit and closes when the field loses focus', async () => {
    const onTextChange = jest.fn();
    const user = userEvent.setup();
    render(<Form onTextChange={onTextChange} />);
    await typeAndWait(user, 'far');
    expect(onTextChange.mock.calls.map(([t]) => t)).toEqual(['f', 'fa', 'far']);
    await user.tab();
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('reuses suggestions it already has for the same text', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await typeAndWait(user, 'far');
    await user.keyboard('{Backspace}');
    await user.keyboard('r');
    await screen.findByRole('listbox');
    expect(getMock.mock.calls.filter(([, c]) => (c as { params: { q: string } }).params.q === 'far')).toHaveLength(1);
  });
});
