/**
 * The header's search, its status messages and the result types' names, and what the layout
 * shows of the choice guide and the scanner before they load. The spec's French texts stay as
 * the spec writes them ('results.none', 'search.searching').
 */
import type { searchMessages } from '../en/search.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchSearchMessages = {
  'results.none': 'Désolé, aucun résultat pour votre recherche',
  'search.searching': 'Recherche en cours',
  'search.announce':
    '{total, plural, one {# suggestion} other {# suggestions}} : {products} produits, {categories} catégories, {pages} pages, {fqces} fiches techniques. Utilisez les flèches du clavier pour les parcourir.',
  'search.group.products': 'Produits',
  'search.group.categories': 'Catégories',
  'search.group.pages': 'Pages',
  'search.group.fqces': 'Fiches techniques',
  'guide.close': 'Fermer le guide de choix',
  'scan.close': 'Fermer le scanner',
  'scan.noResults': 'aucun résultat',
} as const satisfies TranslationOf<typeof searchMessages>;
