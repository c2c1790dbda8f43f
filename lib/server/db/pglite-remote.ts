import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database in a thread of its own (./pglite-thread.mjs), seen from the server as the
 * part of PGlite's client that Drizzle's PGlite driver uses: `query` and `transaction`. PGlite
 * runs synchronously in the thread that calls it, so in the server's thread every query paused
 * all request handling; here the server only sends SQL and parameters and gets rows back, and
 * the database's work uses a core of its own.
 *
 * Semantics are PGlite's: one statement at a time, a transaction holds the database until it
 * ends, and an answer means the statement has completed (a commit, that it is stored).
 */

type Row = Record<string, unknown> | unknown[];
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type RemoteResult = { rows: Row[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

// Loaded by path: a worker thread runs a file of its own, outside the app's bundle.
const THREAD_FILE = path.join(process.cwd(), 'lib', 'server', 'db', 'pglite-thread.mjs');

/** An error sent back as plain data, made an Error again with its fields (`code`, `detail`, ...). */
function toError(plain: Record<string, unknown>): Error {
  const err = new Error(String(plain.message ?? 'Database error')) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) {
    if (key === 'message') continue;
    err[key] = key === 'cause' && value && typeof value === 'object' ? toError(value as Record<string, unknown>) : value;
  }
  return err;
}

class RemoteTransaction {
  constructor(
    private readonly remote: RemotePglite,
    private readonly id: number,
  ) {}

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResult> {
    return this.remote.query(sql, params, options, this.id);
  }
}

export class RemotePglite {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  /** `dataDir` undefined: in memory. */
  constructor(dataDir: string | undefined) {
    this.worker = new Worker(/* turbopackIgnore: true */ THREAD_FILE, { workerData: { dataDir } });
    this.worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (!this.pending.size) this.worker.unref();
      if (message.error) call.reject(toError(message.error));
      else call.resolve(message.result);
    });
    // The thread died (a crash inside the database): every waiting call fails, and so does every
    // later one, with a message the error handling reads as "database unavailable".
    const fail = (reason: string) => {
      this.failure ??= Object.assign(new Error(`The embedded database stopped: ${reason}. Connection lost.`), { code: '57P01' });
      for (const call of this.pending.values()) call.reject(this.failure);
      this.pending.clear();
    };
    this.worker.unref(); // kept referenced only while a call waits, so an idle database holds no process open
    this.worker.on('error', (err) => fail(err.message));
    this.worker.on('exit', (code) => fail(`exit code ${code}`));
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  get waitReady(): Promise<void> {
    return this.call({ type: 'ready' });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number): Promise<RemoteResult> {
    // Drizzle asks for its date and interval types as text (the thread applies the same list).
    return this.call({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object', textTypes: Boolean(options.parsers), transaction });
  }

  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ type: 'begin', transaction: id });
    let result: T;
    try {
      result = await callback(new RemoteTransaction(this, id));
    } catch (err) {
      await this.call({ type: 'end', transaction: id, commit: false }).catch(() => {});
      throw err;
    }
    await this.call({ type: 'end', transaction: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    try {
      await this.call({ type: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
