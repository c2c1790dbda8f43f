'use client';
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's link: Next's `Link`, prefetching its page only once the visitor shows intent
 * (pointer over it, a touch, keyboard focus) instead of as soon as it is on screen.
 *
 * Next's default prefetches every link that scrolls into view; on the home page that is a dozen
 * requests whose answers a phone must parse while the page is becoming interactive. Our pages
 * come from a cache, so a page fetched on intent is still there by the time of the click.
 * (The pattern is Next's own "hover-triggered prefetch".)
 */
export default function IntentLink({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? (prefetch ?? null) : false}
      onPointerEnter={(e) => {
        show();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
    />
  );
}
