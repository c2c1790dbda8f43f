/** @jest-environment node */
import { groupCommit } from '@/lib/server/db/group-commit';
import { isStorageFull } from '@/lib/server/errors';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A write that holds its first call until released, and says when that call has begun. */
function heldFirstWrite() {
  let release: () => void = () => {};
  let begun: () => void = () => {};
  const started = new Promise<void>((r) => (begun = r));
  let calls = 0;
  return {
    started,
    release: () => release(),
    async holdFirst() {
      if (calls++ > 0) return;
      begun();
      await new Promise<void>((r) => (release = r));
    },
    calls: () => calls,
  };
}

describe('groupCommit', () => {
  test('rows that arrive while a write is in flight are stored together, and each caller waits for its own row', async () => {
    const batches: number[][] = [];
    const held = heldFirstWrite();
    const store = groupCommit<number>(async (rows) => {
      batches.push(rows);
      await held.holdFirst();
    });
    const settled: number[] = [];
    const first = store(1).then(() => settled.push(1));
    await held.started;
    const rest = [2, 3, 4].map((n) => store(n).then(() => settled.push(n)));
    await tick();
    expect(settled).toEqual([]); // nothing acknowledged before its write finished
    held.release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(settled.sort()).toEqual([1, 2, 3, 4]);
  });

  test('rows that arrive in the same turn of the event loop share one write, up to the batch size', async () => {
    const batches: number[][] = [];
    const store = groupCommit<number>(async (rows) => {
      batches.push(rows);
    }, 3);
    await Promise.all([1, 2, 3, 4, 5].map((n) => store(n)));
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
  });

  test('a batch that fails on one bad row is retried row by row, so only that caller fails', async () => {
    const held = heldFirstWrite();
    const store = groupCommit<string>(async (rows) => {
      await held.holdFirst();
      if (rows.includes('bad')) throw Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    });
    const first = store('a');
    await held.started;
    const results = Promise.allSettled([store('b'), store('bad'), store('c')]);
    held.release();
    await first;
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  test('a full disk fails the whole batch at once, with the error the route maps to 503', async () => {
    const held = heldFirstWrite();
    const store = groupCommit<number>(async () => {
      const first = held.calls() === 0;
      await held.holdFirst();
      if (!first) throw { message: 'Failed query', cause: { code: '53100', message: 'could not extend file' } };
    });
    const first = store(0);
    await held.started;
    const results = Promise.allSettled([store(1), store(2), store(3)]);
    held.release();
    await first;
    const settled = await results;
    expect(settled.every((r) => r.status === 'rejected' && isStorageFull(r.reason))).toBe(true);
    expect(held.calls()).toBe(2); // no per-row retries against a full disk
  });
});

describe('isStorageFull', () => {
  test.each([
    [{ code: 'ENOSPC' }, true],
    [{ code: '53100' }, true],
    [{ message: 'Failed query', cause: { code: '53100' } }, true],
    [{ code: '23505' }, false],
    [new Error('boom'), false],
    [undefined, false],
  ])('%p -> %p', (err, expected) => {
    expect(isStorageFull(err)).toBe(expected);
  });
});

describe('database liveness seen through writes', () => {
  test('a committed batch tells a health check the database is up; an unreachable database clears it', async () => {
    const { databaseAnsweredRecently, noteDatabaseFailed } = await import('@/lib/server/db/liveness');
    noteDatabaseFailed();
    expect(databaseAnsweredRecently()).toBe(false);
    let down = false;
    const store = groupCommit<number>(async () => {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    await store(1);
    expect(databaseAnsweredRecently()).toBe(true);
    expect(databaseAnsweredRecently(Date.now() + 5000)).toBe(false); // only recent answers count
    down = true;
    await expect(store(2)).rejects.toThrow('ECONNREFUSED');
    expect(databaseAnsweredRecently()).toBe(false);
  });
});
