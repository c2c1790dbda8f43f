'use client';
import { useSyncExternalStore } from 'react';
import { readJson, subscribeToStorage, USER_DATA_KEY } from './storage';

export interface StoredUser {
  _id: string;
  name?: string;
  email?: string;
  mobile?: string;
  /** The account's roles as the sign-in answer gave them (lib/roles.ts); may be missing in older stored data. */
  role?: unknown;
}

function isStoredUser(value: unknown): value is StoredUser {
  return typeof value === 'object' && value !== null && typeof (value as StoredUser)._id === 'string';
}

// Cache the parsed value per raw string so useSyncExternalStore sees a stable snapshot.
let lastRaw: string | null = null;
let lastUser: StoredUser | null = null;

function getSnapshot(): StoredUser | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(USER_DATA_KEY);
  } catch {
    return null;
  }
  if (raw === lastRaw) return lastUser;
  lastRaw = raw;
  const parsed = raw === null ? null : readJson<unknown>(USER_DATA_KEY);
  if (raw !== null && !isStoredUser(parsed)) {
    // SPEC 3: corrupt stored user data is removed.
    window.localStorage.removeItem(USER_DATA_KEY);
    lastRaw = null;
    lastUser = null;
    return null;
  }
  lastUser = parsed as StoredUser | null;
  return lastUser;
}

/** The signed-in user as stored in the browser, or null (always null during server rendering). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToStorage, getSnapshot, () => null);
}
