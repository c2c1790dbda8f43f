// The smallest page a Next.js app can serve, built with this repo's Next.js and React: `npm run
// bench` scores it with Lighthouse next to the site's pages, so what the framework alone costs on
// the machine of that run is known.
export const metadata = { title: 'Reference page', description: 'A bare Next.js page: one heading, a paragraph and one link.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
