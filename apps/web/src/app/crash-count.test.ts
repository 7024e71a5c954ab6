import { describe, expect, it } from 'vitest';

import { CRASH_COUNT_STORAGE_KEY, isRepeatedCrash, readCrashCount, recordCrash } from './crash-count';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('crash count', () => {
  it('counts crashes of the session and warns only from the second one', () => {
    const store = memoryStorage();
    expect(readCrashCount(store)).toBe(0);
    expect(recordCrash(store)).toBe(1);
    expect(isRepeatedCrash(1)).toBe(false);
    expect(recordCrash(store)).toBe(2);
    expect(isRepeatedCrash(2)).toBe(true);
    expect(store.getItem(CRASH_COUNT_STORAGE_KEY)).toBe('2');
  });

  it('treats a damaged stored value as no crash', () => {
    const store = memoryStorage();
    store.setItem(CRASH_COUNT_STORAGE_KEY, 'garbage');
    expect(readCrashCount(store)).toBe(0);
  });
});
