import { vi } from 'vitest';

/** A Map-backed Web Storage area, for unit tests that run without a DOM. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface FakeBrowser {
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  document: { cookie: string; referrer: string };
  navigator: { onLine: boolean };
  window: { self: unknown; top: unknown };
}

/** Stubs the browser globals the lib modules read. Undo with `vi.unstubAllGlobals()`. */
export function fakeBrowser(href = 'https://shop.example.com/bistro/menu'): FakeBrowser {
  const url = new URL(href);
  const self = {};
  const browser: FakeBrowser = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    document: { cookie: '', referrer: '' },
    navigator: { onLine: true },
    window: { self, top: self },
  };
  vi.stubGlobal('localStorage', browser.localStorage);
  vi.stubGlobal('sessionStorage', browser.sessionStorage);
  vi.stubGlobal('document', browser.document);
  vi.stubGlobal('navigator', browser.navigator);
  vi.stubGlobal('window', browser.window);
  vi.stubGlobal('location', {
    href: url.href,
    origin: url.origin,
    host: url.host,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
  });
  return browser;
}
