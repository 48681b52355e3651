import type { PageModule } from './page-module.ts';

/**
 * Loads a page module by its folder name. The template import lets esbuild split every
 * `src/shared/pages/<page>/page.tsx` into its own chunk, loaded only when its route is shown.
 */
export function loadPageModule(page: string): Promise<PageModule> {
  return import(`./${page}/page.tsx`) as Promise<PageModule>;
}
