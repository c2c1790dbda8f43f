/** @jest-environment node */
import { profilePathFor, REGISTRATION_TITLES, registrationHref, registrationTitleFromType } from '@/lib/registration';

describe('registration links', () => {
  it('links each registration to the register page with a short, non-personal type', () => {
    expect(registrationHref('Register Astrologer')).toBe('/join/register-astrologer?type=astrologer');
    expect(registrationHref('Register Vastu Astrologer')).toBe('/join/register-astrologer?type=vastu');
  });

  it('reads the title back from the type in the URL', () => {
    expect(registrationTitleFromType('vastu')).toBe('Register Vastu Astrologer');
    expect(registrationTitleFromType('astrologer')).toBe('Register Astrologer');
  });

  it('falls back to the astrologer registration for a missing, unknown or repeated type', () => {
    expect(registrationTitleFromType(undefined)).toBe('Register Astrologer');
    expect(registrationTitleFromType('')).toBe('Register Astrologer');
    expect(registrationTitleFromType('VASTU')).toBe('Register Astrologer');
    expect(registrationTitleFromType(['vastu', 'astrologer'])).toBe('Register Astrologer');
  });

  it('round-trips every title through its link', () => {
    for (const title of REGISTRATION_TITLES) {
      const type = new URL(registrationHref(title), 'http://localhost').searchParams.get('type') ?? undefined;
      expect(registrationTitleFromType(type)).toBe(title);
    }
  });

  it('continues to the matching expert profile page', () => {
    expect(profilePathFor('Register Astrologer')).toBe('/join/astrologer');
    expect(profilePathFor('Register Vastu Astrologer')).toBe('/join/vastuastrologer');
  });
});
