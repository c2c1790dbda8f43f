import type { Metadata } from 'next';
import BlogEditor from '@/components/admin-content/BlogEditor';
import Link from '@/components/ui/IntentLink';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';

export const metadata: Metadata = { title: 'New article', robots: { index: false } };

export default async function NewBlogPage() {
  await requireStaffPage(CONTENT_STAFF);
  return (
    <>
      <Link href="/admin/blogs">← Articles</Link>
      <h1>New article</h1>
      <BlogEditor />
    </>
  );
}
