import { SEARCH_SUGGEST_ITEMS_PER_GROUP, SEARCH_SUGGEST_MIN_LENGTH, type SearchGroupName } from '../../shared/kernel/api/contract.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../shared/kernel/api/query-limits.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { badRequest } from '../http/http-error.ts';
import { requirePlan } from '../http/scope.ts';
import type { Services } from '../services.ts';

const TABS: readonly SearchGroupName[] = ['products', 'categories', 'pages', 'fqces'];

export function searchRoutes(services: Services): HandlerGroup<'GET /search'> {
  return {
    'GET /search': ({ query, scope }) => {
      const plan = requirePlan(scope);
      const text = query.text('text', SEARCH_TEXT_MAX_LENGTH);
      if (text === null) throw badRequest('text', 'The text param is required');
      // `language` is the search's own name for `lang`: either names the language searched.
      const language = query.string('language');
      if (language !== null && !scope.site.languages.some((candidate) => candidate.code === language)) {
        throw badRequest('language', 'Language not available on this site');
      }
      if (language !== null && query.string('lang') !== null && language !== scope.lang) throw badRequest('language', 'The language and lang params differ');
      const lang = language ?? scope.lang;
      const suggest = (query.oneOf('type', ['Suggest', 'Full'] as const) ?? 'Full') === 'Suggest';
      if (suggest) {
        if (text.length < SEARCH_SUGGEST_MIN_LENGTH) throw badRequest('text', `Suggestions start at ${SEARCH_SUGGEST_MIN_LENGTH} characters`);
        return services.search.search({ siteId: scope.site.id, plan, lang, text, perGroup: SEARCH_SUGGEST_ITEMS_PER_GROUP, offset: 0, tab: null });
      }
      const { perPage, offset } = query.paging(12);
      return services.search.search({ siteId: scope.site.id, plan, lang, text, perGroup: perPage, offset, tab: query.oneOf('tab', TABS) ?? 'products' });
    },
  };
}
