/** @jest-environment node */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError, loggedPath, maskData } from '@/lib/server/log-core.mjs';

// Finding 5: a failed query's values (birth details, hashes, e-mail, mobile) never reach a log.
describe('what a log line may say about an error', () => {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: 'Key (email)=(kavya@example.in) already exists.',
    table: 'kundlis',
  });
  const queryError = new DrizzleQueryError(
    'insert into "kundlis" ("name", "birth_place", "birth_date_time") values ($1, $2, $3)',
    ['Zephyrine\u0000Quillfeather', 'Xqorvel Testpur', '1987-03-14T00:17:13.000Z', 'scrypt$131072$8$1$c2FsdA$aGFzaA'],
    driverError,
  );

  it('keeps the database error code and table, never the query, its parameters or the driver detail', () => {
    const described = describeError(queryError);
    const text = JSON.stringify(described);
    for (const secret of ['Zephyrine', 'Xqorvel', '1987-03-14', 'scrypt$', 'kavya@example.in', 'insert into', 'params']) expect(text).not.toContain(secret);
    expect(described).toMatchObject({ type: 'Error', message: 'database query failed', cause: { errorCode: '22021', table: 'kundlis' } });
    expect(String(described.stack)).toMatch(/^at /);
  });

  it('masks values in any other error message: quoted text, e-mail addresses, numbers and codes', () => {
    expect(maskData('Failed query: select 1\nparams: 9876543210,Kavya')).not.toMatch(/9876543210|Kavya/);
    expect(maskData('user "kavya" not found for kavya@example.in, code 123456, mobile 919876543210')).toBe('user "…" not found for [e-mail], code [digits], mobile [digits]');
    expect(describeError('plain text with 654321')).toEqual({ type: 'string', message: 'plain text with [digits]' });
  });

  it('logs paths without their query string or private ids', () => {
    expect(loggedPath('/api/places?q=Faridabad')).toBe('/api/places');
    expect(loggedPath('/kundli/3f1c9a7e-8b2d-4c1e-9f0a-123456789abc')).toBe('/kundli/:id');
    expect(loggedPath('/api/uploads/3f1c9a7e-8b2d-4c1e-9f0a-123456789abc?x=1')).toBe('/api/uploads/:id');
    expect(loggedPath('/blogs/vastu')).toBe('/blogs/vastu');
  });
});
