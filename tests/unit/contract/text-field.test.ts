import { findUnsafeText, hasUnsafeText, textField } from '@/lib/contract/text-field';

describe('textField: the one rule for outside text', () => {
  const name = textField('name', 10).trim().min(1, 'name is required.');

  it.each([
    ['a\u0000b', 'name contains characters that are not allowed.'],
    ['\ud800', 'name contains characters that are not allowed.'],
    ['x\udc00', 'name contains characters that are not allowed.'],
    ['a'.repeat(11), 'name must be at most 10 characters.'],
    ['  ', 'name is required.'],
    [42, 'name is required.'],
  ])('refuses %j: %s', (value, message) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts ordinary text, including characters outside the BMP (a valid surrogate pair)', () => {
    expect(name.parse(' Asha 😀 ')).toBe('Asha 😀');
    expect(hasUnsafeText('नमस्ते 😀')).toBe(false);
  });
});

describe('findUnsafeText: the safety net behind the schemas', () => {
  it('names the path of the first unsafe string, in values and keys', () => {
    expect(findUnsafeText({ boy: { name: 'Ravi', birthPlace: 'Del\u0000hi' } })).toBe('boy.birthPlace');
    expect(findUnsafeText({ list: ['ok', '\ud800'] })).toBe('list[1]');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnsafeText({ a: 1, b: [true, null, { c: 'fine' }] })).toBeNull();
  });
});
