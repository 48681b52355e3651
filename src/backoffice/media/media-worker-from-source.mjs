/**
 * The media pool's worker when the back office runs from source (the tests import its .ts
 * modules through vitest, which a worker thread does not go through): TypeScript compiled as it
 * loads (scripts/typescript-hooks.mjs), then media-worker.ts. Built, the worker is one bundle
 * beside the back office's (build.mjs) and this file is not used.
 */
import { register } from 'node:module';

register('../../../scripts/typescript-hooks.mjs', import.meta.url);

export default (await import('./media-worker.ts')).default;
