import type { RouteMatch } from './router.ts';

/**
 * Whether a page resumes as islands (decision 199): its route says so, and every error page does
 * (its only interactive parts are the layout's).
 */
export function resumesAsIslands(page: { readonly status: number; readonly match: RouteMatch | undefined }): boolean {
  return page.status !== 200 || page.match?.route.hydration === 'islands';
}
