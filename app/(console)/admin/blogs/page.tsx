import type { Metadata } from 'next';
import Pager from '@/components/admin-content/Pager';
import styles from '@/components/admin-content/AdminContent.module.scss';
import Link from '@/components/ui/IntentLink';
import { adminPageQuerySchema } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listBlogsForAdmin } from '@/lib/server/services/blog-editing';
import { formatDate } from '@/lib/text';

export const metadata: Metadata = { title: 'Articles', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminBlogsPage({ searchParams }: Props) {
  await requireStaffPage(CONTENT_STAFF);
  const raw = (await searchParams).page;
  const parsed = adminPageQuerySchema.safeParse({ page: typeof raw === 'string' ? raw : undefined });
  const list = await listBlogsForAdmin(parsed.success ? parsed.data.page : 1);
  return (
    <>
      <div className={styles.toolbar}>
        <h1>Articles</h1>
        <Link href="/admin/blogs/new" className="btn">
          New article
        </Link>
      </div>
      {list.items.length === 0 ? (
        <p>No articles yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Category</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((b) => (
              <tr key={b._id}>
                <td>
                  <Link href={`/admin/blogs/${b._id}`}>{b.title}</Link>
                </td>
                <td className={styles.status}>{b.status === 'published' ? 'Published' : 'Draft'}</td>
                <td>{b.category}</td>
                <td>
                  <time dateTime={b.updatedAt}>{formatDate(b.updatedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin/blogs" page={list.page} totalPages={list.totalPages} />
    </>
  );
}
