import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import VastuTips, { filterTips } from '@/components/vastu/VastuTips';
import { fetchVastuTips } from '@/lib/client/api';
import type { VastuTip } from '@/lib/contract/content';

jest.mock('@/lib/client/api', () => ({ fetchVastuTips: jest.fn() }));
const fetchMock = fetchVastuTips as jest.MockedFunction<typeof fetchVastuTips>;

const tips: VastuTip[] = [
  {
    _id: 't1',
    title: 'Place the Kitchen in the South-East',
    description: 'The south-east is the zone of Agni, the fire element.',
    fileUrl: '/images/tips/kitchen-in-south-east.webp',
    audioUrl: '/audio/tips/kitchen-in-south-east.mp3',
  },
  {
    _id: 't2',
    title: 'Keep the Main Entrance Well Lit',
    description: 'A bright entrance welcomes guests. Avoid clutter near the kitchen door.',
    fileUrl: '/images/tips/well-lit-main-entrance.webp',
    audioUrl: '/audio/tips/well-lit-main-entrance.mp3',
  },
  {
    _id: 't3',
    title: 'Sleep With Your Head to the South',
    description: 'Place your bed so that your head points south.',
    fileUrl: '/images/tips/sleep-head-to-south.webp',
    audioUrl: '/audio/tips/sleep-head-to-south.mp3',
  },
];

function Fresh({ children }: { children: ReactNode }) {
  // A new cache per render: SWR would otherwise share data between tests.
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function renderTips(initialTips?: VastuTip[]) {
  const user = userEvent.setup();
  const view = render(<VastuTips initialTips={initialTips} />, { wrapper: Fresh });
  const audio = view.container.querySelector('audio')!;
  return { user, audio, ...view };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const tipCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const tipButton = (title: string) => within(tipCard(title)).getByRole('button');

let play: jest.SpyInstance<Promise<void>, []>;
let pause: jest.SpyInstance<void, []>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(tips);
  // jsdom does not implement media playback.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('filterTips', () => {
  it('returns every tip (as a new array) for an empty or blank query', () => {
    expect(filterTips(tips, '')).toEqual(tips);
    expect(filterTips(tips, '   ')).toEqual(tips);
    expect(filterTips(tips, '')).not.toBe(tips);
  });

  it('matches titles case-insensitively and ignores surrounding spaces', () => {
    expect(filterTips(tips, '  KITCHEN ').map((t) => t._id)).toEqual(['t1']);
    expect(filterTips(tips, 'south').map((t) => t._id)).toEqual(['t1', 't3']);
  });

  it('does not search descriptions', () => {
    expect(filterTips(tips, 'Agni')).toEqual([]);
  });
});

describe('VastuTips list and search', () => {
  it('renders every tip from initialTips with its image, description and a Play Audio button', () => {
    const { container } = renderTips(tips);
    expect(titles()).toEqual(tips.map((t) => t.title));
    expect(screen.getByText('The south-east is the zone of Agni, the fire element.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play Audio:/ })).toHaveLength(3);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('filters by title as the user types, case-insensitively', async () => {
    const { user } = renderTips(tips);
    await user.type(screen.getByLabelText('Search tips by title'), 'kItChEn');
    expect(titles()).toEqual(['Place the Kitchen in the South-East']);
    await user.clear(screen.getByLabelText('Search tips by title'));
    await user.type(screen.getByLabelText('Search tips by title'), 'SOUTH');
    expect(titles()).toEqual(['Place the Kitchen in the South-East', 'Sleep With Your Head to the South']);
  });

  it('does not match words that appear only in a description', async () => {
    const { user } = renderTips(tips);
    await user.type(screen.getByLabelText('Search tips by title'), 'clutter');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No tips found.')).toBeInTheDocument();
  });

  it("shows 'No tips found.' when nothing matches, and the list again when the search is cleared", async () => {
    const { user } = renderTips(tips);
    const search = screen.getByLabelText('Search tips by title');
    await user.type(search, 'swimming pool');
    expect(screen.getByRole('status')).toHaveTextContent('No tips found.');
    await user.clear(search);
    expect(titles()).toHaveLength(3);
    expect(screen.queryByText('No tips found.')).toBeNull();
  });

  it("shows 'Loading tips...' while the tips are being fetched, then the tips", async () => {
    let resolve!: (value: VastuTip[]) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderTips();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tips...');
    expect(titles()).toEqual([]);
    await act(async () => resolve(tips));
    expect(await screen.findByRole('heading', { name: tips[0]!.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading tips...')).toBeNull();
  });

  it("shows 'No tips found.' and logs the error when loading fails", async () => {
    fetchMock.mockRejectedValue(new Error('network down'));
    renderTips();
    expect(await screen.findByText('No tips found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading tips...')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Could not load Vastu tips', expect.any(Error));
  });
});

describe('VastuTips audio', () => {
  const [kitchen, entrance] = [tips[0]!, tips[1]!];

  it('plays a tip: its button switches to Pause and the audio source is that tip', async () => {
    const { user, audio } = renderTips(tips);
    await user.click(tipButton(kitchen.title));
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.getAttribute('src')).toBe(kitchen.audioUrl);
    const button = tipButton(kitchen.title);
    expect(button).toHaveTextContent('Pause');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(`Pause: ${kitchen.title}`);
    expect(tipButton(entrance.title)).toHaveTextContent('Play Audio');
  });

  it('switches to another tip: only the new one shows Pause', async () => {
    const { user, audio } = renderTips(tips);
    await user.click(tipButton(kitchen.title));
    await user.click(tipButton(entrance.title));
    expect(audio.getAttribute('src')).toBe(entrance.audioUrl);
    expect(play).toHaveBeenCalledTimes(2);
    expect(tipButton(entrance.title)).toHaveTextContent('Pause');
    expect(tipButton(kitchen.title)).toHaveTextContent('Play Audio');
    expect(tipButton(kitchen.title)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('pauses when Pause is clicked and returns to Play Audio', async () => {
    const { user } = renderTips(tips);
    await user.click(tipButton(kitchen.title));
    pause.mockClear();
    await user.click(tipButton(kitchen.title));
    expect(pause).toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
    expect(tipButton(kitchen.title)).toHaveTextContent('Play Audio');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('returns to idle when the narration ends', async () => {
    const { user, audio } = renderTips(tips);
    await user.click(tipButton(kitchen.title));
    fireEvent.ended(audio);
    expect(tipButton(kitchen.title)).toHaveTextContent('Play Audio');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('returns to idle and logs when the browser refuses to play', async () => {
    play.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { user } = renderTips(tips);
    await user.click(tipButton(kitchen.title));
    await screen.findByRole('button', { name: `Play Audio: ${kitchen.title}` });
    expect(tipButton(kitchen.title)).toHaveAttribute('aria-pressed', 'false');
    expect(consoleError).toHaveBeenCalledWith('Could not play the tip audio', expect.any(DOMException));
  });
});
