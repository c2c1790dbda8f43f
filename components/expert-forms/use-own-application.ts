'use client';
import { useEffect, useRef, useState } from 'react';
import { fetchOwnApplications } from '@/lib/client/api';
import type { OwnApplication } from '@/lib/contract/expert-profile';
import type { ExpertKind } from '@/lib/experts';

export type OwnApplicationOf<K extends ExpertKind> = Extract<OwnApplication, { kind: K }>;

/**
 * Reads the signed-in applicant's own application of this kind once, so a reload or a later visit
 * shows where it stands instead of an empty form. `onFound` fills the form from it. Until the
 * answer comes `checking` is true; any failure (signed out, offline) just leaves the empty form.
 */
export function useOwnApplication<K extends ExpertKind>(kind: K, onFound: (application: OwnApplicationOf<K>) => void): { checking: boolean } {
  const [checking, setChecking] = useState(true);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const applications = await fetchOwnApplications();
        const mine = Array.isArray(applications) ? applications.find((a): a is OwnApplicationOf<K> => a.kind === kind) : undefined;
        if (live && mine) found.current(mine);
      } catch {
        // Nothing to show: the form stays empty, as before any application.
      } finally {
        if (live) setChecking(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [kind]);

  return { checking };
}
