'use client';
import { useEffect, useRef, useState } from 'react';
import { fetchAppVersion } from '@/lib/client/api';

/**
 * The astrologer-app download link, shown only when the version call returns an app URL. `label`:
 * its words in the page's language (the footer reads them from its catalogue).
 *
 * The call is made when the footer comes near the screen, not while the page loads: it needs the
 * API client and an XSRF cookie, two requests and a script that a visitor reading the top of a
 * page has no use for, and that would otherwise compete with the page becoming interactive.
 */
export default function AstrologerAppLink({ label, className }: { label: string; className?: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [appUrl, setAppUrl] = useState<string | null>(null);

  useEffect(() => {
    const footerPart = marker.current?.parentElement;
    if (!footerPart) return;
    let active = true;
    const load = () =>
      fetchAppVersion()
        .then((res) => {
          if (!active) return;
          if (res.success && res.appUrl) setAppUrl(res.appUrl);
          else console.warn('Astrologer app URL is not available');
        })
        .catch((err) => console.error('Could not load the astrologer app version', err));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(footerPart);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  if (!appUrl) return <span ref={marker} hidden />;
  return (
    <a href={appUrl} className={className} target="_blank" rel="noopener noreferrer" data-testid="astrologer-app-link">
      {label}
    </a>
  );
}
