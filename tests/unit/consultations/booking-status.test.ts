import { BOOKING_STATUSES, CALL_PROMISE_HOURS, canChangeStatus, canCustomerCancel, hasReceipt, isCallOverdue, nextStatuses } from '@/lib/consultations/booking-status';

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

describe('the 24-hour call promise', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000).toISOString();

  it('is broken for a paid booking nobody has scheduled for more than 24 hours', () => {
    expect(CALL_PROMISE_HOURS).toBe(24);
    expect(isCallOverdue('paid', hoursAgo(24.01), now)).toBe(true);
    expect(isCallOverdue('paid', hoursAgo(23.99), now)).toBe(false);
  });

  it('is kept once the booking is scheduled, completed or refunded, and never starts before a payment', () => {
    for (const status of ['scheduled', 'completed', 'refunded', 'cancelled', 'pending_payment'] as const) expect(isCallOverdue(status, hoursAgo(48), now)).toBe(false);
    expect(isCallOverdue('paid', null, now)).toBe(false);
  });
});
