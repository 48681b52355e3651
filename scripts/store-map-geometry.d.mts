import type { Plugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export function storeMapGeometryPlugin(): Plugin;
export function storeMapGeometryVitePlugin(): VitePlugin;
