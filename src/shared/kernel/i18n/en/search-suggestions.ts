/** How the search read a word of another language: above the suggestions and on the results page. */
export const searchTranslationMessages = {
  'search.translated': '“{word}” ({language}): {meanings}',
} as const;

/** The search suggestions' tabs and links: loaded with them, when the first suggestions show. */
export const searchSuggestionsMessages = {
  ...searchTranslationMessages,
  'search.suggestions': 'Suggestions',
  'search.groupCount': '{group} ({count})',
  'search.seeAll.products': 'See all {count, plural, one {# product} other {# products}}',
  'search.seeAll.categories': 'See all {count, plural, one {# category} other {# categories}}',
  'search.seeAll.pages': 'See all {count, plural, one {# page} other {# pages}}',
  'search.seeAll.fqces': 'See all {count, plural, one {# technical sheet} other {# technical sheets}}',
  'search.reference': 'Ref. {reference}',
} as const;
