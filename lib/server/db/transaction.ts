import 'server-only';
import type { AppDb } from './client';

/** A transaction handle, as `db.transaction` passes it: services that must share one take it as an argument. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
