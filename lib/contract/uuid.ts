// Ids in paths (kundlis, uploads) are UUIDs. Anything else is answered as "not found" before the
// database sees it: PostgreSQL's uuid type would reject it with an error rather than no row.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical 8-4-4-4-12 hex form (any case). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
