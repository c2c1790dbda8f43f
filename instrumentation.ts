// Runs once when a server process starts: open the database, migrate and seed before the
// first request, so a broken configuration fails at start-up rather than on a visitor.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDbState } = await import('./lib/server/db/client');
  try {
    const { kind } = await getDbState();
    console.log(`[db] ${kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'} ready`);
  } catch (err) {
    console.error(`[db] could not open the database: ${(err as Error).message}`);
    if (/in use by process/.test((err as Error).message)) process.exit(1);
  }
}
