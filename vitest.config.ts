import { defineConfig } from 'vitest/config';
import { storeMapGeometryVitePlugin } from './scripts/store-map-geometry.mjs';

export default defineConfig({
  plugins: [storeMapGeometryVitePlugin()],
  test: {
    // The demo database is seeded once per run and copied by each test that starts a back office.
    globalSetup: ['tests/support/seed-data-dir-once.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-and-integration',
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // Every core (vitest's default leaves one free): most of these files wait on a server in
          // their own process, so two at a time fill the two cores one file leaves half idle.
          maxWorkers: '100%',
          // First, then the browser files: a group of its own since their workers differ.
          sequence: { groupOrder: 0 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // A state a test waits for (a server's answer, a render) can take seconds on a loaded
          // two-core machine; vitest's 1 s default for expect.poll makes such a wait fail by chance.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
          // The files run one after another in one worker, which keeps the modules it has loaded
          // (the site, React, playwright-core) instead of loading them again for each file. No
          // browser file mocks a module or changes a global; each starts its own site and browser.
          isolate: false,
          sequence: { groupOrder: 1 },
          // What a browser test waits for (a chunk, a retried request, a render) can take seconds on a
          // loaded two-core machine; vitest's 1 s default for expect.poll made such waits fail by chance.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
