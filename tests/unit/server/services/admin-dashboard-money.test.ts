/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue 24: the dashboard's paid revenue and refunds, today and this month, in India time,
// summed by the database in integer paise. Its own embedded database (the real schema, migrated),
// so the figures are exact: nothing else writes to it.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-money-'));
process.env.DATA_DIR = dataDir;

import { getDb, getDbState } from '@/lib/server/db/client';
import { bookings, payments } from '@/lib/server/db/schema';
import { sumPaymentsAndRefunds } from '@/lib/server/services/admin-dashboard';

afterAll(async () => {
  await (await getDbState()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;

/** A captured payment of `amountPaise`, paid at `paidAt` and perhaps refunded at `refundedAt`. */
async function payment(amountPaise: number, paidAt: string, refundedAt?: string) {
  const db = await getDb();
  const [booking] = await db
    .insert(bookings)
    .values({ serviceSlug: 'professional-vastu-check', serviceTitle: 'Professional Vastu Check', amountPaise, status: refundedAt ? 'refunded' : 'paid', preferredDate: '2026-12-01', timeWindow: 'morning', details: {} })
    .returning({ id: bookings.id });
  sequence++;
  await db.insert(payments).values({
    bookingId: booking!.id,
    provider: 'test',
    orderId: `order_test_m${sequence}`,
    paymentId: `pay_test_m${sequence}`,
    amountPaise,
    status: 'paid',
    paidAt: new Date(paidAt),
    ...(refundedAt ? { refundId: `rfnd_test_m${sequence}`, refundedAt: new Date(refundedAt) } : {}),
  });
}

test('sums today’s and this month’s payments and refunds from midnight and the 1st in India, to the paisa', async () => {
  // "Now" is 10:00 on 15 March 2026 in India (04:30 UTC).
  const now = new Date('2026-03-15T04:30:00Z');
  const empty = await sumPaymentsAndRefunds(now);
  expect(empty).toEqual({ today: { paidPaise: 0, refundedPaise: 0 }, month: { paidPaise: 0, refundedPaise: 0 } });

  await payment(510_000, '2026-03-15T00:10:00+05:30'); // today, just after midnight in India
  await payment(450_050, '2026-03-15T09:00:00+05:30', '2026-03-15T09:30:00+05:30'); // paid and refunded today
  await payment(210_000, '2026-03-14T23:50:00+05:30'); // yesterday in India
  await payment(100_000, '2026-03-01T00:00:00+05:30', '2026-03-14T12:00:00+05:30'); // this month, refunded yesterday
  await payment(999_900, '2026-02-28T23:59:00+05:30', '2026-03-15T08:00:00+05:30'); // last month, refunded today
  await payment(777_700, '2026-03-15T11:00:00+05:30'); // later than "now": not yet

  expect(await sumPaymentsAndRefunds(now)).toEqual({
    today: { paidPaise: 510_000 + 450_050, refundedPaise: 450_050 + 999_900 },
    month: { paidPaise: 510_000 + 450_050 + 210_000 + 100_000, refundedPaise: 450_050 + 100_000 + 999_900 },
  });
}, 60_000);
