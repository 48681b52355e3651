/**
 * The header's search, its status messages and the result types' names (the suggestions' tabs
 * and links bring their own area, search-suggestions.ts, when they first show), and what the
 * layout shows of the choice guide and the scanner before they load (their close buttons, the
 * scan's 'no results' toast). The spec's French texts ('Désolé, aucun résultat pour votre
 * recherche', 'Recherche en cours') are the French catalogue's; English pages say them in English.
 */
export const searchMessages = {
  'results.none': 'Sorry, no results for your search',
  'search.searching': 'Searching…',
  'search.announce':
    '{total, plural, one {# suggestion} other {# suggestions}}: {products} products, {categories} categories, {pages} pages, {fqces} technical sheets. Use the arrow keys to browse them.',
  'search.group.products': 'Products',
  'search.group.categories': 'Categories',
  'search.group.pages': 'Pages',
  'search.group.fqces': 'Technical sheets',
  'guide.close': 'Close the choice guide',
  'scan.close': 'Close the scanner',
  'scan.noResults': 'no results',
} as const;
