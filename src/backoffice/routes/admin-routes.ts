import { submissionResources } from '../../shared/kernel/api/entities/commerce.ts';
import type { SubmissionStore } from '../forms/submission-store.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import type { Services } from '../services.ts';

/** Operators only (admin token): the site never forwards these. */
export function adminRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<'GET /admin/submissions' | 'GET /admin/search-synonyms' | 'PUT /admin/search-synonyms'> {
  return {
    'GET /admin/submissions': ({ query }) => {
      const { perPage, offset } = query.paging(50, 500);
      return submissions.list(query.oneOf('resource', submissionResources), { limit: perPage, offset });
    },
    'GET /admin/search-synonyms': () => services.search.synonyms(),
    'PUT /admin/search-synonyms': ({ body, scope }) => {
      const reader = new BodyReader('PUT /admin/search-synonyms', body);
      const lang = reader.get('lang');
      if (lang !== undefined && !scope.site.languages.some((language) => language.code === lang)) reader.error('lang', 'Language not available on this site');
      const { term, expansions = [] } = reader.done();
      return services.search.replaceSynonyms(lang!, term, expansions);
    },
  };
}
