/** @jest-environment node */

// Export and deletion go through the list of account-data parts, in one transaction: every
// part sees the same transaction, in order, and the account itself goes last.

const calls: string[] = [];
const tx = {
  // The account (locked, a customer), then its expert profiles (none).
  select: () => ({ from: () => ({ where: () => Object.assign(Promise.resolve([]), { for: async () => [{ roles: ['customer'] }] }) }) }),
};
const transaction = jest.fn(async (work: (t: typeof tx) => Promise<unknown>) => work(tx));
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({ transaction })) }));

import { ACCOUNT_DATA_PARTS, eraseAccount, exportAccountData, type AccountDataPart } from '@/lib/server/services/account-data';

function part(name: string, fail = false): AccountDataPart {
  return {
    name,
    exportFor: async (userId, t) => {
      expect(t).toBe(tx);
      calls.push(`export ${name} ${userId}`);
      return { from: name };
    },
    eraseFor: async (userId, t) => {
      expect(t).toBe(tx);
      calls.push(`erase ${name} ${userId}`);
      if (fail) throw new Error(`${name} failed`);
    },
  };
}

beforeEach(() => {
  calls.length = 0;
  transaction.mockClear();
});

describe('account data parts', () => {
  it('erases each area before what it points at, and the account itself last', () => {
    const names = ACCOUNT_DATA_PARTS.map((p) => p.name);
    expect(names.at(-1)).toBe('profile');
    // The uploads go first: the applications tell the personal ones (erased) from content (kept).
    expect(names.indexOf('uploads')).toBeLessThan(names.indexOf('expertApplications'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('exports every part under its name, in one transaction', async () => {
    const data = await exportAccountData('user-1', [part('profile'), part('bookings')]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(data).toEqual({ exportedAt: expect.any(String), profile: { from: 'profile' }, bookings: { from: 'bookings' } });
  });

  it('erases every part in order in one transaction, and a failing part fails the whole deletion', async () => {
    await eraseAccount('user-1', [part('sessions'), part('bookings'), part('profile')]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['erase sessions user-1', 'erase bookings user-1', 'erase profile user-1']);

    calls.length = 0;
    await expect(eraseAccount('user-1', [part('sessions'), part('bookings', true), part('profile')])).rejects.toThrow('bookings failed');
    expect(calls).toEqual(['erase sessions user-1', 'erase bookings user-1']);
  });
});
