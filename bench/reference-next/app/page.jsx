import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>One heading, a paragraph and one link: the framework&apos;s own JavaScript and nothing else.</p>
      <Link href="/">Back to the top</Link>
    </main>
  );
}
