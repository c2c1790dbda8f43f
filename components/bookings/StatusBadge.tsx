import { bookingStatusLabel, type BookingLanguage, type BookingStatus } from '@/lib/consultations/booking-status';
import styles from './Bookings.module.scss';

/** A symbol per state, so that states differ by shape and words as well as by colour. */
const STATUS_SYMBOLS: Record<BookingStatus, string> = {
  pending_payment: '○',
  paid: '✓',
  scheduled: '◷',
  completed: '★',
  cancelled: '✕',
  refunded: '↺',
};

/** A booking's state as a badge: its symbol and its words, on its own colours (dark on light, AA contrast). */
export default function StatusBadge({ status, locale = 'en' }: { status: BookingStatus; locale?: BookingLanguage }) {
  return (
    <span className={styles.status} data-status={status} data-testid="status-badge">
      <span aria-hidden="true">{STATUS_SYMBOLS[status]}</span> <span>{bookingStatusLabel(status, locale)}</span>
    </span>
  );
}
