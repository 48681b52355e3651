/**
 * Store ids: every effector store of the site has a sid (what server state is serialised under
 * and hydrated by), and no two stores share one, or one store's state would land in the other
 * after hydration. Stores made by a factory (savedProductList) are counted as they are created:
 * the test loads every module that creates stores and records each store effector declares.
 * Persisted slices' storage keys are checked where slices register.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspectGraph } from 'effector/inspect';
import { beforeAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const storeModules = sourceFiles(path.join(root, 'src/shared')).filter((file) => /\bcreateStore\b/.test(readFileSync(file, 'utf8')));
const stores: { readonly sid: string | undefined; readonly where: string }[] = [];

beforeAll(async () => {
  // Modules load here, after the inspector listens, so every store they declare is seen.
  const subscription = inspectGraph({
    fn: (declaration) => {
      // An effect's own `inFlight` counter is effector's, never serialised: not a store of the site.
      if (declaration.type === 'unit' && declaration.kind === 'store' && !declaration.derived && !declaration.name?.endsWith('.inFlight')) {
        stores.push({ sid: declaration.sid ?? undefined, where: `${declaration.name ?? '?'} (${declaration.loc?.file ?? 'unknown file'})` });
      }
    },
  });
  for (const file of storeModules) await import(file);
  subscription.unsubscribe();
});

test('every store of the site has a sid', () => {
  expect(storeModules.length).toBeGreaterThan(10);
  expect(stores.length).toBeGreaterThan(50);
  expect(stores.filter((store) => !store.sid).map((store) => store.where)).toEqual([]);
});

test('no two stores share a sid', () => {
  const counts = new Map<string, number>();
  for (const { sid } of stores) counts.set(sid!, (counts.get(sid!) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count > 1).map(([sid]) => sid)).toEqual([]);
});

test('a second persisted slice under a key already used is refused', async () => {
  const { persistSlice } = await import('../../src/shared/features/persistence/model.ts');
  await import('../../src/shared/features/persistence/slices.ts');
  expect(() => persistSlice({ key: 'cart', version: 1 } as Parameters<typeof persistSlice>[0])).toThrow(/Two persisted slices use the storage key "cart"/);
});
