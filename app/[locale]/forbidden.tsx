import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';

export const metadata: Metadata = { title: 'No access', robots: { index: false } };

/** Shown with a 403 when a signed-in account lacks the role a page needs (see lib/server/auth/staff.ts). */
export default function Forbidden() {
  return (
    <div className="container page">
      <h1>You do not have access to this page</h1>
      <p className="lead">Your account is signed in, but this part of the console is for other staff roles. If you need it, please ask an admin.</p>
      <Link href="/" className="btn">
        Go to Home
      </Link>
    </div>
  );
}
