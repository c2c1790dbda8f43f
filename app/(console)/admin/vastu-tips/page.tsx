import type { Metadata } from 'next';
import styles from '@/components/admin-content/AdminContent.module.scss';
import Pager from '@/components/admin-content/Pager';
import VastuTipForm from '@/components/admin-content/VastuTipForm';
import VastuTipHindiForm from '@/components/admin-content/VastuTipHindiForm';
import { adminPageQuerySchema } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listVastuTipsForAdmin } from '@/lib/server/services/content-editing';

export const metadata: Metadata = { title: 'Vastu tips', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminVastuTipsPage({ searchParams }: Props) {
  await requireStaffPage(CONTENT_STAFF);
  const raw = (await searchParams).page;
  const parsed = adminPageQuerySchema.safeParse({ page: typeof raw === 'string' ? raw : undefined });
  const list = await listVastuTipsForAdmin(parsed.success ? parsed.data.page : 1);
  return (
    <>
      <h1>Vastu tips</h1>
      <section aria-labelledby="new-tip">
        <h2 id="new-tip">Add a tip</h2>
        <VastuTipForm />
      </section>
      <section aria-labelledby="tips" style={{ marginTop: 32 }}>
        <h2 id="tips">Tips on the site ({list.total})</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Hindi title</th>
              <th scope="col">Narration</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((t) => (
              <tr key={t._id}>
                <td>{t.title}</td>
                <td>
                  <span lang={t.titleHi ? 'hi' : undefined}>{t.titleHi || 'Not written: /hi/vastu-tips shows the English'}</span>
                  <details>
                    <summary>Edit the Hindi</summary>
                    <VastuTipHindiForm tip={t} />
                  </details>
                </td>
                <td>
                  <audio controls preload="none" src={t.audioUrl} aria-label={`Narration of ${t.title}`} />
                  {t.audioUrlHi && <audio controls preload="none" src={t.audioUrlHi} aria-label={`Hindi narration of ${t.title}`} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager path="/admin/vastu-tips" page={list.page} totalPages={list.totalPages} />
      </section>
    </>
  );
}
