import type { Log } from '../shared/report.ts';

/**
 * JSON values in localStorage. Degrades, never throws (storage is optional to every widget):
 * blocked storage reads as empty and writes are dropped; a value that is not
 * JSON is logged, removed, and read as empty, so a corrupt saved form starts empty.
 */
export interface Storage {
  read<T>(key: string): T | null;
  write(key: string, value: unknown): void;
  remove(key: string): void;
}

export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createStorage(area: () => StorageArea, log: Log): Storage {
  const remove = (key: string) => {
    try {
      area().removeItem(key);
    } catch {
      // blocked
    }
  };
  return {
    read<T>(key: string): T | null {
      let text: string | null;
      try {
        text = area().getItem(key);
      } catch {
        return null;
      }
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        log(`corrupt saved value under "${key}", removed`, error);
        remove(key);
        return null;
      }
    },
    write(key, value) {
      try {
        area().setItem(key, JSON.stringify(value));
      } catch {
        // blocked or full
      }
    },
    remove,
  };
}
