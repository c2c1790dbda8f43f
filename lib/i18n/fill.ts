// Apart from lib/i18n/catalogue.ts so that a client component can fill a text it was given
// without importing (and shipping) the catalogues.

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
