import {
  BOOKING_STATUSES,
  CALL_PROMISE_HOURS,
  canChangeStatus,
  canReopen,
  hasBegun,
  isReopenable,
  canCustomerCancel,
  hasReceipt,
  isCallOverdue,
  isHistoryNote,
  isOrderOpen,
  nextStatuses,
  ORDER_OPEN_MINUTES,
} from '@/lib/consultations/booking-status';

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

describe('an open payment order (the customer may be paying it, so their cancel waits)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const openMs = ORDER_OPEN_MINUTES * 60 * 1000;
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60 * 1000);

  it('is an order neither paid nor failed, made less than 15 minutes ago', () => {
    expect(ORDER_OPEN_MINUTES).toBe(15);
    expect(isOrderOpen({ status: 'created', createdAt: minutesAgo(14.9) }, openMs, now)).toBe(true);
    expect(isOrderOpen({ status: 'created', createdAt: minutesAgo(15) }, openMs, now)).toBe(false);
  });

  it('is closed once paid or failed, however recent', () => {
    expect(isOrderOpen({ status: 'paid', createdAt: minutesAgo(1) }, openMs, now)).toBe(false);
    expect(isOrderOpen({ status: 'failed', createdAt: minutesAgo(1) }, openMs, now)).toBe(false);
  });
});

describe('history notes', () => {
  it('are the payment’s rows that keep the state; a staff reschedule is a move', () => {
    expect(isHistoryNote({ fromStatus: 'cancelled', toStatus: 'cancelled', actorKind: 'payment' })).toBe(true);
    expect(isHistoryNote({ fromStatus: 'scheduled', toStatus: 'scheduled', actorKind: 'admin' })).toBe(false);
    expect(isHistoryNote({ fromStatus: 'pending_payment', toStatus: 'paid', actorKind: 'payment' })).toBe(false);
    expect(isHistoryNote({ fromStatus: null, toStatus: 'pending_payment', actorKind: 'customer' })).toBe(false);
  });
});

describe('undoing a wrong "Completed" or "Cancelled" (an admin, with a reason)', () => {
  it('goes back to the state before: completed to paid or scheduled, cancelled to waiting for payment', () => {
    expect(canReopen('completed', 'paid')).toBe(true);
    expect(canReopen('completed', 'scheduled')).toBe(true);
    expect(canReopen('cancelled', 'pending_payment')).toBe(true);
    expect(canReopen('cancelled', 'paid')).toBe(false);
    expect(canReopen('completed', 'pending_payment')).toBe(false);
  });

  it('leaves refunded final (the money went back) and has nothing to undo in the other states', () => {
    for (const to of BOOKING_STATUSES) expect(canReopen('refunded', to)).toBe(false);
    expect(BOOKING_STATUSES.filter(isReopenable)).toEqual(['completed', 'cancelled']);
  });
});

describe('a consultation may be marked completed once it has begun', () => {
  const now = new Date('2026-12-01T10:00:00+05:30');
  it('waits for the slot, else the agreed time', () => {
    expect(hasBegun({ slotStart: '2026-12-01T10:30:00+05:30', scheduledFor: null }, now)).toBe(false);
    expect(hasBegun({ slotStart: '2026-12-01T10:00:00+05:30', scheduledFor: null }, now)).toBe(true);
    expect(hasBegun({ slotStart: null, scheduledFor: '2026-12-02T09:00:00+05:30' }, now)).toBe(false);
    expect(hasBegun({ slotStart: null, scheduledFor: null }, now)).toBe(true);
  });
});
