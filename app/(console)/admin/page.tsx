import type { Metadata } from 'next';
import { formatWhen } from '@/components/admin/AdminTable';
import styles from '@/components/admin/Admin.module.scss';
import RefundRetry from '@/components/admin/RefundRetry';
import Link from '@/components/ui/IntentLink';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import { CALL_PROMISE_HOURS } from '@/lib/consultations/booking-status';
import { formatRupees } from '@/lib/consultations/services';
import { ADMIN_ROLE, STAFF_ROLES } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { APPOINTMENT_DAYS, getDashboardCounts } from '@/lib/server/services/admin-dashboard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

/** What needs doing today. Editors see the content areas in the menu; the counts are the admin's work. */
export default async function AdminDashboard() {
  const user = await requireStaffPage(STAFF_ROLES);
  const isAdmin = user.roles.includes(ADMIN_ROLE);
  const counts = isAdmin ? await getDashboardCounts() : null;
  return (
    <>
      <h1>Dashboard</h1>
      {counts ? (
        <div className={styles.cards}>
          <section className={`${styles.card} ${styles.wideCard}`} aria-labelledby="dash-money">
            <h2 id="dash-money">Payments</h2>
            <table className={styles.money}>
              <caption className="visually-hidden">Paid revenue and refunds, India time</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">Today</th>
                  <th scope="col">This month</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Paid</th>
                  <td data-testid="revenue-today">{formatRupees(counts.money.today.paidPaise)}</td>
                  <td data-testid="revenue-month">{formatRupees(counts.money.month.paidPaise)}</td>
                </tr>
                <tr>
                  <th scope="row">Refunded</th>
                  <td data-testid="refunds-today">{formatRupees(counts.money.today.refundedPaise)}</td>
                  <td data-testid="refunds-month">{formatRupees(counts.money.month.refundedPaise)}</td>
                </tr>
              </tbody>
            </table>
            <p>Payments taken and refunds made since midnight and since the 1st, India time.</p>
          </section>
          <section className={`${styles.card} ${styles.wideCard}`} aria-labelledby="dash-appointments">
            <h2 id="dash-appointments">Appointments, next {APPOINTMENT_DAYS} days</h2>
            {counts.appointments.length === 0 ? <p>No consultations in the next {APPOINTMENT_DAYS} days.</p> : null}
            {counts.appointments.map((group) => (
              <section key={group.expert?.slug ?? 'unassigned'} data-testid={`appointments-${group.expert?.slug ?? 'unassigned'}`} aria-label={group.expert?.name ?? 'No expert yet'}>
                <h3>
                  {group.expert?.name ?? 'No expert yet'}: <span data-testid="appointment-count">{group.bookings.length}</span>
                </h3>
                <ul>
                  {group.bookings.map((b) => (
                    <li key={b.id}>
                      {formatBookingTime(b.start)}, <Link href={`/admin/bookings/${b.id}`}>{b.number ?? b.serviceTitle}</Link> ({b.serviceTitle})
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
          <section className={styles.card} aria-labelledby="dash-bookings">
            <h2 id="dash-bookings">Bookings to call</h2>
            <span className={styles.count} data-testid="bookings-to-call">
              {counts.bookingsToCall}
            </span>
            <p>Paid, not yet called.</p>
            <Link href="/admin/bookings?status=paid">Call the customers</Link>
          </section>
          <section className={styles.card} aria-labelledby="dash-overdue">
            <h2 id="dash-overdue">Waiting more than {CALL_PROMISE_HOURS} hours</h2>
            <span className={`${styles.count} ${counts.overdueBookings > 0 ? styles.overdue : ''}`} data-testid="overdue-bookings">
              {counts.overdueBookings}
            </span>
            {counts.overdueBookings > 0 ? (
              <>
                <p>
                  <strong className={styles.overdue}>Overdue: we promise a call within {CALL_PROMISE_HOURS} hours of payment.</strong>
                </p>
                <ul>
                  {counts.overdue.map((b) => (
                    <li key={b.id}>
                      <Link href={`/admin/bookings/${b.id}`}>{b.serviceTitle}</Link>, {b.customerName || b.customerMobile || 'account deleted'}, paid {formatWhen(b.paidAt)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>None: every paid booking was called in time.</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="dash-refunds">
            <h2 id="dash-refunds">Refunds to retry</h2>
            <span className={`${styles.count} ${counts.refundsToRetry.length > 0 ? styles.overdue : ''}`} data-testid="refunds-to-retry">
              {counts.refundsToRetry.length}
            </span>
            {counts.refundsToRetry.length > 0 ? (
              <>
                <p>Payments that came after their booking stopped waiting for one. The provider did not give them back: retry each.</p>
                <ul>
                  {counts.refundsToRetry.map((r) => (
                    <li key={r.id} data-testid="refund-to-retry">
                      {r.bookingId ? <Link href={`/admin/bookings/${r.bookingId}`}>{r.serviceTitle}</Link> : 'Booking deleted'}, {formatRupees(r.amountPaise)}, payment {r.paymentId}:{' '}
                      {r.refusal ? `refused (${r.refusal})` : 'stopped before the provider answered'}. <RefundRetry paymentRowId={r.id} paymentId={r.paymentId} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>None: every late or double payment went back.</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="dash-messages">
            <h2 id="dash-messages">Unread messages</h2>
            <span className={styles.count} data-testid="unread-messages">
              {counts.unreadMessages}
            </span>
            <Link href="/admin/messages?status=new">Read new messages</Link>
          </section>
          <section className={styles.card} aria-labelledby="dash-applications">
            <h2 id="dash-applications">Pending expert applications</h2>
            <span className={styles.count} data-testid="pending-applications">
              {counts.pendingApplications}
            </span>
          </section>
        </div>
      ) : (
        <p>Choose a content area from the menu.</p>
      )}
    </>
  );
}
