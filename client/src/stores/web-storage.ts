import type { Storage as PersistStorage } from 'redux-persist';

function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** localStorage behind redux-persist's async interface; a no-op where storage is unavailable. */
export const webStorage: PersistStorage = {
  getItem: (key: string) => Promise.resolve(local()?.getItem(key) ?? null),
  setItem: (key: string, value: string) => Promise.resolve(local()?.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(local()?.removeItem(key)),
};
