import NotFound from './[locale]/not-found';
import '@/styles/globals.scss';

export { generateMetadata } from './[locale]/not-found';

// Only for a path that reaches no root layout (every page path is served inside app/[locale],
// whose not-found page is the one visitors see): the same page in a plain document of its own.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <NotFound />
        </main>
      </body>
    </html>
  );
}
