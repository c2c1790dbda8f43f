import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '72px 20px' }}>
      <p aria-hidden="true" style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: 'var(--color-primary)', fontFamily: 'var(--font-serif)' }}>
        404
      </p>
      <h1>Oops! Page not found.</h1>
      <p className="lead" style={{ margin: '0 auto 24px' }}>
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className="btn">
        Go to Home
      </Link>
    </div>
  );
}
