/** The search suggestions' tabs and links. */
import type { searchSuggestionsMessages } from '../en/search-suggestions.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchSearchSuggestionsMessages = {
  'search.suggestions': 'Suggestions',
  'search.groupCount': '{group} ({count})',
  'search.seeAll.products': 'Voir {count, plural, one {le produit} other {les # produits}}',
  'search.seeAll.categories': 'Voir {count, plural, one {la catégorie} other {les # catégories}}',
  'search.seeAll.pages': 'Voir {count, plural, one {la page} other {les # pages}}',
  'search.seeAll.fqces': 'Voir {count, plural, one {la fiche technique} other {les # fiches techniques}}',
  'search.reference': 'Réf. {reference}',
} as const satisfies TranslationOf<typeof searchSuggestionsMessages>;
