import type { Metadata } from 'next';
import AdminTable, { formatWhen } from '@/components/admin/AdminTable';
import styles from '@/components/admin/Admin.module.scss';
import Pager from '@/components/admin/Pager';
import { InputField, SelectField } from '@/components/form/Field';
import Link from '@/components/ui/IntentLink';
import StatusBadge from '@/components/bookings/StatusBadge';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, CALL_PROMISE_HOURS, CONSULTATION_MODE_LABELS, isCallOverdue } from '@/lib/consultations/booking-status';
import { formatRupees } from '@/lib/consultations/services';
import { adminBookingListQuerySchema, paidAtOf, type AdminBookingListQuery } from '@/lib/contract/admin-bookings';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { listBookingsForAdmin } from '@/lib/server/services/admin-bookings';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bookings' };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Every customer's bookings, newest first, 25 a page: by state, by the India day they were made, or found by booking number, mobile or booking id. */
export default async function BookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaffPage(ADMIN_ONLY);
  const raw = await searchParams;
  const typed = { page: first(raw.page), status: first(raw.status) ?? '', from: first(raw.from) ?? '', to: first(raw.to) ?? '', q: first(raw.q) ?? '' };
  const parsed = adminBookingListQuerySchema.safeParse(typed);
  const query: AdminBookingListQuery = parsed.success ? parsed.data : { page: 1, status: undefined, from: undefined, to: undefined, q: undefined };
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the filters.');
  const list = await listBookingsForAdmin(query);
  const filters = Object.fromEntries(Object.entries({ status: query.status, from: query.from, to: query.to, q: query.q }).filter(([, v]) => v)) as Record<string, string>;
  const href = (page: number) => `/admin/bookings?${new URLSearchParams({ ...filters, page: String(page) })}`;
  const now = new Date();
  return (
    <>
      <h1>Bookings</h1>
      <form method="get" action="/admin/bookings" className={styles.toolbar} role="search" aria-label="Find bookings">
        <SelectField
          id="booking-status"
          name="status"
          label="State"
          defaultValue={typed.status}
          options={[{ value: '', label: 'Any state' }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }))]}
        />
        <InputField id="booking-from" name="from" type="date" label="Booked from" defaultValue={typed.from} />
        <InputField id="booking-to" name="to" type="date" label="Booked up to" defaultValue={typed.to} />
        <InputField id="booking-q" name="q" type="search" label="Booking number, mobile or booking id" maxLength={40} autoComplete="off" defaultValue={typed.q} />
        <button type="submit" className="btn btn-outline">
          Find
        </button>
      </form>
      {problem ? (
        <p role="alert" className="message-error">
          {problem} Showing all bookings instead.
        </p>
      ) : null}
      {list.items.length === 0 ? <p>No bookings here.</p> : null}
      <AdminTable columns={['Booked', 'Booking', 'Customer', 'Amount', 'State']}>
        {list.items.map((b) => {
          const overdue = isCallOverdue(b.status, paidAtOf(b), now);
          return (
            <tr key={b._id} data-testid="booking-row" data-booking-id={b._id}>
              <td data-label="Booked">{formatWhen(b.createdAt)}</td>
              <td data-label="Booking">
                <Link href={`/admin/bookings/${b._id}`}>{b.serviceTitle}</Link>
                <br />
                <small>{b.number ?? b._id}</small>
              </td>
              <td data-label="Customer">
                {b.customer ? (
                  <>
                    {b.customer.name || 'No name given'}
                    <br />
                    <a href={`tel:${b.customer.mobile.replace(/\s/g, '')}`}>{b.customer.mobile}</a>
                  </>
                ) : (
                  'Account deleted'
                )}
              </td>
              <td data-label="Amount">{formatRupees(b.amountPaise)}</td>
              <td data-label="State">
                <StatusBadge status={b.status} />
                {b.slot ? (
                  <>
                    <br />
                    {formatWhen(b.slot.start)}
                  </>
                ) : b.scheduledFor ? (
                  <>
                    <br />
                    {formatWhen(b.scheduledFor)}
                  </>
                ) : null}
                {b.expert ? (
                  <>
                    <br />
                    {b.expert.name}
                  </>
                ) : null}
                {b.mode ? (
                  <>
                    <br />
                    {CONSULTATION_MODE_LABELS[b.mode]}
                  </>
                ) : null}
                {overdue ? (
                  <>
                    <br />
                    <strong className={styles.overdue}>Overdue: paid more than {CALL_PROMISE_HOURS} hours ago, not called yet</strong>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager page={query.page} total={list.total} href={href} />
    </>
  );
}
