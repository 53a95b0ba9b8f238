/**
 * localStorage with JSON values that never throws: private modes and full quotas make storage
 * fail, and a lost preference must not break the page.
 */
export const localStore = {
  get<T>(key: string): T | null {
    try {
      const text = globalThis.localStorage?.getItem(key);
      return text === null || text === undefined ? null : (JSON.parse(text) as T);
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // As above.
    }
  },
};
