import { notFound } from 'next/navigation';

// Any path without a page: the language's not-found page (app/[locale]/not-found.tsx), in its frame.
export default function NoSuchPage() {
  notFound();
}
