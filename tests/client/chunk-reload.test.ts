import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { chunkReloadGuardMs, isChunkLoadError, reloadForChunkError } from '../../src/client/chunk-reload.ts';

const storage = new Map<string, string>();
const reload = vi.fn();

beforeEach(() => {
  storage.clear();
  reload.mockClear();
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) });
  vi.stubGlobal('location', { reload });
});
afterEach(() => vi.unstubAllGlobals());

test('recognises the browsers’ chunk-load failures', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/chunk-X.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
});

test('reloads once, then not again within 60 s, then again after', () => {
  const start = 1_000_000;
  expect(reloadForChunkError(start)).toBe(true);
  expect(reloadForChunkError(start + chunkReloadGuardMs - 1)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadForChunkError(start + chunkReloadGuardMs)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
