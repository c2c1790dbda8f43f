import type { Metadata } from 'next';
import AdminTable, { formatWhen } from '@/components/admin/AdminTable';
import Pager from '@/components/admin/Pager';
import ShowFilter from '@/components/admin/ShowFilter';
import { Stars } from '@/components/reviews/Stars';
import ReviewModeration from '@/components/admin/ReviewModeration';
import Link from '@/components/ui/IntentLink';
import { adminReviewsQuerySchema, REVIEW_VISIBILITIES, type ReviewVisibility } from '@/lib/contract/reviews';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listReviewsForAdmin } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Reviews' };

const VISIBILITY_LABELS: Record<ReviewVisibility, string> = { all: 'All reviews', visible: 'Visible', hidden: 'Hidden' };

/** Customers' reviews of experts, newest first, 25 a page; an admin hides an abusive one with a reason, or shows it again. */
export default async function ReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaffPage(ADMIN_ONLY);
  const raw = await searchParams;
  const parsed = adminReviewsQuerySchema.safeParse({ page: raw.page, visibility: raw.visibility });
  const query = parsed.success ? parsed.data : { page: 1, visibility: 'all' as const };
  const list = await listReviewsForAdmin(query);
  const href = (page: number) => `/admin/reviews?${new URLSearchParams({ visibility: query.visibility, page: String(page) })}`;
  return (
    <>
      <h1>Reviews</h1>
      <p>Every review comes from a completed consultation. A review cannot be edited here: hide an abusive one, with the reason, or show it again.</p>
      <ShowFilter action="/admin/reviews" id="review-visibility" name="visibility" value={query.visibility} options={REVIEW_VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))} />
      {list.items.length === 0 ? <p>No reviews here.</p> : null}
      <AdminTable columns={['Written', 'Customer and booking', 'Expert', 'Review', 'Status', 'Actions']}>
        {list.items.map((r) => (
          <tr key={r._id}>
            <td data-label="Written">{formatWhen(r.createdAt)}</td>
            <td data-label="Customer and booking">
              {r.customerName || 'No name'} <br />
              <Link href={`/admin/bookings/${r.bookingId}`}>{r.bookingNumber || 'Booking'}</Link>
            </td>
            <td data-label="Expert">{r.expertSlug}</td>
            <td data-label="Review">
              <Stars rating={r.rating} /> {r.text}
            </td>
            <td data-label="Status">{r.hiddenAt ? `Hidden ${formatWhen(r.hiddenAt)}: ${r.hiddenReason}` : 'Visible'}</td>
            <td data-label="Actions">
              <ReviewModeration reviewId={r._id} hidden={r.hiddenAt !== null} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={query.page} total={list.total} href={href} />
    </>
  );
}
