/**
 * The header's search with its suggestions, and what the layout shows of the choice guide and the
 * scanner before they load (their close buttons, the scan's 'no results' toast). The spec's texts
 * are quoted verbatim (spec §8).
 */
export const searchMessages = {
  'results.none': 'Désolé, aucun résultat pour votre recherche',
  'search.searching': 'Recherche en cours',
  'search.suggestions': 'Suggestions',
  'search.announce':
    '{total, plural, one {# suggestion} other {# suggestions}}: {products} products, {categories} categories, {pages} pages, {fqces} technical sheets. Use the arrow keys to browse them.',
  'search.group.products': 'Products',
  'search.group.categories': 'Categories',
  'search.group.pages': 'Pages',
  'search.group.fqces': 'Technical sheets',
  'search.groupCount': '{group} ({count})',
  'search.seeAll.products': 'See all {count, plural, one {# product} other {# products}}',
  'search.seeAll.categories': 'See all {count, plural, one {# category} other {# categories}}',
  'search.seeAll.pages': 'See all {count, plural, one {# page} other {# pages}}',
  'search.seeAll.fqces': 'See all {count, plural, one {# technical sheet} other {# technical sheets}}',
  'search.reference': 'Ref. {reference}',
  'guide.close': 'Close the choice guide',
  'scan.close': 'Close the scanner',
  'scan.noResults': 'no results',
} as const;
