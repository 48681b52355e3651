import { defineConfig } from 'vitest/config';
import { storeMapGeometryVitePlugin } from './scripts/store-map-geometry.mjs';

export default defineConfig({
  plugins: [storeMapGeometryVitePlugin()],
  // JSX compiled as the build compiles it (react/jsx-runtime): the servers the tests start run
  // React's production build, whose jsx-dev-runtime has no jsxDEV.
  oxc: { jsx: { development: false } },
  test: {
    // The demo database is seeded once per run and copied by each test that starts a back office.
    globalSetup: ['tests/support/seed-data-dir-once.ts'],
    // Every core (vitest's default leaves one free): most files wait on a server in their own
    // process, so two at a time fill the two cores one file leaves half idle.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A state a test waits for (a server's answer, a render) can take seconds on a loaded two-core
    // machine; vitest's 1 s default for expect.poll makes such a wait fail by chance.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The browser side's models and entry: each file gets fresh modules, since effector's
          // models, their sids and the client's module state are what these files test.
          include: ['tests/features/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          // First, with the integration files; then the browser files, whose workers differ.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/features/**', 'tests/client/**', 'node_modules/**'],
          // The server side, the back office and the build: a worker keeps the modules it has loaded
          // (the site, React, the back office's stores) from one file to the next instead of loading
          // them again for each. A file that stubs a global or the timers restores them after each
          // test; what a file leaves running (a server, a logger's timer) is its own to stop.
          isolate: false,
          // The servers these files start render with React's production build, as dist/server does.
          env: { NODE_ENV: 'production' },
          sequence: { groupOrder: 0 },
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
          // As in production, as for the integration files.
          env: { NODE_ENV: 'production' },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
