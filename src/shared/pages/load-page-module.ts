import type { PageModule } from './page-module.ts';

/**
 * Loads a page module by its folder name (the server preloads every route's at start:
 * render/page-modules.ts); the template import makes esbuild bundle every `src/shared/pages/<page>/page.tsx`.
 */
export function loadPageModule(page: string): Promise<PageModule> {
  return import(`./${page}/page.tsx`) as Promise<PageModule>;
}
