// The API's messages in the caller's language. The English texts stay where they are written
// (contracts, services: the spec's exact words); a language's table (./api-messages.hi.ts) gives
// each one, keyed by that English text. Pure: read by the route wrapper on the server and by the
// form kit in the browser, so a message reads the same whichever side found the problem.

import type { Locale } from './locales';

/** A language's messages: whole texts, and texts with `{name}` parts standing for values. */
export interface MessageTable {
  exact: Readonly<Record<string, string>>;
  patterns: Readonly<Record<string, string>>;
}

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  target: string;
}

const compiled = new WeakMap<MessageTable, CompiledPattern[]>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A table's patterns as anchored regexes, the longest literal text first, so that
 * "{role} birth place required" wins over "{label} is required." style catch-alls.
 */
function patternsOf(table: MessageTable): CompiledPattern[] {
  let list = compiled.get(table);
  if (list) return list;
  list = Object.entries(table.patterns)
    .map(([english, target]) => {
      const names: string[] = [];
      const source = english
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegex(part);
          if (names.includes(name)) return `\\k<${name}>`;
          names.push(name);
          return `(?<${name}>.+?)`;
        })
        .join('');
      return { regex: new RegExp(`^${source}$`, 's'), names, target, literal: english.replace(/\{\w+\}/g, '').length };
    })
    .sort((a, b) => b.literal - a.literal)
    .map(({ regex, names, target }) => ({ regex, names, target }));
  compiled.set(table, list);
  return list;
}

/** The text in the table's language, or undefined when the table does not know it. */
export function lookUp(text: string, table: MessageTable, depth = 0): string | undefined {
  const exact = table.exact[text];
  if (exact !== undefined) return exact;
  if (depth > 3) return undefined;
  for (const pattern of patternsOf(table)) {
    const match = pattern.regex.exec(text);
    if (!match?.groups) continue;
    const groups = match.groups;
    // A value that is a label, a phrase or a sentence of the table is given in the language too;
    // anything else (a number, a name someone typed, a list of codes) stays as it came.
    return pattern.target.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = groups[name];
      return value === undefined ? whole : (lookUp(value, table, depth + 1) ?? value);
    });
  }
  return undefined;
}

/** A message in the given language; English, and any text the table lacks, as given. */
export function translateMessage(message: string, locale: Locale, table: MessageTable | undefined): string {
  if (locale === 'en' || !table) return message;
  return lookUp(message, table) ?? message;
}
