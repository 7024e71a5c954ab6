import { describe, expect, it } from 'vitest';

import type { AuthResult } from '../../data/api-client';
import { createSessionStore, deviceFingerprint, SESSION_STORAGE_KEY } from './session-store';
import type { StoredSessionRecord } from './session-store';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const RESULT = {
  user: { id: 'u1', email: 'master@mars.demo', role: 'master', organizationId: 'o1' },
  session: { expiresAt: '2026-03-01T12:30:00.000Z', rememberMe: false },
} as unknown as AuthResult;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

async function setup(options: { userAgent?: string; now?: number } = {}) {
  const storage = memoryStorage();
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  let userAgent = options.userAgent ?? 'Mozilla/5.0 Test';
  let now = options.now ?? NOW;
  const store = createSessionStore({
    storage,
    getKey: async () => key,
    userAgent: () => userAgent,
    now: () => now,
  });
  return {
    storage,
    store,
    setUserAgent: (value: string) => (userAgent = value),
    setNow: (value: number) => (now = value),
    record: () => JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? 'null') as StoredSessionRecord,
  };
}

describe('stored session record', () => {
  it('stores the spec fields with the payload encrypted, and reads it back', async () => {
    const { store, record } = await setup();
    await store.save(RESULT);
    const stored = record();
    expect(Object.keys(stored).sort()).toEqual(
      ['deviceFingerprint', 'encryptedData', 'expiresAt', 'iv', 'rememberMe', 'timestamp'].sort(),
    );
    expect(stored.encryptedData).not.toContain('master@mars.demo');
    expect(atob(stored.iv)).toHaveLength(12);
    expect(stored.deviceFingerprint).toBe(await deviceFingerprint('Mozilla/5.0 Test'));
    expect(stored).toMatchObject({ expiresAt: RESULT.session.expiresAt, rememberMe: false, timestamp: NOW });
    expect(await store.load()).toEqual(RESULT);
  });

  it('uses a fresh IV for every write', async () => {
    const { store, record } = await setup();
    await store.save(RESULT);
    const first = record().iv;
    await store.save(RESULT);
    expect(record().iv).not.toBe(first);
  });

  it('removes the record when the device fingerprint does not match', async () => {
    const { store, storage, setUserAgent } = await setup();
    await store.save(RESULT);
    setUserAgent('Another browser');
    expect(await store.load()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('removes the record when it cannot be decrypted', async () => {
    const { store, storage, record } = await setup();
    await store.save(RESULT);
    const tampered = { ...record(), encryptedData: btoa('garbage that is not the cipher text') };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(tampered));
    expect(await store.load()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('removes an expired record', async () => {
    const { store, storage, setNow } = await setup();
    await store.save(RESULT);
    setNow(Date.parse(RESULT.session.expiresAt) + 1);
    expect(await store.load()).toBeNull();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('fingerprints the user agent as SHA-256 hex', async () => {
    expect(await deviceFingerprint('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});
