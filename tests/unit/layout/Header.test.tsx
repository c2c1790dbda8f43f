import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '@/components/layout/Header';

const push = jest.fn();
let mockPathname = '/';
const logout = jest.fn(() => Promise.resolve());
jest.mock('@/lib/client/api', () => ({ logout: () => logout() }));

jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push }),
}));

const toolsButton = () => screen.getByRole('button', { name: /^Tools/ });
const toolsMenu = () => document.getElementById('tools-menu')!;
const profileMenu = () => document.getElementById('profile-menu')!;

function renderHeader() {
  const user = userEvent.setup();
  const view = render(<Header />);
  return { user, ...view };
}

beforeEach(() => {
  mockPathname = '/';
  push.mockReset();
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Header: account area', () => {
  it('shows a Login link to /login for an anonymous visitor', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Profile/ })).toBeNull();
  });

  it("shows the signed-in user's name instead of Login", () => {
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    renderHeader();
    expect(screen.getByRole('button', { name: /^Asha/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it.each([
    ['no name', { _id: 'u2' }],
    ['a blank name', { _id: 'u2', name: '   ' }],
  ])("shows 'Profile' for a signed-in user with %s", (_case, stored) => {
    window.localStorage.setItem('userData', JSON.stringify(stored));
    renderHeader();
    expect(screen.getByRole('button', { name: /^Profile/ })).toBeInTheDocument();
  });

  it('removes corrupt stored user data and shows Login', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('userData', '{not json');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('treats stored data without an _id as signed out and removes it', () => {
    window.localStorage.setItem('userData', JSON.stringify({ name: 'Asha' }));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('opens the profile menu with My Profile, My Bookings and Logout', async () => {
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: /^Asha/ });
    expect(profileMenu()).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(profileMenu());
    expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('logs out: ends the server session, clears local storage, shows Login again and goes to /login', async () => {
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    window.localStorage.setItem('savedReport', '{"x":1}');
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /^Asha/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    logout.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /^Asha/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('picks up a sign-in made in another tab (storage event)', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem('userData', JSON.stringify({ _id: 'u3', name: 'Ravi' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    });
    expect(screen.getByRole('button', { name: /^Ravi/ })).toBeInTheDocument();
  });
});

describe('Header: Tools menu', () => {
  const toolLinks: [string, string][] = [
    ['Kundli', '/kundli'],
    ['Matchmaking', '/matchMaking'],
    ['Lucky Numbers', '/luckyNumber'],
    ['Horoscope', '/horoscope'],
    ['Cost Calculator', '/cost-calculator'],
    ['Measurement Converter', '/measurement-converter'],
    ['Vastu Tips', '/vastu-tips'],
  ];

  it('is closed at first and opens on click, showing every tool link', async () => {
    const { user } = renderHeader();
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toolsMenu()).not.toBeVisible();
    await user.click(toolsButton());
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(toolsMenu()).toBeVisible();
    for (const [label, href] of toolLinks) {
      const link = within(toolsMenu()).getByRole('link', { name: label });
      expect(link).toBeVisible();
      expect(link).toHaveAttribute('href', href);
    }
  });

  it('toggles closed when the Tools button is clicked again', async () => {
    const { user } = renderHeader();
    await user.click(toolsButton());
    await user.click(toolsButton());
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toolsMenu()).not.toBeVisible();
  });

  it('closes when the user clicks outside it', async () => {
    const { user } = renderHeader();
    await user.click(toolsButton());
    fireEvent.pointerDown(document.body);
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toolsMenu()).not.toBeVisible();
  });

  it('stays open when the user clicks inside it', async () => {
    const { user } = renderHeader();
    await user.click(toolsButton());
    fireEvent.pointerDown(within(toolsMenu()).getByText('Astrology Tools'));
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the Tools button', async () => {
    const { user } = renderHeader();
    await user.click(toolsButton());
    within(toolsMenu()).getByRole('link', { name: 'Kundli' }).focus();
    await user.keyboard('{Escape}');
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toolsButton()).toHaveFocus();
  });

  it('closes when a tool link is followed', async () => {
    const { user } = renderHeader();
    await user.click(toolsButton());
    const link = within(toolsMenu()).getByRole('link', { name: 'Horoscope' });
    // next/link would navigate; the menu must close regardless.
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toolsMenu()).not.toBeVisible();
  });

  it('closes when the page changes', async () => {
    const { user, rerender } = renderHeader();
    await user.click(toolsButton());
    mockPathname = '/kundli';
    rerender(<Header />);
    expect(toolsButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header: navigation', () => {
  it('links the main pages and marks the current one', () => {
    mockPathname = '/blogs/vastu-bedroom-sleep';
    renderHeader();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Our Experts' })).toHaveAttribute('href', '/ourexpert');
  });

  it('the mobile Menu button flips aria-expanded and its accessible label', async () => {
    const { user } = renderHeader();
    const menu = screen.getByRole('button', { name: /Open menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'site-nav');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleName(/Close menu/);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
