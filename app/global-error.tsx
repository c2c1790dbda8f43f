'use client';

// Shown only when the root layout itself fails. Deliberately plain: Next's built-in version
// ships its own styles and icons in every page's first-load JavaScript.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <main style={{ maxWidth: 640, margin: '15vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Something went wrong</h1>
          <p>Please try again in a moment.</p>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
