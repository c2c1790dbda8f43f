/** @jest-environment node */
import { applicationDecisionEmail, applicationDecisionSms } from '@/lib/server/delivery/application-decision';

describe('telling an applicant the decision', () => {
  it('gives a rejected applicant the reviewer\'s reason by e-mail, and no reason by SMS', () => {
    const decision = { name: 'Kavya Iyer', kind: 'astrologer' as const, approved: false, reason: 'Please add a clearer photo of yourself.' };
    const email = applicationDecisionEmail('kavya@example.in', decision);
    expect(email.to).toBe('kavya@example.in');
    expect(email.subject).toBe('About your Astrologer profile application');
    expect(email.text).toContain('Dear Kavya Iyer');
    expect(email.text).toContain('Please add a clearer photo of yourself.');
    expect(applicationDecisionSms(decision)).not.toContain('photo');
  });

  it('gives an approved applicant the address of their public profile', () => {
    const email = applicationDecisionEmail('meera@example.in', { name: 'Meera', kind: 'vastu-astrologer', approved: true, profileUrl: 'https://example.in/astrologers/meera' });
    expect(email.subject).toBe('Your Vastu Astrologer profile is approved');
    expect(email.text).toContain('https://example.in/astrologers/meera');
    expect(applicationDecisionSms({ name: 'Meera', kind: 'vastu-astrologer', approved: true })).toMatch(/approved and now listed/);
  });
});
