// The embedded database's own thread (see ./pglite-remote.ts). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously in the thread that calls it: in the server's thread every query
// paused request handling, and under load the requests queued behind each other's writes. Here
// it runs beside the server, which sends it queries and gets rows back.
//
// Plain JavaScript, loaded by path: a worker thread runs outside the app's bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Drizzle reads these types as text and converts them itself (drizzle-orm/pglite/session.js).
// Functions cannot cross threads, so the other side only says whether it asked for them.
const identity = (value) => value;
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const TEXT_PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, identity]));

/** An error as plain data: structured cloning would drop PostgreSQL's `code`, `detail`, ... */
function plainError(err, depth = 0) {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const out = { name: err.name, message: err.message };
  for (const key of Object.keys(err)) {
    const value = err[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (err.cause && depth < 3) out.cause = plainError(err.cause, depth + 1);
  return out;
}

const db = new PGlite(workerData.dataDir ?? undefined);
/** Open transactions: id → the PGlite transaction and how to end it. */
const transactions = new Map();

function queryOptions(message) {
  return { rowMode: message.rowMode, ...(message.textTypes ? { parsers: TEXT_PARSERS } : {}) };
}

async function handle(message) {
  switch (message.type) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query': {
      const target = message.transaction ? transactions.get(message.transaction)?.tx : db;
      if (!target) throw new Error('The transaction has already ended.');
      const result = await target.query(message.sql, message.params, queryOptions(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin': {
      // The transaction stays open, holding PGlite's lock, until 'end' settles its callback.
      let registered;
      const begun = new Promise((resolve) => (registered = resolve));
      const done = db.transaction(
        (tx) =>
          new Promise((end, abort) => {
            transactions.set(message.transaction, { tx, end, abort });
            registered();
          }),
      );
      done.catch(() => {}); // awaited by 'end'; a failed BEGIN is thrown just below
      await Promise.race([begun, done]);
      transactions.get(message.transaction).done = done;
      return null;
    }
    case 'end': {
      const open = transactions.get(message.transaction);
      if (!open) throw new Error('The transaction has already ended.');
      transactions.delete(message.transaction);
      // PGlite commits when the callback resolves and rolls back when it rejects; the answer is
      // sent once it has done so, and a failed COMMIT is the caller's error.
      if (message.commit) {
        open.end();
        await open.done;
      } else {
        open.abort(new Error('rolled back'));
        await open.done.catch(() => {});
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown message ${message.type}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
  );
});
