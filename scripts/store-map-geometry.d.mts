import type { Plugin } from 'esbuild';

export function storeMapGeometryPlugin(): Plugin;
