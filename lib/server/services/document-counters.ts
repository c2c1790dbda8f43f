import 'server-only';
import { sql } from 'drizzle-orm';
import { documentCounters } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * Draws the next number of a series (lib/invoices/numbering.ts names them), in the caller's
 * transaction. The upsert inserts the series' first row or increments it; either way the row
 * stays locked until the transaction ends, so a concurrent draw of the same series waits and then
 * reads the committed value (PostgreSQL re-checks the conflict after the wait; PGlite runs one
 * transaction at a time). A rollback gives the number back: a series drawn only by transactions
 * that commit what they number has no gaps.
 */
export async function drawNumber(tx: Tx, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, lastValue: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { lastValue: sql`${documentCounters.lastValue} + 1` } })
    .returning({ value: documentCounters.lastValue });
  return row!.value;
}
