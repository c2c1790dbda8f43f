import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import BlogEditor from '@/components/admin-content/BlogEditor';
import Link from '@/components/ui/IntentLink';
import { isUuid } from '@/lib/contract/uuid';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { getBlogForAdmin } from '@/lib/server/services/blog-editing';

export const metadata: Metadata = { title: 'Edit article', robots: { index: false } };

export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage(CONTENT_STAFF);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const blog = await getBlogForAdmin(id).catch((err: { status?: number }) => (err?.status === 404 ? null : Promise.reject(err)));
  if (!blog) notFound();
  return (
    <>
      <Link href="/admin/blogs">← Articles</Link>
      <h1>Edit article</h1>
      <BlogEditor blog={blog} />
    </>
  );
}
