import './zod-jitless';
import { z } from 'zod';

// The one rule for text that arrives from outside (JSON bodies, form fields, query strings).
// PostgreSQL refuses NUL in text and jsonb, and a surrogate without its pair is not valid UTF-16
// (it cannot be stored as UTF-8): both are refused here, with a 400, before they reach a query.

/** Longest text a field accepts unless its schema allows less: a paragraph, not a payload. */
export const TEXT_MAX_LENGTH = 2000;

const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

export const unsafeTextMessage = (label: string) => `${label} contains characters that are not allowed.`;

/**
 * A string of at most `max` characters with no NUL and no lone surrogate. Chain `.trim()`,
 * `.min()` and the rest after it. `required` is the message for a missing or non-string value.
 */
export function textField(label: string, max: number = TEXT_MAX_LENGTH, messages: { required?: string; tooLong?: string } = {}) {
  return z
    .string({ error: messages.required ?? `${label} is required.` })
    .max(max, messages.tooLong ?? `${label} must be at most ${max} characters.`)
    .refine((v) => !hasUnsafeText(v), unsafeTextMessage(label));
}

/**
 * Text that must be written: trimmed, and refused empty with the `required` message (the one
 * for a missing value too). Reasons, replies and editors' entries.
 */
export function requiredText(label: string, max: number, messages: { required: string; tooLong?: string }) {
  return textField(label, max, messages).trim().min(1, messages.required);
}

/**
 * The path of the first string inside `value` (a parsed body or query) that has unsafe text,
 * e.g. "boy.birthPlace", or null. A safety net behind the schemas: nothing that reaches a
 * service can carry such text, even from a field a schema forgot.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path || 'The request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const label = path ? `${path}.${key}` : key;
      if (hasUnsafeText(key)) return label;
      const found = findUnsafeText(item, label);
      if (found) return found;
    }
  }
  return null;
}
