// Runs once when a server process starts. The Node-only work lives in its own module so the
// edge bundle of this file never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { openDatabaseAtStartup } = await import('./lib/server/startup');
    await openDatabaseAtStartup();
  }
}
