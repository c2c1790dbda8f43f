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

// The header's menus are <details> disclosures: the summary is what a visitor activates.
const toolsSummary = () => screen.getByText(/^Free Tools/, { selector: 'summary' });
const toolsMenu = () => toolsSummary().closest('details')!;
const profileSummary = (name: RegExp) => screen.getByText(name, { selector: 'summary span' }).closest('summary')!;
const profileMenu = () => document.getElementById('profile-menu')!.closest('details')!;

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
    expect(screen.queryByText('Profile')).toBeNull();
  });

  it("shows the signed-in user's name instead of Login", () => {
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    renderHeader();
    expect(profileSummary(/^Asha$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it.each([
    ['no name', { _id: 'u2' }],
    ['a blank name', { _id: 'u2', name: '   ' }],
  ])("shows 'Profile' for a signed-in user with %s", (_case, stored) => {
    window.localStorage.setItem('userData', JSON.stringify(stored));
    renderHeader();
    expect(profileSummary(/^Profile$/)).toBeInTheDocument();
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
    expect(profileMenu()).not.toHaveAttribute('open');
    await user.click(profileSummary(/^Asha$/));
    expect(profileMenu()).toHaveAttribute('open');
    const menu = within(profileMenu());
    expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('logs out: ends the server session, clears local storage, shows Login again and goes to /login', async () => {
    window.localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    window.localStorage.setItem('savedReport', '{"x":1}');
    const { user } = renderHeader();
    await user.click(profileSummary(/^Asha$/));
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
    await user.click(profileSummary(/^Asha$/));
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
    expect(profileSummary(/^Ravi$/)).toBeInTheDocument();
  });
});

describe('Header: Free Tools menu', () => {
  const toolLinks: [string, string][] = [
    ['Kundli', '/kundli'],
    ['Match Making', '/matchMaking'],
    ['Horoscope', '/horoscope'],
    ['Lucky Number', '/luckyNumber'],
    ['Cost Calculator', '/cost-calculator'],
    ['Area Calculator', '/measurement-converter'],
    ['Vastu Tips', '/vastu-tips'],
  ];

  it('is closed at first and opens on click, showing every tool link', async () => {
    const { user } = renderHeader();
    expect(toolsMenu()).not.toHaveAttribute('open');
    await user.click(toolsSummary());
    expect(toolsMenu()).toHaveAttribute('open');
    for (const [label, href] of toolLinks) {
      expect(within(toolsMenu()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('closes when the user clicks outside it, and stays open for a click inside', async () => {
    const { user } = renderHeader();
    await user.click(toolsSummary());
    fireEvent.pointerDown(within(toolsMenu()).getByText('Astrology Tools'));
    expect(toolsMenu()).toHaveAttribute('open');
    fireEvent.pointerDown(document.body);
    expect(toolsMenu()).not.toHaveAttribute('open');
  });

  it('closes on Escape and returns focus to its summary', async () => {
    const { user } = renderHeader();
    await user.click(toolsSummary());
    act(() => within(toolsMenu()).getByRole('link', { name: 'Kundli' }).focus());
    await user.keyboard('{Escape}');
    expect(toolsMenu()).not.toHaveAttribute('open');
    expect(toolsSummary()).toHaveFocus();
  });

  it('closes when a tool link is followed', async () => {
    const { user } = renderHeader();
    await user.click(toolsSummary());
    const link = within(toolsMenu()).getByRole('link', { name: 'Horoscope' });
    // next/link would navigate; the menu must close regardless.
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(toolsMenu()).not.toHaveAttribute('open');
  });

  it('closes when the page changes', async () => {
    const { user, rerender } = renderHeader();
    await user.click(toolsSummary());
    mockPathname = '/kundli';
    rerender(<Header />);
    expect(toolsMenu()).not.toHaveAttribute('open');
  });
});

describe('Header: navigation', () => {
  it('links the main pages, groups the FAQs and marks the current page', () => {
    mockPathname = '/blogs/vastu-bedroom-sleep';
    renderHeader();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Our Experts' })).toHaveAttribute('href', '/ourexpert');
    const faqs = screen.getByText(/^FAQs/, { selector: 'summary' }).closest('details')!;
    expect(within(faqs).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/faqs', '/vastu-faqs']);
  });

  it('the Login link brings the visitor back to this page', () => {
    mockPathname = '/kundli';
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fkundli');
  });

  it('the brand is an SVG logo and text, not a glyph', () => {
    renderHeader();
    const brand = screen.getByRole('link', { name: /AstroVastu/ });
    expect(brand.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(brand.textContent).not.toMatch(/\u0950/);
  });

  it('the phone Menu button opens the navigation as a popover', () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('popovertarget', 'site-nav');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toHaveAttribute('popover', 'auto');
  });
});
