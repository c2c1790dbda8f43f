// Filling a catalogue text's placeholders: its own module, so a client component that fills a
// text it was given does not bring the catalogues (./catalogue) into the browser.

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
