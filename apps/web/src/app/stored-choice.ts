// A choice kept in this browser's storage (the layout, the timezone, the chosen vessel, the side
// menu's width), shared by every component that shows it. A screen reads the stored text on render
// and re-renders when the choice changes here or in another tab. Nothing is written until the user
// chooses: a per-component storage hook wrote its default back on every mount and told every other
// instance, which on the dashboard cost more than drawing the figures on a slow phone.
import { useCallback, useSyncExternalStore } from 'react';

export type StoredChoice<Value> = {
  key: string;
  /** The value of the stored text; null when nothing is stored (or storage is refused). */
  parse(raw: string | null): Value;
  /** The text to store; null removes the key. */
  serialize(value: Value): string | null;
};

const listeners = new Map<string, Set<() => void>>();
/** The last text read and its value, per key: a render reads the same object until the text changes. */
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage refused (private mode, sandboxed frame)
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

let listensToOtherTabs = false;
function listenToOtherTabs(): void {
  if (listensToOtherTabs || typeof window === 'undefined') return;
  listensToOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null) for (const key of listeners.keys()) notify(key);
    else notify(event.key);
  });
}

export function readStoredChoice<Value>(choice: StoredChoice<Value>): Value {
  const raw = readRaw(choice.key);
  const last = parsed.get(choice.key);
  if (last && last.raw === raw) return last.value as Value;
  const value = choice.parse(raw);
  parsed.set(choice.key, { raw, value });
  return value;
}

export function writeStoredChoice<Value>(choice: StoredChoice<Value>, value: Value): void {
  const text = choice.serialize(value);
  try {
    if (text === null) storage()?.removeItem(choice.key);
    else storage()?.setItem(choice.key, text);
  } catch {
    // storage full or refused: the choice holds for this page only
    parsed.set(choice.key, { raw: readRaw(choice.key), value });
  }
  notify(choice.key);
}

export function useStoredChoice<Value>(
  choice: StoredChoice<Value>,
): readonly [Value, (value: Value) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      listenToOtherTabs();
      let keyListeners = listeners.get(choice.key);
      if (!keyListeners) listeners.set(choice.key, (keyListeners = new Set()));
      keyListeners.add(listener);
      return () => keyListeners.delete(listener);
    },
    [choice.key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => readStoredChoice(choice),
    () => choice.parse(null),
  );
  const set = useCallback((next: Value) => writeStoredChoice(choice, next), [choice]);
  return [value, set] as const;
}
