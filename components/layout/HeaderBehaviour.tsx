'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Whether `href` is the page at `pathname` or one of its sub-pages. */
export function isCurrentPath(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

function closeMenus(header: Element, except?: Node) {
  for (const menu of header.querySelectorAll('details[open]')) {
    if (!except || !menu.contains(except)) (menu as HTMLDetailsElement).open = false;
  }
}

function hidePhoneMenu() {
  const nav = document.getElementById('site-nav');
  if (nav?.matches(':popover-open')) nav.hidePopover();
}

/**
 * What the header's `<details>` menus and popover cannot do alone: close on a click or tap
 * elsewhere, on Escape (focus back on the menu's summary), when an entry is chosen and on
 * navigation; and mark the link of the current page. Renders nothing.
 */
export default function HeaderBehaviour() {
  const pathname = usePathname();

  useEffect(() => {
    const header = document.querySelector('[data-site-header]');
    if (!header) return;
    closeMenus(header);
    hidePhoneMenu();
    for (const link of header.querySelectorAll<HTMLAnchorElement>('nav a[href]')) {
      const href = link.getAttribute('href')!.split('?')[0]!;
      if (isCurrentPath(href, pathname)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  useEffect(() => {
    const header = document.querySelector('[data-site-header]');
    if (!header) return;
    // The page's scripts have run (tests wait for this before measuring what a page fetches).
    header.setAttribute('data-interactive', '');
    function onPointer(event: PointerEvent) {
      closeMenus(header!, event.target as Node);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const open = header!.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      // Escape closes the innermost menu first; the phone menu (a popover) stays open.
      event.preventDefault();
      open.open = false;
      open.querySelector('summary')?.focus();
    }
    function onClick(event: MouseEvent) {
      if (!(event.target as Element).closest?.('a[href]')) return;
      // After the link's own handler has started the navigation (a link to this very page too).
      setTimeout(() => {
        closeMenus(header!);
        hidePhoneMenu();
      }, 0);
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    header.addEventListener('click', onClick as EventListener);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      header.removeEventListener('click', onClick as EventListener);
    };
  }, []);

  return null;
}
