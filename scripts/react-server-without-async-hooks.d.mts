import type { Plugin } from 'esbuild';

export function reactServerWithoutAsyncHooks(root: string): Plugin;
