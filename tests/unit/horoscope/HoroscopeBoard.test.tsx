import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import HoroscopeBoard from '@/components/horoscope/HoroscopeBoard';
import { fetchHoroscope } from '@/lib/client/api';
import { HINDI_SIGN_NAMES, SIGNS } from '@/lib/astro/zodiac';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { indiaDate } from '@/lib/text';

jest.mock('@/lib/client/api', () => ({ fetchHoroscope: jest.fn() }));
const fetchMock = fetchHoroscope as jest.MockedFunction<typeof fetchHoroscope>;

const day = '2026-11-21';
const entries: HoroscopeEntry[] = SIGNS.map((sign, i) => ({
  sign,
  content: `Reading for ${sign}: a day for steady steps.`,
  mood: `Mood-${sign}`,
  luckyNumber: (i % 9) + 1,
  luckyColor: `Colour-${sign}`,
  date: day,
}));

function Fresh({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(entries);
});

function renderBoard(initialEntries: HoroscopeEntry[] = entries) {
  const user = userEvent.setup();
  render(<HoroscopeBoard initialEntries={initialEntries} />, { wrapper: Fresh });
  return user;
}

const entrySection = () => document.getElementById('horoscope-entry')!;

describe('HoroscopeBoard', () => {
  it('offers all twelve signs with their Hindi names, none selected, and prompts the visitor to choose', () => {
    renderBoard();
    const group = screen.getByRole('group', { name: 'Choose your sign' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent?.replace(/^\W+/u, ''))).toEqual(SIGNS.map((s) => `${s}${HINDI_SIGN_NAMES[s]}`));
    for (const b of buttons) expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(entrySection()).toHaveTextContent('Choose your sign to read today’s horoscope.');
  });

  it("shows Leo's reading, mood, lucky number and colour when Leo is chosen", async () => {
    const user = renderBoard();
    const leo = screen.getByRole('button', { name: /^Leo/ });
    await user.click(leo);
    expect(leo).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Leo today');
    const section = entrySection();
    expect(section).toHaveTextContent('Reading for Leo: a day for steady steps.');
    expect(section).toHaveTextContent('Mood-Leo');
    expect(section).toHaveTextContent('Lucky number5');
    expect(section).toHaveTextContent('Colour-Leo');
    expect(section).toHaveTextContent('21 November 2026');
    expect(section).not.toHaveTextContent('Choose your sign');
    expect(section).not.toHaveTextContent('Reading for Aries');
    expect(screen.getByRole('link', { name: /Leo: tomorrow, this week and this month/ })).toHaveAttribute('href', '/horoscope/leo');
  });

  it('switches to another sign and moves the pressed state with it', async () => {
    const user = renderBoard();
    await user.click(screen.getByRole('button', { name: /^Leo/ }));
    await user.click(screen.getByRole('button', { name: /^Pisces/ }));
    expect(screen.getByRole('button', { name: /^Pisces/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Leo/ })).toHaveAttribute('aria-pressed', 'false');
    expect(entrySection()).toHaveTextContent('Reading for Pisces');
    expect(entrySection()).not.toHaveTextContent('Reading for Leo');
  });

  it('says so when the chosen sign has no reading yet', async () => {
    const withoutLeo = entries.filter((e) => e.sign !== 'Leo');
    fetchMock.mockResolvedValue(withoutLeo);
    const user = renderBoard(withoutLeo);
    await user.click(screen.getByRole('button', { name: /^Leo/ }));
    expect(entrySection()).toHaveTextContent('Today’s reading for this sign is not available yet.');
  });

  it("does not ask the API again when the page already holds today's readings", async () => {
    const today = entries.map((e) => ({ ...e, date: indiaDate() }));
    const user = renderBoard(today);
    await user.click(screen.getByRole('button', { name: /^Leo/ }));
    expect(entrySection()).toHaveTextContent('Reading for Leo');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches today's readings when the page was kept from an earlier day, and shows them", async () => {
    const today = entries.map((e) => ({ ...e, date: indiaDate(), content: `Today for ${e.sign}.` }));
    fetchMock.mockResolvedValue(today);
    const user = renderBoard(entries);
    await user.click(screen.getByRole('button', { name: /^Leo/ }));
    expect(await screen.findByText('Today for Leo.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
