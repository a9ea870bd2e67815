/** The part of web storage (`localStorage`, `sessionStorage`) one stored value needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * One JSON value in web storage under one key. What is missing or cannot be read counts as `empty`; a full or
 * blocked storage only means the value does not outlive the page.
 */
export function storedJson<T>(
  key: string,
  storage: KeyValueStorage,
  read: (parsed: unknown) => T | undefined,
  empty: T,
): { load(): T; save(value: unknown): void } {
  return {
    load() {
      try {
        const raw = storage.getItem(key);
        return raw === null ? empty : (read(JSON.parse(raw)) ?? empty);
      } catch {
        return empty;
      }
    },
    save(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Kept for this page only.
      }
    },
  };
}
