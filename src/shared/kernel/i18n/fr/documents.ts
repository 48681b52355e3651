/** The document library: downloads and technical documentation (issue 34). */
import type { documentsMessages } from '../en/documents.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchDocumentsMessages = {
  'documents.search.region': 'Trouver un document',
  'documents.search.field': 'Rechercher par titre, produit ou gamme',
  'documents.filter.range': 'Gamme',
  'documents.filter.range.all': 'Toutes',
  'documents.filter.product': 'Produit',
  'documents.filter.product.all': 'Tous',
  'documents.filter.type': 'Type de document',
  'documents.filter.type.all': 'Tous',
  'documents.filter.language': 'Langue',
  'documents.filter.language.all': 'Toutes',
  'documents.search.submit': 'Rechercher',
  'documents.search.clear': 'Effacer la recherche et les filtres',
  'documents.count': '{count, plural, one {# document} other {# documents}}',
  'documents.count.search': '{count, plural, one {# document} other {# documents}} pour « {text} »',
  'documents.empty.title': 'Aucun document ne correspond à votre recherche.',
  'documents.empty.hint': 'Essayez d’autres mots, ou moins de filtres.',
  'documents.empty.all': 'Voir tous les documents',
  'documents.card.product': 'Produit : {product}',
  'documents.card.download': 'Télécharger',
  'documents.language.en': 'Anglais',
  'documents.language.fr': 'Français',
} as const satisfies TranslationOf<typeof documentsMessages>;
