import type { SubmissionStore } from '../forms/submission-store.ts';
import type { HandlerGroup } from '../http/handler.ts';

/** Operators only (admin token): the site never forwards these. */
export function adminRoutes(submissions: SubmissionStore): HandlerGroup<'GET /admin/submissions'> {
  return {
    'GET /admin/submissions': ({ query }) => {
      const { perPage, offset } = query.paging(50, 500);
      return submissions.list(query.string('resource'), { limit: perPage, offset });
    },
  };
}
