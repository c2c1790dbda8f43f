import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';

export const metadata: Metadata = { title: 'Please sign in', robots: { index: false } };

/** Shown with a 401 when a staff page is opened without signing in (see lib/server/auth/staff.ts). */
export default function Unauthorized() {
  return (
    <div className="container page">
      <h1>Please sign in</h1>
      <p className="lead">This page is for staff. Sign in with your mobile number, then open it again.</p>
      <Link href="/login" className="btn">
        Sign in
      </Link>
    </div>
  );
}
