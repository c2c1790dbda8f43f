'use client';
import Link from '@/components/ui/IntentLink';
import RequireSignIn from './RequireSignIn';
import styles from './Account.module.scss';

/** The signed-in user's bookings. None can be made online yet, so the list is empty for now. */
export default function BookingsScreen() {
  return (
    <RequireSignIn>
      {() => (
        <div className={`card ${styles.empty}`}>
          <h2>No bookings yet</h2>
          <p>When you book a consultation or order a report, it will appear here with its date and status.</p>
          <p>
            <Link href="/services" className="btn">
              Browse services
            </Link>{' '}
            <Link href="/contact" className="btn btn-outline">
              Contact us
            </Link>
          </p>
        </div>
      )}
    </RequireSignIn>
  );
}
