import { adminLinksFor } from '@/lib/navigation';
import { ADMIN_ONLY, CONTENT_STAFF, hasAnyRole, ROLES } from '@/lib/roles';

describe('roles', () => {
  it('are the issue\'s five, with the expert roles spelled as expert registration stores them', () => {
    expect(ROLES).toEqual(['customer', 'astrologer', 'vastu-astrologer', 'editor', 'admin']);
  });

  it('an editor is content staff but not an admin; a customer is neither', () => {
    expect(hasAnyRole(['customer', 'editor'], CONTENT_STAFF)).toBe(true);
    expect(hasAnyRole(['customer', 'editor'], ADMIN_ONLY)).toBe(false);
    expect(hasAnyRole(['customer'], CONTENT_STAFF)).toBe(false);
    expect(hasAnyRole(['admin'], ADMIN_ONLY)).toBe(true);
  });

  it('the console menu shows an editor only what an editor may open', () => {
    const editor = adminLinksFor(['editor']).map((l) => l.href);
    expect(editor).toContain('/admin');
    expect(editor).not.toContain('/admin/messages');
    expect(editor).not.toContain('/admin/users');
    expect(editor).not.toContain('/admin/applications');
    expect(editor).toEqual(expect.arrayContaining(['/admin/blogs', '/admin/vastu-tips', '/admin/site-content']));
    expect(adminLinksFor(['admin']).map((l) => l.href)).toEqual(expect.arrayContaining(['/admin', '/admin/messages', '/admin/users', '/admin/audit']));
    expect(adminLinksFor(['customer'])).toEqual([]);
  });
});
