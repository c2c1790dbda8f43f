import { z } from 'zod';
import { checkWith, firstProblem, passes, schemaProblems, showProblems, withProblem } from '@/components/form/problems';
import { kundliRequestSchema, luckyRequestSchema, matchPersonSchema } from '@/lib/contract/astrology';
import { loginMobileRequestSchema, MOBILE_MESSAGE, otpSchema } from '@/lib/contract/auth';
import { astrologerFormSchema, defaultAvailability, vastuAstrologerFormSchema, WEEKDAYS } from '@/lib/contract/expert-profile';

describe('problems derived from a contract schema', () => {
  const schema = z.object({ b: z.string().min(1, 'b is required'), a: z.string().min(1, 'a is required').min(3, 'a is short') });

  it('gives each field its first problem, in the order of the fields given, not of the schema', () => {
    const problems = schemaProblems(schema, { a: '', b: '' }, ['a', 'b'] as const);
    expect(problems).toEqual({ a: 'a is required', b: 'b is required' });
    expect(Object.keys(problems)).toEqual(['a', 'b']);
    expect(firstProblem(problems)).toBe('a');
  });

  it('leaves out fields the form does not list, and returns the parsed data when valid', () => {
    expect(schemaProblems(schema, { a: '', b: '' }, ['b'] as const)).toEqual({ b: 'b is required' });
    expect(checkWith(schema, { a: 'abc', b: 'x' }, ['a', 'b'] as const)).toEqual({ ok: true, data: { a: 'abc', b: 'x' } });
  });

  it('replaces or removes one problem, keeping the same object when nothing changes', () => {
    const problems = { a: 'a is short' };
    expect(withProblem(problems, 'a', 'a is short')).toBe(problems);
    expect(withProblem(problems, 'a', null)).toEqual({});
    expect(withProblem<'a' | 'b'>(problems, 'b', 'b is required')).toEqual({ a: 'a is short', b: 'b is required' });
  });
});

describe("the forms' schemas carry the spec's messages (SPEC 5)", () => {
  it('login and OTP', () => {
    expect(schemaProblems(loginMobileRequestSchema, { mobile: '98765' }, ['mobile'])).toEqual({ mobile: MOBILE_MESSAGE });
    expect(passes(otpSchema, '12345')).toBe(false);
    expect(passes(otpSchema, '123456')).toBe(true);
  });

  it('match making, per person', () => {
    const problems = schemaProblems(matchPersonSchema('Girl'), { name: ' ', gender: '', dob: '1990-02-30', birthTime: '25:00:00', birthPlace: '' }, [
      'name',
      'gender',
      'dob',
      'birthTime',
      'birthPlace',
    ]);
    expect(Object.values(problems)).toEqual([
      'Girl name required',
      'Girl gender required',
      'Girl DOB must be YYYY-MM-DD',
      'Girl birth time must be HH:MM:SS',
      'Girl birth place required',
    ]);
  });

  it('lucky number', () => {
    expect(firstProblem(schemaProblems(luckyRequestSchema, { name: 'Asha', dob: '' }, ['name', 'dob']))).toBe('dob');
    expect(schemaProblems(luckyRequestSchema, { name: '', dob: '' }, ['name', 'dob']).name).toBe('Please enter your name and date of birth');
  });

  it('kundli: a day the month does not have is said together with the other problems', () => {
    const problems = schemaProblems(kundliRequestSchema, { name: '', day: '30', month: '2', year: '2001', hours: '1', minutes: '2' }, ['name', 'day']);
    expect(problems).toEqual({ name: 'Name is required.', day: 'February 2001 has 28 days.' });
  });

  it('astrologer profile: the checks of SPEC 5 in their order, the image last', () => {
    const fields = ['name', 'email', 'mobile', 'experienceYears', 'feePerMinChat', 'feePerMinVideo', 'image'] as const;
    const empty = { name: '', email: '', mobile: '', expertise: '[]', languages: '[]', experienceYears: '0', feePerMinChat: '0', feePerMinVideo: '0', schedule: '{}', image: null };
    expect(Object.values(schemaProblems(astrologerFormSchema, empty, fields))).toEqual([
      'Name is required.',
      'Email is required.',
      'Enter a valid mobile number.',
      'Experience must be greater than 0.',
      'Please enter Chat fee per minute.',
      'Please enter Video fee per minute.',
      'Profile image is required.',
    ]);
    expect(schemaProblems(astrologerFormSchema, { ...empty, email: 'asha@example' }, fields).email).toBe('Enter a valid email address.');
  });

  it('Vastu astrologer profile: the image between the ID and the skills', () => {
    const problems = schemaProblems(vastuAstrologerFormSchema, { name: 'A', exp: '1', charge: '1', educationBackground: 'B', vastuAstrologerId: 'v', skills: '[]', availability: 'x', image: null }, [
      'vastuAstrologerId',
      'image',
      'skills',
    ]);
    expect(Object.entries(problems)).toEqual([
      ['image', 'Profile image is required'],
      ['skills', 'At least one skill is required'],
    ]);
  });

  it('leaves the slot times to the server (SPEC 5), but a week with no available day is the Vastu form’s own check', () => {
    const week = defaultAvailability();
    week.Monday.slots = [{ start: '12:00', end: '09:00' }];
    expect(schemaProblems(astrologerFormSchema, { schedule: JSON.stringify(week) }, ['schedule'])).toEqual({});
    expect(schemaProblems(vastuAstrologerFormSchema, { availability: JSON.stringify(week) }, ['availability'])).toEqual({});
    const off = Object.fromEntries(WEEKDAYS.map((d) => [d, { available: false, slots: [] }]));
    expect(schemaProblems(vastuAstrologerFormSchema, { availability: JSON.stringify(off) }, ['availability'])).toEqual({
      availability: 'At least one day must be marked as available',
    });
  });
});

describe('showing the problems of a failed check', () => {
  it('marks them before the first field gets the focus, so it announces its problem', () => {
    document.body.innerHTML = '<input id="f-a"><input id="f-b">';
    const seenWhenFocused: string[] = [];
    let marked = {};
    document.getElementById('f-b')!.addEventListener('focus', () => seenWhenFocused.push(JSON.stringify(marked)));
    showProblems({ b: 'b is required', a: 'a is required' }, (p) => (marked = p), (field) => `f-${field}`);
    expect(document.activeElement?.id).toBe('f-b');
    expect(seenWhenFocused).toEqual([JSON.stringify({ b: 'b is required', a: 'a is required' })]);
  });
});
