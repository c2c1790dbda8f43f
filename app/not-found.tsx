import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import '@/styles/globals.scss';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// Only for a path that reaches no root layout (proxy.ts sends every page path into app/[locale],
// whose not-found page is the one visitors see): a plain document of its own.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="container page" style={{ textAlign: 'center', padding: '72px 20px' }}>
          <h1>Oops! Page not found.</h1>
          <p className="lead">The page you are looking for does not exist or has moved.</p>
          <Link href="/" className="btn">
            Go to Home
          </Link>
        </main>
      </body>
    </html>
  );
}
