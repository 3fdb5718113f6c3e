// Web storage that never throws: private browsing, third-party iframes that block storage and a
// full quota all fall back to memory for the rest of the visit, silently.
import type { StateStorage } from 'zustand/middleware';

/** A StateStorage over `pick()` (sessionStorage or localStorage) that degrades to memory. */
export function safeStorage(pick: () => Storage): StateStorage {
  const memory = new Map<string, string>();
  let storage: Storage | undefined;
  try {
    storage = pick();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    storage = undefined;
  }
  return {
    // Memory is written through, so it holds this page's latest value even when storage refused it.
    getItem: (name) => {
      if (memory.has(name)) return memory.get(name)!;
      try {
        return storage?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      memory.set(name, value);
      try {
        storage?.setItem(name, value);
      } catch {
        /* memory keeps it */
      }
    },
    removeItem: (name) => {
      memory.delete(name);
      try {
        storage?.removeItem(name);
      } catch {
        /* nothing to do */
      }
    },
  };
}
