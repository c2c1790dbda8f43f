'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useStoredUser, type StoredUser } from '@/lib/client/user';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Sends an anonymous visitor to /login. This only shapes the screen: the data behind it is
 * authorised by the server on every call.
 */
export default function RequireSignIn({ children }: { children: (user: StoredUser) => ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const user = useStoredUser();
  useEffect(() => {
    if (hydrated && !user) router.replace('/login');
  }, [hydrated, user, router]);
  if (!hydrated || !user) return <p role="status">Loading…</p>;
  return <>{children(user)}</>;
}
