// The stored session record (spec section 3, design.md section 7): who the user is and until when,
// so the app knows its user while offline. The token itself is an HttpOnly cookie and never here.
// The payload is encrypted with AES-GCM-256 under a non-extractable key kept in IndexedDB.
import type { AuthResult } from '../../data/api-client';

export type StoredSessionRecord = {
  encryptedData: string;
  iv: string;
  timestamp: number;
  expiresAt: string;
  deviceFingerprint: string;
  rememberMe: boolean;
};

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionStoreDependencies = {
  storage: KeyValueStorage;
  getKey: () => Promise<CryptoKey>;
  userAgent: () => string;
  now?: () => number;
};

export const SESSION_STORAGE_KEY = 'mars.session';
const IV_BYTES = 12;
const KEY_DB_NAME = 'mars-keys';
const KEY_STORE_NAME = 'keys';
const KEY_ID = 'session-record';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** SHA-256 of the browser's user agent, as lower-case hex (spec section 9). */
export async function deviceFingerprint(userAgent: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userAgent));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isStoredRecord(value: unknown): value is StoredSessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.encryptedData === 'string' &&
    typeof record.iv === 'string' &&
    typeof record.timestamp === 'number' &&
    typeof record.expiresAt === 'string' &&
    typeof record.deviceFingerprint === 'string' &&
    typeof record.rememberMe === 'boolean'
  );
}

function isAuthResult(value: unknown): value is AuthResult {
  if (typeof value !== 'object' || value === null) return false;
  const { user, session } = value as Record<string, unknown>;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string' &&
    typeof session === 'object' &&
    session !== null &&
    typeof (session as Record<string, unknown>).expiresAt === 'string'
  );
}

export function createSessionStore({ storage, getKey, userAgent, now = Date.now }: SessionStoreDependencies) {
  function remove(): void {
    storage.removeItem(SESSION_STORAGE_KEY);
  }

  return {
    /** Encrypts and stores who is signed in; a fresh IV for every write. */
    async save(result: AuthResult): Promise<void> {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(result));
      const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await getKey(), plain);
      const record: StoredSessionRecord = {
        encryptedData: toBase64(new Uint8Array(cipher)),
        iv: toBase64(iv),
        timestamp: now(),
        expiresAt: result.session.expiresAt,
        deviceFingerprint: await deviceFingerprint(userAgent()),
        rememberMe: result.session.rememberMe,
      };
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
    },

    /**
     * The stored user and session, or null. A record that is malformed, expired, from another
     * device (fingerprint mismatch) or that cannot be decrypted is removed.
     */
    async load(): Promise<AuthResult | null> {
      const raw = storage.getItem(SESSION_STORAGE_KEY);
      if (raw === null) return null;
      try {
        const record: unknown = JSON.parse(raw);
        if (!isStoredRecord(record)) throw new Error('malformed session record');
        if (record.deviceFingerprint !== (await deviceFingerprint(userAgent()))) {
          throw new Error('device fingerprint mismatch');
        }
        if (!(Date.parse(record.expiresAt) > now())) {
          remove();
          return null;
        }
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(record.iv) },
          await getKey(),
          fromBase64(record.encryptedData),
        );
        const result: unknown = JSON.parse(new TextDecoder().decode(plain));
        if (!isAuthResult(result)) throw new Error('malformed session payload');
        return result;
      } catch (error) {
        console.warn('[session-store] removing the stored session record:', error);
        remove();
        return null;
      }
    },

    clear(): void {
      remove();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function openKeyDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(KEY_DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(KEY_STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

function idbRequest<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = run(database.transaction(KEY_STORE_NAME, mode).objectStore(KEY_STORE_NAME));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

let keyPromise: Promise<CryptoKey> | null = null;

/** The device's AES-GCM-256 key: created once, non-extractable, kept in IndexedDB. */
export function getBrowserSessionKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const database = await openKeyDatabase();
    try {
      const stored = await idbRequest<CryptoKey | undefined>(database, 'readonly', (store) =>
        store.get(KEY_ID),
      );
      if (stored) return stored;
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      await idbRequest(database, 'readwrite', (store) => store.put(key, KEY_ID));
      return key;
    } finally {
      database.close();
    }
  })().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

export const sessionStore: SessionStore = createSessionStore({
  storage: {
    getItem: (key) => globalThis.localStorage?.getItem(key) ?? null,
    setItem: (key, value) => globalThis.localStorage?.setItem(key, value),
    removeItem: (key) => globalThis.localStorage?.removeItem(key),
  },
  getKey: getBrowserSessionKey,
  userAgent: () => globalThis.navigator?.userAgent ?? '',
});
