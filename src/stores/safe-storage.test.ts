import { describe, expect, it } from 'vitest';
import { safeStorage } from './safe-storage';

const throwing = (): Storage => {
  throw new DOMException('denied', 'SecurityError');
};

class FullStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (key !== '__storage_probe__') throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('safe storage', () => {
  it('keeps values in memory when storage cannot be opened', () => {
    const storage = safeStorage(throwing);
    storage.setItem('app-storage', '{"a":1}');
    expect(storage.getItem('app-storage')).toBe('{"a":1}');
    storage.removeItem('app-storage');
    expect(storage.getItem('app-storage')).toBeNull();
  });

  it('keeps values in memory when the quota is full', () => {
    const full = new FullStorage() as unknown as Storage;
    const storage = safeStorage(() => full);
    expect(() => storage.setItem('app-storage', 'x')).not.toThrow();
    expect(storage.getItem('app-storage')).toBe('x');
  });
});
