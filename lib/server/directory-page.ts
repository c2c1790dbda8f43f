import 'server-only';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import { logError } from './log';
import { listDirectoryExperts } from './services/public-experts';

/** The directory's experts for its pages, or undefined when they cannot be read (the page says so and is not kept). */
export function loadDirectoryExperts(): Promise<DirectoryExpert[] | undefined> {
  return listDirectoryExperts().catch((err) => {
    logError('could not load experts', err, { page: 'astrologers' });
    return undefined;
  });
}
