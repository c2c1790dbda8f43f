import { auditQuerySchema, pageCount } from '@/lib/contract/admin';
import { messageListQuerySchema, messageMarkRequestSchema, messageReplyRequestSchema } from '@/lib/contract/admin-messages';

describe('admin console queries', () => {
  it('a page is a whole number from 1, and 1 when absent', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditQuerySchema.parse({ page: '' })).toEqual({ page: 1 });
    expect(auditQuerySchema.parse({ page: '7' })).toEqual({ page: 7 });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999', '1e3x']) {
      const result = auditQuerySchema.safeParse({ page: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The page must be a whole number from 1 to 10000.');
    }
  });

  it('pages a table of any size, at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('filters messages by a known state, or none', () => {
    expect(messageListQuerySchema.parse({})).toEqual({ page: 1, status: undefined });
    expect(messageListQuerySchema.parse({ status: '' })).toEqual({ page: 1, status: undefined });
    expect(messageListQuerySchema.parse({ status: 'handled', page: '2' })).toEqual({ page: 2, status: 'handled' });
    expect(messageListQuerySchema.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe('Please choose a status: new, read or handled.');
  });

  it('marks only read or handled, and a reply needs text', () => {
    expect(messageMarkRequestSchema.safeParse({ status: 'new' }).success).toBe(false);
    expect(messageReplyRequestSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe('Please write your reply.');
    expect(messageReplyRequestSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
  });
});
