import { BOOKING_STATUSES, canChangeStatus, canCustomerCancel, hasReceipt, nextStatuses } from '@/lib/consultations/booking-status';

describe('booking states', () => {
  it('lets a payment mark an unpaid booking paid, and nothing else', () => {
    expect(canChangeStatus('pending_payment', 'paid', 'payment')).toBe(true);
    for (const from of BOOKING_STATUSES) if (from !== 'pending_payment') expect(canChangeStatus(from, 'paid', 'payment')).toBe(false);
    expect(canChangeStatus('pending_payment', 'cancelled', 'payment')).toBe(false);
  });

  it('lets a customer cancel only while unpaid', () => {
    expect(canCustomerCancel('pending_payment')).toBe(true);
    for (const status of ['paid', 'scheduled', 'completed', 'cancelled', 'refunded'] as const) expect(canCustomerCancel(status)).toBe(false);
    expect(canChangeStatus('pending_payment', 'paid', 'customer')).toBe(false);
  });

  it('never cancels a paid booking outright: the money goes back as a refund', () => {
    expect(canChangeStatus('paid', 'cancelled', 'admin')).toBe(false);
    expect(canChangeStatus('paid', 'refunded', 'admin')).toBe(true);
    expect(canChangeStatus('paid', 'scheduled', 'admin')).toBe(true);
    expect(canChangeStatus('scheduled', 'scheduled', 'admin')).toBe(true);
    expect(canChangeStatus('scheduled', 'completed', 'admin')).toBe(true);
  });

  it('keeps final states final', () => {
    for (const status of ['completed', 'cancelled', 'refunded'] as const) {
      expect(nextStatuses(status)).toEqual([]);
      for (const to of BOOKING_STATUSES) expect(canChangeStatus(status, to, 'admin')).toBe(false);
    }
  });

  it('has a receipt once paid', () => {
    expect(BOOKING_STATUSES.filter(hasReceipt)).toEqual(['paid', 'scheduled', 'completed', 'refunded']);
  });
});
