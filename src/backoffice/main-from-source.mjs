/**
 * The back office's process when the site runs from source (the tests import its .ts modules
 * through vitest, which a child process does not go through): TypeScript compiled as it loads
 * (scripts/typescript-hooks.mjs), then main.ts. Built, the process runs dist/backoffice/main.js
 * and this file is not used.
 */
import { register } from 'node:module';

register('../../scripts/typescript-hooks.mjs', import.meta.url);

await import('./main.ts');
