/**
 * Loads every page module the route table names, once at start. A route naming a page folder
 * that does not exist (spec §8 "missing module map entry") stops the start with the route's name,
 * as a bad row of redirects.csv does, instead of a 500 on its first visit; and the first visitor of
 * each page no longer waits for its module to be read.
 */
import type { PageModule } from '../../shared/pages/page-module.ts';
import type { RouteDefinition } from '../../shared/kernel/routing/types.ts';

export class PageModuleError extends Error {}

export async function preloadPageModules(routes: readonly RouteDefinition[], load: (page: string) => Promise<PageModule>): Promise<void> {
  const pages = [...new Set(routes.map((route) => route.page))];
  await Promise.all(
    pages.map(async (page) => {
      try {
        const module = await load(page);
        if (module.default === undefined) throw new Error('it has no default export to render');
      } catch (error) {
        const names = routes.filter((route) => route.page === page).map((route) => `"${route.name}"`);
        const reason = error instanceof Error ? error.message : String(error);
        throw new PageModuleError(`route ${names.join(', ')} names the page module "${page}" (src/shared/pages/${page}/page.tsx), which cannot be loaded: ${reason}`);
      }
    }),
  );
}
