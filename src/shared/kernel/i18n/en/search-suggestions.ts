/** The search suggestions' tabs and links: loaded with them, when the first suggestions show. */
export const searchSuggestionsMessages = {
  'search.suggestions': 'Suggestions',
  'search.groupCount': '{group} ({count})',
  'search.seeAll.products': 'See all {count, plural, one {# product} other {# products}}',
  'search.seeAll.categories': 'See all {count, plural, one {# category} other {# categories}}',
  'search.seeAll.pages': 'See all {count, plural, one {# page} other {# pages}}',
  'search.seeAll.fqces': 'See all {count, plural, one {# technical sheet} other {# technical sheets}}',
  'search.reference': 'Ref. {reference}',
} as const;
