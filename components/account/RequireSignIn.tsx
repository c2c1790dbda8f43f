'use client';
import { usePathname } from 'next/navigation';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, type ReactNode } from 'react';
import { useStoredUser, type StoredUser } from '@/lib/client/user';
import { useHydrated } from '@/components/ui/use-hydrated';
import { signInPath } from '@/lib/return-path';

/**
 * Sends an anonymous visitor to /login, and back here after signing in. This only shapes the screen: the data behind it is
 * authorised by the server on every call. `loading` is said until the stored user is known, in the page's language.
 */
export default function RequireSignIn({ loading, children }: { loading: string; children: (user: StoredUser) => ReactNode }) {
  const router = useLocaleRouter();
  const pathname = usePathname();
  const hydrated = useHydrated();
  const user = useStoredUser();
  useEffect(() => {
    if (hydrated && !user) router.replace(signInPath(pathname));
  }, [hydrated, user, router, pathname]);
  if (!hydrated || !user) return <p role="status">{loading}</p>;
  return <>{children(user)}</>;
}
