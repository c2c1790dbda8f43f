// Browser local-storage helpers of SPEC 7: read and write JSON by key, clear everything.
// Failures are logged and never thrown: storage can be full, disabled or hold corrupt data.

export const USER_DATA_KEY = 'userData';

export function readJson<T>(key: string): T | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (err) {
    console.error(`Could not read "${key}" from local storage`, err);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    notifyStorageChange();
  } catch (err) {
    console.error(`Could not write "${key}" to local storage`, err);
  }
}

/** Forgets the stored user (e.g. the server said the session is gone). */
export function removeStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_DATA_KEY);
  } catch (err) {
    console.error('Could not update local storage', err);
  }
  notifyStorageChange();
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch (err) {
    console.error('Could not clear local storage', err);
  }
  notifyStorageChange();
}

// The 'storage' event fires only in other tabs; this one tells components in this tab.
const LOCAL_EVENT = 'app-storage';

function notifyStorageChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_EVENT));
}

export function subscribeToStorage(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(LOCAL_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(LOCAL_EVENT, callback);
  };
}
