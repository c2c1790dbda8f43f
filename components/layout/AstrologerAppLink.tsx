'use client';
import { useEffect, useState } from 'react';
import { fetchAppVersion } from '@/lib/client/api';

/** The astrologer-app download link, shown only when the version call returns an app URL. */
export default function AstrologerAppLink({ className }: { className?: string }) {
  const [appUrl, setAppUrl] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchAppVersion()
      .then((res) => {
        if (!active) return;
        if (res.success && res.appUrl) setAppUrl(res.appUrl);
        else console.warn('Astrologer app URL is not available');
      })
      .catch((err) => console.error('Could not load the astrologer app version', err));
    return () => {
      active = false;
    };
  }, []);

  if (!appUrl) return null;
  return (
    <a href={appUrl} className={className} target="_blank" rel="noopener noreferrer" data-testid="astrologer-app-link">
      Download the Astrologer App
    </a>
  );
}
